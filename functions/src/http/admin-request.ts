/** What every admin content endpoint does first: who is asking, and what they sent. */
import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import type { AdminErrorBody } from '@core/admin/admin-content-api';
import type { AuditActor } from '@core/admin/audit';
import { fieldIssues, type FieldIssue } from '@core/generators/content-schemas';
import type { z } from 'zod';
import { errorJson, json } from './fetch-adapter';
import { readJsonValue } from './request-body';
import { verifiedIdToken } from './require-admin';

/**
 * The admin behind the request (uid and email, as the audit log records them), or the 401/403
 * to answer instead, checked as requireAdmin does.
 */
export async function requireAdminActor(request: Request): Promise<AuditActor | Response> {
  const token = await verifiedIdToken(request);
  if (!token) return errorJson(401, ADMIN_ACCESS_TEXT.noSession);
  if (token.admin !== true) return errorJson(403, ADMIN_ACCESS_TEXT.notAdmin);
  return { uid: token.uid, email: token.email ?? null };
}

const NO_STORE = { 'cache-control': 'no-store' };

export const adminJson = (body: unknown, status = 200): Response =>
  json(body, { status, headers: NO_STORE });

export const adminError = (status: number, body: AdminErrorBody): Response =>
  json(body, { status, headers: NO_STORE });

export const invalidInput = (error: string, issues: FieldIssue[]): Response =>
  adminError(400, { error, issues });

/** The JSON body, or a 400/413 that says why not, as the public endpoints read theirs. */
export const readJsonBody = (request: Request, maxBytes: number) =>
  readJsonValue(
    request,
    maxBytes,
    `The request is too large: at most ${Math.round(maxBytes / 1024)} KB`,
  );

/**
 * What an admin endpoint was sent, read as `schema` says, or the 400/413 to answer instead: the
 * 400 names every field's problem (`issues`) and leads with `summary` of them (the first one's
 * message unless told).
 */
export async function readAdminInput<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes: number,
  summary: (issues: FieldIssue[]) => string = (issues) => issues[0]!.message,
): Promise<z.infer<T> | Response> {
  const read = await readJsonBody(request, maxBytes);
  if (read instanceof Response) return read;
  const parsed = schema.safeParse(read.body);
  if (parsed.success) return parsed.data;
  const issues = fieldIssues(parsed.error);
  return invalidInput(summary(issues), issues);
}
