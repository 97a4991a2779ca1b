import type { User } from 'firebase/auth';
import { ADMIN_ACCESS_TEXT } from '../../../../core/admin-access';
import type { ImageKind } from '../../../../core/image-upload';
import type { AnalyticsData } from '../../../../core/models';
import { API_PATHS } from '../../app/paths';

/**
 * An admin endpoint refused or failed; `message` is the server's own words when it gave some,
 * `body` the whole answer (field issues, warnings).
 */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly statusText = '',
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'AdminApiError';
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
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (!response.ok) {
    const message =
      typeof body?.error === 'string' ? body.error : `Request failed (HTTP ${response.status})`;
    throw new AdminApiError(message, response.status, response.statusText, body);
  }
  return body as T;
}

/** Spec §8 "Analytics": what the dashboard says when the function answers nothing usable. */
export const NO_ANALYTICS_DATA = 'No data returned from analytics function';

export async function fetchAnalytics(user: User | null): Promise<AnalyticsData> {
  const data = await callAdminApi<AnalyticsData | null>(user, API_PATHS.adminAnalytics, {
    cache: 'no-store',
  });
  if (!data || !Array.isArray(data.topPosts) || !Array.isArray(data.monthlyData))
    throw new AdminApiError(NO_ANALYTICS_DATA, 200);
  return data;
}

/** Uploads an image file; the server converts it to WebP and answers its public URL. */
export async function uploadImage(user: User | null, file: File, kind: ImageKind): Promise<string> {
  const { url } = await callAdminApi<{ url: string }>(user, API_PATHS.adminImages(kind), {
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
  await callAdminApi<null>(user, API_PATHS.adminPost(postId), { method: 'DELETE' });
}
