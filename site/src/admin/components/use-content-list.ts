import { useCallback, useEffect, useState } from 'react';
import type { ContentQuery, ContentView } from '@core/admin/admin-content-api';
import type { ContentKindId } from '@core/generators/content-kinds';
import { useAdminData } from '../data/admin-data';

export type ContentListState<View> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; items: View[]; nextAfter: string | null; loadingMore: boolean };

/**
 * One kind's entries a page at a time (the API's order; `query` filters and sorts), with
 * 'load more', and local updates after the screen's own writes (no reload of the whole list).
 */
export function useContentList<K extends ContentKindId>(
  kind: K,
  query: Omit<ContentQuery, 'after'> = {},
) {
  const { content } = useAdminData();
  type View = ContentView<K>;
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(query);
  // Answers are kept with the load they belong to: a newer load reads as loading, not stale.
  const token = `${queryKey}#${attempt}`;
  const [result, setResult] = useState<{ token: string; state: ContentListState<View> } | null>(
    null,
  );
  const state: ContentListState<View> =
    result?.token === token ? result.state : { status: 'loading' };
  const setState = useCallback(
    (change: (previous: ContentListState<View>) => ContentListState<View>) =>
      setResult((previous) =>
        previous?.token === token ? { token, state: change(previous.state) } : previous,
      ),
    [token],
  );

  useEffect(() => {
    let live = true;
    content.list(kind, JSON.parse(queryKey) as ContentQuery).then(
      (page) =>
        live && setResult({ token, state: { status: 'ready', ...page, loadingMore: false } }),
      (error: unknown) =>
        live &&
        setResult({
          token,
          state: {
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [content, kind, queryKey, token]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  async function loadMore() {
    if (state.status !== 'ready' || !state.nextAfter || state.loadingMore) return;
    const after = state.nextAfter;
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, loadingMore: true } : previous,
    );
    try {
      const page = await content.list(kind, {
        ...(JSON.parse(queryKey) as ContentQuery),
        after,
      });
      setState((previous) =>
        previous.status === 'ready'
          ? {
              status: 'ready',
              items: [
                ...previous.items,
                ...page.items.filter((item) => !previous.items.some((p) => p.id === item.id)),
              ],
              nextAfter: page.nextAfter,
              loadingMore: false,
            }
          : previous,
      );
    } catch (error) {
      setState((previous) =>
        previous.status === 'ready' ? { ...previous, loadingMore: false } : previous,
      );
      throw error;
    }
  }

  const update = useCallback(
    (change: (items: View[]) => View[]) =>
      setState((previous) =>
        previous.status === 'ready' ? { ...previous, items: change(previous.items) } : previous,
      ),
    [setState],
  );

  return {
    state,
    reload,
    loadMore,
    /** A saved entry: replaced where it is, or added first. */
    put: useCallback(
      (item: View) =>
        update((items) =>
          items.some((i) => i.id === item.id)
            ? items.map((i) => (i.id === item.id ? item : i))
            : [item, ...items],
        ),
      [update],
    ),
    drop: useCallback(
      (id: string) => update((items) => items.filter((i) => i.id !== id)),
      [update],
    ),
  };
}
