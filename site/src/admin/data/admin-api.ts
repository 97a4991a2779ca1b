/**
 * The admin API's client, which every store calls its endpoints through (the resources each have
 * a `*-store.ts` of their own).
 */
import type { User } from 'firebase/auth';
import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import type { AdminErrorBody } from '@core/admin/admin-content-api';
import type { FieldIssue } from '@core/generators/content-schemas';

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

/** A file an admin endpoint answers (a CSV), as text, with callAdminApi's refusals. */
export async function fetchAdminText(user: User | null, path: string): Promise<string> {
  if (!user) throw new AdminApiError(ADMIN_ACCESS_TEXT.noSession, 401);
  const response = await fetch(path, {
    headers: { authorization: `Bearer ${await user.getIdToken()}` },
    cache: 'no-store',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<AdminErrorBody>;
    throw new AdminApiError(
      typeof body.error === 'string' ? body.error : `Request failed (HTTP ${response.status})`,
      response.status,
      body,
      response.statusText,
    );
  }
  return response.text();
}

/** A request sending `body` as JSON (POST unless told). */
export const jsonRequest = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
