import type { Post } from '../../../../core/models';
import { readBootData } from '../../app/boot-data';
import { API_PATHS } from '../../app/paths';
import { hasAdminFlag } from '../../lib/admin-flag';

/**
 * A draft the server would not show to the public, for a browser with a signed-in session (spec
 * part 1 §4). Only browsers the admin login marked try: the Firebase SDK loads just for them.
 */
export async function draftForSession(slug: string): Promise<Post | null> {
  if (!hasAdminFlag()) return null;
  const [{ firebaseServices }, { onAuthStateChanged }] = await Promise.all([
    import('../../lib/firebase-client'),
    import('firebase/auth'),
  ]);
  const { auth } = firebaseServices(readBootData().firebase);
  const user = await new Promise<import('firebase/auth').User | null>((resolve) => {
    const stop = onAuthStateChanged(auth, (current) => {
      stop();
      resolve(current);
    });
  });
  if (!user) return null;
  const response = await fetch(API_PATHS.post(slug), {
    headers: { authorization: `Bearer ${await user.getIdToken()}` },
  });
  return response.ok ? ((await response.json()) as Post) : null;
}
