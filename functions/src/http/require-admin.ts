import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from '../platform/firebase';
import { errorJson } from './fetch-adapter';

/**
 * The verified ID token of `Authorization: Bearer <ID token>`, or null when there is none or it
 * does not verify. Revocation is not checked (that costs an Auth lookup per request): a removed
 * admin claim takes effect when the browser next refreshes its token, within the hour.
 */
export async function verifiedIdToken(request: Request): Promise<DecodedIdToken | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return null;
  try {
    return await adminAuth().verifyIdToken(token);
  } catch {
    return null;
  }
}

/** What an endpoint says to a caller without a session, and to a signed-in non-admin. */
export interface AdminDeniedText {
  noSession: string;
  notAdmin: string;
}

/**
 * The check every admin endpoint starts with: the admin's uid, or the response to send instead
 * (401 without a valid session, 403 without the `admin` claim).
 */
export async function requireAdmin(
  request: Request,
  text: AdminDeniedText,
): Promise<string | Response> {
  const token = await verifiedIdToken(request);
  if (!token) return errorJson(401, text.noSession);
  if (token.admin !== true) return errorJson(403, text.notAdmin);
  return token.uid;
}
