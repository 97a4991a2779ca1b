import { isValidSlug } from '../../../core/slug';
import { errorJson, json } from '../http/fetch-adapter';
import { firestoreBlogSource } from '../posts/firestore-blog-source';

/** CDN may keep public post JSON for 5 minutes; browsers revalidate after a minute. */
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';

export async function listPostsHandler(): Promise<Response> {
  const posts = await firestoreBlogSource.listPublished();
  return json(posts, { headers: { 'cache-control': PUBLIC_CACHE } });
}

export async function getPostHandler(slug: string): Promise<Response> {
  if (!isValidSlug(slug)) return errorJson(404, 'Post not found');
  const post = await firestoreBlogSource.getPublishedBySlug(slug);
  if (!post) return errorJson(404, 'Post not found');
  return json(post, { headers: { 'cache-control': PUBLIC_CACHE } });
}
