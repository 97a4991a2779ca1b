import { isValidSlug } from '@core/posts/slug';
import { MAX_RANDOM_POSTS } from '@core/posts/blog-source';
import { errorJson, json } from '../fetch-adapter';
import { verifiedIdToken } from '../require-admin';
import { firestoreBlogSource } from '../../posts/firestore-blog-source';

/** CDN may keep public post JSON for 5 minutes; browsers revalidate after a minute. */
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';

/** GET /api/posts[?before=CURSOR]: one page of published posts, newest first. */
export async function listPostsHandler(request: Request): Promise<Response> {
  const before = new URL(request.url).searchParams.get('before');
  const page = await firestoreBlogSource.listPublished(before);
  return json(page, { headers: { 'cache-control': PUBLIC_CACHE } });
}

/** GET /api/posts/random?count=N&exclude=ID: picked anew for each request, so barely cached. */
export async function randomPostsHandler(url: URL): Promise<Response> {
  const count = Number(url.searchParams.get('count') ?? '3');
  if (!Number.isInteger(count) || count < 1 || count > MAX_RANDOM_POSTS) {
    return errorJson(400, `count must be a whole number from 1 to ${MAX_RANDOM_POSTS}`);
  }
  const exclude = url.searchParams.get('exclude') ?? undefined;
  const posts = await firestoreBlogSource.randomPublished(count, exclude);
  return json(posts, { headers: { 'cache-control': 'public, max-age=0, s-maxage=30' } });
}

/**
 * GET /api/posts/{slug}: a published post for everyone; drafts too for an admin's ID token (the
 * `admin` claim), never cached then. Any other caller, with a token of a plain account (anyone can
 * create one with the public web API key) or a token that does not verify, gets what the public
 * gets: a bad token is no better than none.
 */
export async function getPostHandler(request: Request, slug: string): Promise<Response> {
  if (!isValidSlug(slug)) return errorJson(404, 'Post not found');
  if ((await verifiedIdToken(request))?.admin === true) {
    const post = await firestoreBlogSource.getAnyBySlug(slug);
    if (!post) return errorJson(404, 'Post not found');
    return json(post, { headers: { 'cache-control': 'private, no-store' } });
  }
  const post = await firestoreBlogSource.getPublishedBySlug(slug);
  if (!post) return errorJson(404, 'Post not found');
  return json(post, { headers: { 'cache-control': PUBLIC_CACHE } });
}
