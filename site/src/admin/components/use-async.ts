import { useCallback, useEffect, useState } from 'react';
import type { AsyncState } from '../data/queries';

/**
 * Runs `load` when `key` changes (and on `reload`); an answer that arrives after a newer load
 * started is dropped. `setData` lets a screen update what it shows after its own writes.
 */
export function useAsync<T>(load: () => Promise<T>, key: string) {
  const [attempt, setAttempt] = useState(0);
  const token = `${key}#${attempt}`;
  const [result, setResult] = useState<{ token: string; state: AsyncState<T> } | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ token, state: { status: 'ready', data } }),
      (error: unknown) =>
        current &&
        setResult({
          token,
          state: {
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          },
        }),
    );
    return () => {
      current = false;
    };
    // `load` is identified by `key`: callers pass a fresh closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((update: (data: T) => T) => {
    setResult((previous) =>
      previous?.state.status === 'ready'
        ? { token: previous.token, state: { status: 'ready', data: update(previous.state.data) } }
        : previous,
    );
  }, []);
  const state: AsyncState<T> = result?.token === token ? result.state : { status: 'loading' };
  return { state, reload, setData };
}
