import type { FetchHandler } from './fetch-adapter';

/**
 * A handler whose code loads with its first request rather than with the function: every function
 * shares one entry, and a new instance should evaluate only what its own requests need before it
 * answers. A load that fails is tried again by the next request.
 */
export function loadOnFirstRequest(load: () => Promise<FetchHandler>): FetchHandler {
  let handler: Promise<FetchHandler> | undefined;
  return async (request) => {
    handler ??= load().catch((error: unknown) => {
      handler = undefined;
      throw error;
    });
    return (await handler)(request);
  };
}
