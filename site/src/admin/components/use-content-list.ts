import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ContentPage, ContentQuery, ContentView } from '@core/admin/admin-content-api';
import type { ContentKindId } from '@core/generators/content-kinds';
import { useAdminData } from '../data/admin-data';
import { keys } from '../data/queries';

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
  const client = useQueryClient();
  type View = ContentView<K>;
  const queryKey = [...keys.content, 'list', kind, query];
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => content.list(kind, { ...query, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextAfter,
  });
  const pages = list.data?.pages;
  // A page asked for after entries were added may repeat one already shown.
  const items = pages
    ?.flatMap((page) => page.items)
    .filter((item, i, all) => all.findIndex((other) => other.id === item.id) === i);
  // A failed 'load more' keeps the list (and throws to its caller).
  const state: ContentListState<View> = items
    ? {
        status: 'ready',
        items,
        nextAfter: pages!.at(-1)!.nextAfter,
        loadingMore: list.isFetchingNextPage,
      }
    : list.isError
      ? { status: 'error', error: list.error }
      : { status: 'loading' };

  const update = (change: (items: View[], first: boolean) => View[]) =>
    client.setQueryData<InfiniteData<ContentPage<View>>>(
      queryKey,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((p, i) => ({ ...p, items: change(p.items, !i) })),
        },
    );

  return {
    state,
    reload: () => void client.resetQueries({ queryKey, exact: true }),
    async loadMore() {
      if (!list.hasNextPage || list.isFetchingNextPage) return;
      const result = await list.fetchNextPage();
      if (result.isError) throw result.error;
    },
    /** A saved entry: replaced where it is, or added first. */
    put: (item: View) => {
      const known = items?.some((i) => i.id === item.id);
      update((page, first) =>
        known ? page.map((i) => (i.id === item.id ? item : i)) : first ? [item, ...page] : page,
      );
    },
    drop: (id: string) => update((page) => page.filter((i) => i.id !== id)),
  };
}
