import { useEffect, useState } from 'react';
import { requestJsonOnce } from '@core/lib/json-once';
import { API_ORIGIN } from './runtime-config';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * One request per path per page, shared by every widget that needs it (and by a prefetch the page
 * made); a failure is retried next time.
 */
export const getJson = <T>(path: string): Promise<T> => requestJsonOnce<T>(API_ORIGIN + path);

/** `initial`: the data, already read (a server frame's hydration): no request, no loading state. */
export function useRemoteData<T>(path: string, initial?: T): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>(
    initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial },
  );
  useEffect(() => {
    if (initial !== undefined) return;
    let live = true;
    getJson<T>(path).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [path, initial]);
  return state;
}
