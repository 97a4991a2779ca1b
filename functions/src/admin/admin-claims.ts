import { COLLECTIONS } from '@core/paths';
import { adminAuth, db } from '../platform/firebase';

/** Makes the user's `admin` custom claim say what its profile says. Missing users are skipped. */
export async function syncAdminClaim(
  uid: string,
  isAdmin: boolean,
): Promise<'set' | 'cleared' | 'unchanged' | 'no-user'> {
  const auth = adminAuth();
  let claims: Record<string, unknown>;
  try {
    claims = { ...((await auth.getUser(uid)).customClaims ?? {}) };
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return 'no-user';
    throw error;
  }
  if ((claims.admin === true) === isAdmin) return 'unchanged';
  if (isAdmin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(uid, claims);
  return isAdmin ? 'set' : 'cleared';
}

/** Writes the profile flag and the claim together (the grant script and seeding use this). */
export async function setAdminStatus(uid: string, email: string, isAdmin: boolean): Promise<void> {
  await db().collection(COLLECTIONS.profiles).doc(uid).set({ isAdmin, email });
  await syncAdminClaim(uid, isAdmin);
}
