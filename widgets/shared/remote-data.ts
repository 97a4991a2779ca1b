import { useEffect, useState } from 'react';
import { API_ORIGIN } from './runtime-config';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

const requests = new Map<string, Promise<unknown>>();

/** One request per path per page, shared by every widget that needs it; a failure is retried next time. */
export function getJson<T>(path: string): Promise<T> {
  let request = requests.get(path);
  if (!request) {
    request = fetch(API_ORIGIN + path, { headers: { accept: 'application/json' } }).then(
      (response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.json();
      },
    );
    request.catch(() => requests.delete(path));
    requests.set(path, request);
  }
  return request as Promise<T>;
}

export function useRemoteData<T>(path: string): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getJson<T>(path).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return state;
}
