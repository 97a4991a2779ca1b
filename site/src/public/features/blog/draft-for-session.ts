import type { Post } from '@core/models';
import { readBootData } from '@site/shared/app/boot-data';
import { hasAdminFlag } from '@site/shared/lib/admin-flag';
import { publicApiPath } from '@core/public-api-routes';

/**
 * A draft the server would not show to the public, for an admin's browser (spec part 1 §4: a
 * draft is for the signed-in admin; any account can sign itself up, so only the `admin` claim
 * counts, and the API checks it again). Only browsers the admin login marked try: the Firebase SDK
 * loads just for them.
 */
export async function draftForSession(slug: string): Promise<Post | null> {
  if (!hasAdminFlag()) return null;
  const [{ firebaseServices }, { onAuthStateChanged }] = await Promise.all([
    import('@site/shared/lib/firebase-client'),
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
  const { token, claims } = await user.getIdTokenResult();
  if (claims.admin !== true) return null;
  const response = await fetch(publicApiPath('post', { slug }), {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.ok ? ((await response.json()) as Post) : null;
}
