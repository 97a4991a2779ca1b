import type { DOMWindow } from 'jsdom';

let window: Promise<DOMWindow> | undefined;

/**
 * A DOM for working on post HTML on the server (sanitizing it, rewriting a feed's addresses), made
 * on first use: jsdom takes most of a second to load, which an instance that never needs it (the
 * API's, a page without a post's body) should not pay when it starts.
 */
export function htmlWindow(): Promise<DOMWindow> {
  window ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window);
  return window;
}
