import type { AnalyticsData, Post, ToolStats } from '../../../../core/models';
import type { AdminData } from './admin-data';
import { inMemoryRedirects, type InMemoryRedirectsSeed } from './in-memory-redirects';
import { SlugTakenError } from './posts-store';

/**
 * AdminData kept in memory, for component tests and stories: the screens' behaviour without a
 * backend. It keeps the one rule the database enforces (a slug belongs to one post). The
 * emulator-backed tests (rules, functions, end to end) cover the real store.
 */
export function inMemoryAdminData(
  seed: {
    posts?: Post[];
    analytics?: () => Promise<AnalyticsData>;
    toolStats?: ToolStats[];
    redirects?: InMemoryRedirectsSeed;
  } = {},
): AdminData & {
  posts: AdminData['posts'] & { all(): Post[] };
  redirects: ReturnType<typeof inMemoryRedirects>;
} {
  let posts = [...(seed.posts ?? [])];
  let ids = 0;
  const newest = (list: Post[]) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    posts: {
      all: () => newest(posts),
      list: async (max) => newest(posts).slice(0, max),
      get: async (id) => posts.find((p) => p.id === id) ?? null,
      newId: () => `new-post-${++ids}`,
      save: async (id, input) => {
        if (posts.some((p) => p.slug === input.slug && p.id !== id))
          throw new SlugTakenError(input.slug);
        const now = new Date().toISOString();
        const previous = posts.find((p) => p.id === id);
        const saved: Post = {
          id,
          ...input,
          createdAt: previous?.createdAt ?? now,
          updatedAt: now,
        };
        posts = [...posts.filter((p) => p.id !== id), saved];
        return saved;
      },
      remove: async (post) => {
        posts = posts.filter((p) => p.id !== post.id);
      },
    },
    analytics:
      seed.analytics ??
      (async () => ({
        totalPosts: posts.length,
        publishedPosts: posts.filter((p) => p.published).length,
        draftPosts: posts.filter((p) => !p.published).length,
        totalViews: 0,
        totalClicks: 0,
        ctr: 0,
        topPosts: [],
        monthlyData: [],
      })),
    toolStats: async (tools) =>
      tools.map(
        (toolName) =>
          seed.toolStats?.find((s) => s.toolName === toolName) ?? {
            toolName,
            totalUsage: 0,
            postEmbeds: 0,
            lastUsed: null,
          },
      ),
    uploadImage: async (file, kind) => `/media/test/${kind}/${file.name}.webp`,
    redirects: inMemoryRedirects(seed.redirects),
  };
}
