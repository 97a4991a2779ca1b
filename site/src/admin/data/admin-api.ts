import type { User } from 'firebase/auth';
import { ADMIN_ACCESS_TEXT } from '@core/admin-access';
import type { AdminErrorBody } from '@core/admin-content-api';
import type { FieldIssue } from '@core/content-schemas';
import type { ImageKind } from '@core/image-upload';
import type { AnalyticsData, Post, ToolName } from '@core/models';
import type { PostInput } from '@core/post';
import type {
  PostRevision,
  PostRevisionResponse,
  PostRevisionSummary,
  PostRevisionsResponse,
  PostSaveKind,
} from '@core/post-revisions';
import type { RobotsSettings } from '@core/robots';
import type {
  CopySitemapRequest,
  CopySitemapResponse,
  GenerateSitemapResponse,
} from '@core/sitemap-api';
import type { UrlCheckBatch } from '@core/sitemap-url-check';
import type { ToolPagesPage } from '@core/tool-pages';
import { SlugTakenError } from './posts-store';
import { apiPath } from '@core/api-routes';

/**
 * An admin endpoint refused or failed; `message` is the server's own words when it gave some, with
 * the fields at fault (`issues`), a second line (`detail`), the entry a duplicate matches and the
 * whole answer (`body`: warnings and the like).
 */
export class AdminApiError extends Error {
  readonly issues: FieldIssue[];
  readonly detail: string | null;
  readonly duplicateOf: string | null;
  constructor(
    message: string,
    readonly status: number,
    /** The whole answer the endpoint gave. */
    readonly body: Partial<AdminErrorBody> & Record<string, unknown> = {},
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'AdminApiError';
    this.issues = body.issues ?? [];
    this.detail = body.detail ?? null;
    this.duplicateOf = body.duplicateOf ?? null;
  }
}

/** Calls an admin endpoint as the signed-in user (the function checks the token's admin claim). */
export async function callAdminApi<T>(
  user: User | null,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  if (!user) throw new AdminApiError(ADMIN_ACCESS_TEXT.noSession, 401);
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${await user.getIdToken()}`);
  const response = await fetch(path, { ...init, headers });
  const body = (await response.json().catch(() => null)) as Partial<AdminErrorBody> | null;
  if (!response.ok) {
    const message =
      typeof body?.error === 'string' ? body.error : `Request failed (HTTP ${response.status})`;
    throw new AdminApiError(message, response.status, body ?? {}, response.statusText);
  }
  return body as T;
}

/** Spec §8 "Analytics": what the dashboard says when the function answers nothing usable. */
export const NO_ANALYTICS_DATA = 'No data returned from analytics function';

export async function fetchAnalytics(user: User | null): Promise<AnalyticsData> {
  const data = await callAdminApi<AnalyticsData | null>(user, apiPath('analytics'), {
    cache: 'no-store',
  });
  if (!data || !Array.isArray(data.topPosts) || !Array.isArray(data.monthlyData))
    throw new AdminApiError(NO_ANALYTICS_DATA, 200);
  return data;
}

/** A page of the pages that embedded a tool lately (the figures are summed by the server). */
export function fetchToolPages(
  user: User | null,
  tool: ToolName,
  after?: string | null,
): Promise<ToolPagesPage> {
  return callAdminApi<ToolPagesPage>(user, apiPath('toolPages', { tool, after }), {
    cache: 'no-store',
  });
}

/** Uploads an image file; the server converts it to WebP and answers its public URL. */
export async function uploadImage(user: User | null, file: File, kind: ImageKind): Promise<string> {
  const { url } = await callAdminApi<{ url: string }>(user, apiPath('imageUpload', { kind }), {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  return url;
}

/**
 * Deletes a post through the admin posts API, which also removes its slug claim, counters and
 * tool-embed records (the browser cannot, and the rules let no client delete a post).
 */
export async function deletePost(user: User | null, postId: string): Promise<void> {
  await callAdminApi<null>(user, apiPath('adminPost', { id: postId }), { method: 'DELETE' });
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Spec part 1 §7 generate-sitemap: builds sitemap.xml and robots.txt in storage. */
export function generateSitemap(user: User | null): Promise<GenerateSitemapResponse> {
  return callAdminApi(
    user,
    apiPath('generateSitemap'),
    postJson({
      timestamp: Date.now(),
      random: Math.random().toString(36).slice(2),
      forceRefresh: true,
    }),
  );
}

/** Spec part 1 §7 copy-sitemap-files: publishes the generated files at the domain root. */
export function copySitemapFiles(
  user: User | null,
  urls: CopySitemapRequest,
): Promise<CopySitemapResponse> {
  return callAdminApi(user, apiPath('copySitemapFiles'), postJson(urls));
}

/** "Check every URL": the server fetches the published sitemap's URLs from `offset` on. */
export function checkSitemapUrls(user: User | null, offset: number): Promise<UrlCheckBatch> {
  return callAdminApi(user, apiPath('checkSitemapUrls'), postJson({ offset }));
}

/** The admin's own lines of robots.txt (settings/robots). */
export async function fetchRobotsSettings(user: User | null): Promise<RobotsSettings> {
  const { settings } = await callAdminApi<{ settings: RobotsSettings }>(
    user,
    apiPath('settings', { name: 'robots' }),
    { cache: 'no-store' },
  );
  return settings;
}

/** Saves them; the server refuses lines that hide the whole site and republishes robots.txt. */
export async function saveRobotsSettings(
  user: User | null,
  settings: RobotsSettings,
): Promise<RobotsSettings> {
  const saved = await callAdminApi<{ settings: RobotsSettings }>(
    user,
    apiPath('settings', { name: 'robots' }),
    { ...postJson(settings), method: 'PUT' },
  );
  return saved.settings;
}

/**
 * Creates or updates a post through the admin posts API, which validates it with the editor's
 * schema, claims its slug and audits the change in one transaction. A slug another post holds
 * fails with SlugTakenError, and nothing is written.
 */
export async function savePost(
  user: User | null,
  id: string,
  input: PostInput,
  kind?: Partial<PostSaveKind>,
): Promise<Post> {
  try {
    const { post } = await callAdminApi<{ post: Post }>(user, apiPath('adminPost', { id }), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...input, ...kind }),
    });
    return post;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 409)
      throw new SlugTakenError(input.slug, error.message);
    throw error;
  }
}

/** A post's revisions, newest first, without their texts. */
export async function fetchPostRevisions(
  user: User | null,
  id: string,
): Promise<PostRevisionSummary[]> {
  const { revisions } = await callAdminApi<PostRevisionsResponse>(
    user,
    apiPath('postRevisions', { id }),
    { cache: 'no-store' },
  );
  return revisions;
}

/** One revision of a post, with its text. */
export async function fetchPostRevision(
  user: User | null,
  id: string,
  revisionId: string,
): Promise<PostRevision> {
  const { revision } = await callAdminApi<PostRevisionResponse>(
    user,
    apiPath('postRevision', { id, revisionId }),
    { cache: 'no-store' },
  );
  return revision;
}
