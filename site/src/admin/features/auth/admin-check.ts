import type { User } from 'firebase/auth';
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@core/paths';

/**
 * Admin means the profile says isAdmin (the spec's rule) and the ID token carries the admin
 * claim the security rules check; a fresh token is fetched so a just-granted claim counts.
 */
export async function isAdminUser(db: Firestore, user: User): Promise<boolean> {
  const [token, profile] = await Promise.all([
    user.getIdTokenResult(true),
    getDoc(doc(db, COLLECTIONS.profiles, user.uid)),
  ]);
  return token.claims.admin === true && profile.data()?.isAdmin === true;
}
