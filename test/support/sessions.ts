/** Signed-in callers for tests of admin endpoints: real users and ID tokens from the Auth emulator. */
import { COLLECTIONS } from '@core/paths';
import { setAdminStatus } from '../../functions/src/admin/admin-claims';
import { adminAuth, db } from '../../functions/src/platform/firebase';
import { createTestUser, signIn, SITE_ORIGIN } from './emulators';

export interface TestSession {
  uid: string;
  token: string;
}

/** A signed-in user without the admin claim. */
export async function userSession(): Promise<TestSession> {
  const user = await createTestUser();
  return { uid: user.uid, token: await signIn(user.email, user.password) };
}

/** A signed-in admin; the token is taken after the claim is set, as a browser refresh would. */
export async function adminSession(): Promise<TestSession> {
  const user = await createTestUser();
  await setAdminStatus(user.uid, user.email, true);
  return { uid: user.uid, token: await signIn(user.email, user.password) };
}

export async function deleteSession(session: TestSession): Promise<void> {
  await adminAuth().deleteUser(session.uid);
  await db().collection(COLLECTIONS.profiles).doc(session.uid).delete();
}

export const bearer = (session: TestSession) => ({ authorization: `Bearer ${session.token}` });

/** A JSON request to the API through Hosting as this session: the status and the parsed answer. */
export async function callAs<T>(
  session: TestSession,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${SITE_ORIGIN}${path}`, {
    method,
    headers: { ...bearer(session), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const MAKE = { admin: adminSession, user: userSession };
type Role = keyof typeof MAKE;

/**
 * The sessions a test file (or describe block) calls with: signed in before its tests, deleted
 * after them. Each is filled in place, so the names can be taken at the top of the file.
 */
export function sessionsForFile<R extends Role>(...roles: R[]): Record<R, TestSession> {
  const sessions = Object.fromEntries(
    roles.map((role) => [role, { uid: '', token: '' }]),
  ) as Record<R, TestSession>;
  beforeAll(async () => {
    await Promise.all(roles.map(async (role) => Object.assign(sessions[role], await MAKE[role]())));
  });
  afterAll(() => Promise.all(roles.map((role) => deleteSession(sessions[role]))));
  return sessions;
}
