import type { ContentQuery, ContentView } from '@core/admin/admin-content-api';
import type { ContentKindId } from '@core/generators/content-kinds';
import { keys, usePagedQuery } from '../data/queries';

/** One kind's entries a page at a time (the API's order; `query` filters and sorts). */
export function useContentList<K extends ContentKindId>(
  kind: K,
  query: Omit<ContentQuery, 'after'> = {},
) {
  const list = usePagedQuery([...keys.content, 'list', kind, query], (d, after) =>
    d.content.list(kind, { ...query, after }),
  );
  const { state, update } = list;
  return {
    ...list,
    /** A saved entry: replaced where it is, or added first. */
    put: (item: ContentView<K>) => {
      const known = state.status === 'ready' && state.items.some((i) => i.id === item.id);
      update((page, first) =>
        known ? page.map((i) => (i.id === item.id ? item : i)) : first ? [item, ...page] : page,
      );
    },
    drop: (id: string) => update((page) => page.filter((i) => i.id !== id)),
  };
}
