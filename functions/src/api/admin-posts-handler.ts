import { logger } from 'firebase-functions';
import { ADMIN_ACCESS_TEXT } from '../../../core/admin-access';
import { errorJson } from '../http/fetch-adapter';
import { requireAdmin } from '../http/require-admin';
import { deletePostEverywhere } from '../posts/delete-post';

/** Firestore document ids as this site makes them (auto ids); anything else names no post. */
const POST_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * /api/admin/posts/{id}, the admin posts API (admin claim required: 401 without a valid session,
 * 403 without the claim). DELETE deletes the post with its slug claim, counters and tool-embed
 * records (deletePostEverywhere) and answers 204, also when the post was already gone, so a
 * second click or a second tab is not an error.
 */
export async function adminPostHandler(request: Request, postId: string): Promise<Response> {
  if (request.method !== 'DELETE') {
    const response = errorJson(405, 'Method not allowed');
    response.headers.set('allow', 'DELETE');
    return response;
  }
  const admin = await requireAdmin(request, ADMIN_ACCESS_TEXT);
  if (admin instanceof Response) return admin;
  if (!POST_ID.test(postId)) return errorJson(404, 'Post not found');
  if (await deletePostEverywhere(postId)) logger.info('Post deleted', { uid: admin, postId });
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
