import { logger } from 'firebase-functions';
import { fieldIssues } from '@core/generators/content-schemas';
import { postWithMediaPaths } from '@core/images/media-url';
import { postInputRefusal, postInputSchema } from '@core/posts/post';
import {
  postSaveKindSchema,
  REVISION_ID,
  REVISIONS_TEXT,
  type PostRevisionResponse,
  type PostRevisionsResponse,
} from '@core/posts/post-revisions';
import {
  adminError,
  adminJson,
  invalidInput,
  readJsonBody,
  requireAdminActor,
} from '../admin-request';
import { siteSettings } from '../../platform/config';
import { deletePostEverywhere } from '../../posts/delete-post';
import { getRevision, listRevisions, UnknownRevision } from '../../posts/post-revisions';
import { savePost, SlugTaken } from '../../posts/save-post';

/** Firestore document ids as this site makes them (auto ids); anything else names no post. */
const POST_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A post body is at most 500,000 characters; as JSON, escapes and multi-byte characters can make
 * that a few megabytes.
 */
const MAX_POST_BODY_BYTES = 4 * 1024 * 1024;

/**
 * PUT /api/admin/posts/{id}: creates or updates the post (the editor picks the id of a new post,
 * so its embeds and uploads can name it before the first save). Validated by the editor's save
 * schema; the slug is claimed in the same transaction (409 when another post holds it, nothing
 * written) and the change is audited, with a revision of its text. Our own media are kept as
 * paths (core/images/media-url.ts). `autosave: true` and
 * `restoredFrom: revisionId` beside the post's fields say how the save came about. Answers 201
 * {post} for a new post, 200 {post} otherwise.
 */
async function putPost(request: Request, postId: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (!POST_ID.test(postId)) return adminError(404, { error: 'Post not found' });
  const read = await readJsonBody(request, MAX_POST_BODY_BYTES);
  if (read instanceof Response) return read;
  const parsed = postInputSchema.safeParse(read.body);
  if (!parsed.success) {
    const { error, issues } = postInputRefusal(parsed.error);
    return invalidInput(error, issues);
  }
  const kind = postSaveKindSchema.safeParse(read.body);
  if (!kind.success) {
    const issues = fieldIssues(kind.error);
    return invalidInput(issues[0]!.message, issues);
  }
  try {
    // A picture pasted from the site's page names the host it was shown on: kept as a path.
    const input = postWithMediaPaths(parsed.data, siteSettings().siteUrl);
    const { post, created } = await savePost(postId, input, actor, kind.data);
    return adminJson({ post }, created ? 201 : 200);
  } catch (error) {
    if (error instanceof SlugTaken) return adminError(409, { error: error.message });
    if (error instanceof UnknownRevision) return adminError(404, { error: error.message });
    throw error;
  }
}

/**
 * GET /api/admin/posts/{id}/revisions: the post's revisions, newest first, without their texts
 * (at most REVISION_LIMIT); none for a post never saved.
 */
export async function postRevisionsHandler(request: Request, postId: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (!POST_ID.test(postId)) return adminError(404, { error: 'Post not found' });
  const body: PostRevisionsResponse = { revisions: await listRevisions(postId) };
  return adminJson(body);
}

/**
 * GET /api/admin/posts/{id}/revisions/{revisionId}: one revision with its text; 404 when the post
 * has no such revision (pushed out by newer ones), 400 for what cannot be an id.
 */
export async function postRevisionHandler(
  request: Request,
  postId: string,
  revisionId: string,
): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (!POST_ID.test(postId)) return adminError(404, { error: 'Post not found' });
  if (!REVISION_ID.test(revisionId)) return adminError(400, { error: REVISIONS_TEXT.badId });
  const revision = await getRevision(postId, revisionId);
  if (!revision) return adminError(404, { error: REVISIONS_TEXT.unknown });
  const body: PostRevisionResponse = { revision };
  return adminJson(body);
}

/**
 * DELETE /api/admin/posts/{id} deletes the post with its slug claim, counters and tool-embed
 * records (deletePostEverywhere), audited, and answers 204, also when the post was already gone,
 * so a second click or a second tab is not an error.
 */
async function deletePost(request: Request, postId: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (!POST_ID.test(postId)) return adminError(404, { error: 'Post not found' });
  if (await deletePostEverywhere(postId, actor))
    logger.info('Post deleted', { uid: actor.uid, postId });
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

/**
 * /api/admin/posts/{id}, the admin posts API: the only way posts are written (the rules let no
 * client write one). Admin claim required: 401 without a valid session, 403 without the claim.
 */
export async function adminPostHandler(request: Request, postId: string): Promise<Response> {
  // The route table lets only PUT and DELETE through.
  return request.method === 'PUT' ? putPost(request, postId) : deletePost(request, postId);
}
