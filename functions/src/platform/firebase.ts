import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore, type Query } from 'firebase-admin/firestore';

/** The admin app, created on first use so loading the module (function discovery) stays cheap. */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export const db = (): Firestore => getFirestore(adminApp());
export const adminAuth = (): Auth => getAuth(adminApp());

/** How many documents a query matches, counted by the server rather than read. */
export const countOf = async (query: Query): Promise<number> =>
  (await query.count().get()).data().count;
