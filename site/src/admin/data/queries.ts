import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  MAX_CONTENT_PAGE_SIZE,
  type ContentInput,
  type ContentPage,
  type ContentQuery,
  type ContentView,
} from '@core/admin/admin-content-api';
import {
  NAME_PART_KINDS,
  type ContentKindId,
  type NamePartKind,
} from '@core/generators/content-kinds';
import { contentKey } from '@core/generators/content-schemas';
import type { LibraryImage } from '@core/images/image-library';
import type { NamePart, ToolName } from '@core/models';
import type { SubscriberListStatus } from '@core/newsletter/subscribers-admin';
import { useAdminData, type AdminData } from './admin-data';
import { saveContent } from './content-store';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

/**
 * Every cached read's key, in one place. Keys nest by resource, so refreshing `['redirects']`
 * refreshes its list, figures and 404 log together.
 */
export const keys = {
  postList: (limit?: number) => ['posts', 'list', limit ?? 'all'],
  post: (id: string) => ['posts', 'one', id],
  revisions: (id: string) => ['posts', 'revisions', id],
  content: ['content'],
  /** Every cached list of `kind`, whatever its filter. */
  contentLists: (kind: ContentKindId) => ['content', 'list', kind],
  contentCounts: ['content', 'counts'],
  nameParts: ['content', 'name-parts'],
  redirects: ['redirects'],
  redirectList: ['redirects', 'list'],
  redirectFigures: ['redirects', 'figures'],
  settings: (name: string) => ['settings', name],
  rootFiles: ['root-files'],
  images: ['images'],
  activity: (area: string) => ['activity', area],
  robots: ['sitemap', 'robots'],
  analytics: ['analytics'],
  toolStats: (tools: readonly ToolName[]) => ['tools', 'stats', ...tools],
  toolPages: (tool: ToolName, after: string | null) => ['tools', 'pages', tool, after],
  toolResults: (tool: ToolName) => ['tools', 'results', tool],
  newsletterSends: ['newsletter', 'sends'],
  postSend: (postId: string) => ['newsletter', 'post', postId],
  mailPreview: (postId: string) => ['newsletter', 'preview', postId],
  subscriberList: (q: string, status: SubscriberListStatus | null) => [
    'subscribers',
    'list',
    q,
    status,
  ],
  subscriberFigures: ['subscribers', 'figures'],
} as const;

/**
 * A cached read through the admin's stores. `reload` starts over from the loading state (as a
 * first load does, so Retry and Refresh show that they run); `setData` updates what is shown
 * after a screen's own write that needs no new read.
 */
export function useAdminQuery<T>(queryKey: QueryKey, load: (data: AdminData) => Promise<T>) {
  const data = useAdminData();
  const client = useQueryClient();
  const query = useQuery({ queryKey, queryFn: () => load(data) });
  const state: AsyncState<T> =
    query.status === 'pending'
      ? { status: 'loading' }
      : query.status === 'error'
        ? { status: 'error', error: query.error }
        : { status: 'ready', data: query.data };
  const id = JSON.stringify(queryKey);
  const reload = useCallback(
    () => void client.resetQueries({ queryKey: JSON.parse(id) as QueryKey, exact: true }),
    [client, id],
  );
  const setData = useCallback(
    (update: (current: T) => T) =>
      client.setQueryData<T>(JSON.parse(id) as QueryKey, (current) =>
        current === undefined ? current : update(current),
      ),
    [client, id],
  );
  return { state, reload, setData };
}

export type PagedState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; items: T[]; nextAfter: string | null; loadingMore: boolean };

type Page<T> = { items: T[]; nextAfter: string | null };

/** Changes the entries of each loaded page; `first`: whether it is the first (where a new one goes). */
const editPages =
  <T>(change: (items: T[], first: boolean) => T[]) =>
  (current: InfiniteData<Page<T>> | undefined) =>
    current && {
      ...current,
      pages: current.pages.map((p, i) => ({ ...p, items: change(p.items, !i) })),
    };

/**
 * A list read a page at a time, with 'load more', and `update` for what the screen's own writes
 * change (no reload of the whole list).
 */
export function usePagedQuery<T extends { id: string }>(
  queryKey: QueryKey,
  load: (data: AdminData, after: string | null) => Promise<Page<T>>,
) {
  const data = useAdminData();
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(data, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextAfter,
  });
  const pages = list.data?.pages;
  // A page asked for after entries were added may repeat one already shown.
  const items = pages
    ?.flatMap((page) => page.items)
    .filter((item, i, all) => all.findIndex((other) => other.id === item.id) === i);
  // A failed 'load more' keeps the list (and throws to its caller).
  const state: PagedState<T> = items
    ? {
        status: 'ready',
        items,
        nextAfter: pages!.at(-1)!.nextAfter,
        loadingMore: list.isFetchingNextPage,
      }
    : list.isError
      ? { status: 'error', error: list.error }
      : { status: 'loading' };

  return {
    state,
    reload: () => void client.resetQueries({ queryKey, exact: true }),
    async loadMore() {
      if (!list.hasNextPage || list.isFetchingNextPage) return;
      const result = await list.fetchNextPage();
      if (result.isError) throw result.error;
    },
    update: (change: (items: T[], first: boolean) => T[]) =>
      client.setQueryData(queryKey, editPages(change)),
  };
}

/**
 * A write that declares what it changes: once it succeeds, those reads are fetched again (and
 * awaited, so what the screen says next is already shown).
 */
export function useAdminMutation<A extends unknown[], R>(
  write: (data: AdminData, ...args: A) => Promise<R>,
  refreshes: readonly QueryKey[] | ((result: R) => readonly QueryKey[]),
) {
  const data = useAdminData();
  const refresh = useRefresh();
  return async (...args: A): Promise<R> => {
    const result = await write(data, ...args);
    await refresh(...(typeof refreshes === 'function' ? refreshes(result) : refreshes));
    return result;
  };
}

/** Fetches the given reads again: after a write the server finished on its own (an import). */
export function useRefresh() {
  const client = useQueryClient();
  return useCallback(
    (...stale: QueryKey[]) =>
      Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey }))),
    [client],
  );
}

export const usePostList = (limit?: number) =>
  useAdminQuery(keys.postList(limit), (d) => d.posts.list(limit));
export const usePost = (id: string) => useAdminQuery(keys.post(id), (d) => d.posts.get(id));
export const useContentCounts = () => useAdminQuery(keys.contentCounts, (d) => d.content.counts());
/** How many entries of `kind` there are, once known. */
export function useContentCount(kind: ContentKindId): number | null {
  const { state } = useContentCounts();
  return state.status === 'ready' ? state.data[kind] : null;
}
export const useToolStats = (tools: readonly ToolName[]) =>
  useAdminQuery(keys.toolStats(tools), (d) => d.toolStats(tools));
export const useRootFiles = () => useAdminQuery(keys.rootFiles, (d) => d.rootFiles.list());
export const useImages = () => useAdminQuery(keys.images, (d) => d.images.list());
/** What imports and deletes change in the image library's list (newest first). */
export function useImagesCache() {
  const client = useQueryClient();
  const edit = (change: (list: LibraryImage[]) => LibraryImage[]) =>
    client.setQueryData<LibraryImage[]>(keys.images, (list) => list && change(list));
  return {
    added: (images: readonly LibraryImage[]) => edit((list) => [...[...images].reverse(), ...list]),
    removed: (id: string) => edit((list) => list.filter((image) => image.id !== id)),
  };
}
export const useRobots = () => useAdminQuery(keys.robots, (d) => d.sitemap.robots());
export const useAnalytics = () => useAdminQuery(keys.analytics, (d) => d.analytics());
export const useRedirectList = () => useAdminQuery(keys.redirectList, (d) => d.redirects.list());
export const useRedirectStats = () =>
  useAdminQuery([...keys.redirectFigures, 'stats'], (d) => d.redirects.stats());
export const useNotFoundLog = () =>
  useAdminQuery([...keys.redirectFigures, 'not-found'], (d) => d.redirects.notFoundLog());
export const useNewsletterSends = () =>
  useAdminQuery(keys.newsletterSends, (d) => d.newsletter.sends());
export const usePostSend = (postId: string) =>
  useAdminQuery(keys.postSend(postId), (d) => d.newsletter.postState(postId));
export const useMailPreview = (postId: string) =>
  useAdminQuery(keys.mailPreview(postId), (d) => d.newsletter.preview(postId));
export const useSubscriberFigures = () =>
  useAdminQuery(keys.subscriberFigures, (d) => d.subscribers.figures());
export const useSubscriberList = (q: string, status: SubscriberListStatus | null) =>
  usePagedQuery(keys.subscriberList(q, status), (d, after) =>
    d.subscribers
      .list({ q, status, after })
      .then(({ subscribers, nextAfter }) => ({ items: subscribers, nextAfter })),
  );

/** One kind's entries a page at a time (the API's order; `query` filters and sorts). */
export const useContentList = <K extends ContentKindId>(
  kind: K,
  query: Omit<ContentQuery, 'after'> = {},
) =>
  usePagedQuery([...keys.contentLists(kind), query], (d, after) =>
    d.content.list(kind, { ...query, after }),
  );

/** Every name part of one kind: name lists are short, so a page or two of the largest size. */
async function listAllNameParts(data: AdminData, kind: NamePartKind): Promise<NamePart[]> {
  const parts: NamePart[] = [];
  let after: string | null = null;
  do {
    const page: ContentPage<NamePart> = await data.content.list(kind, {
      after,
      limit: MAX_CONTENT_PAGE_SIZE,
    });
    parts.push(...page.items);
    after = page.nextAfter;
  } while (after);
  return parts;
}

export type NameLists = Record<NamePartKind, NamePart[]>;

/** The three name-part lists, whole, for Manage Names' tabs and counts. */
export const useNameParts = () =>
  useAdminQuery(keys.nameParts, async (d): Promise<NameLists> => {
    const [prefixes, suffixes, lastNames] = await Promise.all(
      NAME_PART_KINDS.map((kind) => listAllNameParts(d, kind)),
    );
    return { prefixes: prefixes!, suffixes: suffixes!, 'last-names': lastNames! };
  });

const byName = (a: NamePart, b: NamePart) => contentKey(a.value).localeCompare(contentKey(b.value));

/**
 * What a write to one kind's name parts changes in Manage Names' lists (kept in name order), and
 * `reread`: that kind read again after an import, so the open tab and its report stay.
 */
export function useNamePartsCache(kind: NamePartKind) {
  const data = useAdminData();
  const client = useQueryClient();
  const edit = (change: (parts: NamePart[]) => NamePart[]) =>
    client.setQueryData<NameLists>(
      keys.nameParts,
      (lists) => lists && { ...lists, [kind]: change(lists[kind]).sort(byName) },
    );
  return {
    edit,
    reread: () =>
      listAllNameParts(data, kind).then(
        (parts) => edit(() => parts),
        () => client.resetQueries({ queryKey: keys.nameParts, exact: true }),
      ),
  };
}

/**
 * Saves an entry of `kind`: its lists show it at once (a new one first, no reload of the whole
 * list), and a new one changes the counts the generator pages show.
 */
export function useSaveContent<K extends ContentKindId>(kind: K) {
  const client = useQueryClient();
  return useAdminMutation(
    async (d, id: string | null, input: ContentInput<K>) => {
      const saved = await saveContent(d.content, kind, id, input);
      const { item, created } = saved;
      client.setQueriesData(
        { queryKey: keys.contentLists(kind) },
        editPages<ContentView<K>>((page, first) =>
          created
            ? first
              ? [item, ...page]
              : page
            : page.map((i) => (i.id === item.id ? item : i)),
        ),
      );
      return saved;
    },
    ({ created }) => (created ? [keys.contentCounts] : []),
  );
}

/**
 * Deletes entries of `kind`, one or many: the counts change with them. One goes from its lists at
 * once; `drop` takes many out when a select-many delete is over.
 */
export function useRemoveContent(kind: ContentKindId) {
  const client = useQueryClient();
  const drop = (ids: readonly string[]) =>
    client.setQueriesData(
      { queryKey: keys.contentLists(kind) },
      editPages<{ id: string }>((page) => page.filter((i) => !ids.includes(i.id))),
    );
  return {
    remove: useAdminMutation(
      async (d, id: string) => {
        await d.content.remove(kind, id);
        drop([id]);
      },
      [keys.contentCounts],
    ),
    removeMany: useAdminMutation(
      (d, ids: readonly string[]) => d.content.removeMany(kind, ids),
      [keys.contentCounts],
    ),
    drop,
  };
}
