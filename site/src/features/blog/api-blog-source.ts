import type { Post } from '../../../../core/models';
import { API_PATHS } from '../../app/paths';
import { withRetries } from '../../../../core/retry';
import type { BlogSource, PostPage, PostSummary } from './blog-source';

async function getJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Request failed: ${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

/** The browser's blog source: the API function's public JSON endpoints. */
export const apiBlogSource: BlogSource = {
  async listPublished(before) {
    const page = await withRetries(() => getJson<PostPage>(API_PATHS.posts(before)));
    return page ?? { posts: [], nextBefore: null };
  },
  getPublishedBySlug(slug) {
    return getJson<Post>(API_PATHS.post(slug));
  },
  async randomPublished(count, excludeId) {
    return (await getJson<PostSummary[]>(API_PATHS.randomPosts(count, excludeId))) ?? [];
  },
};
