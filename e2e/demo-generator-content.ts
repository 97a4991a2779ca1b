/**
 * The demo generator content (what `npm start` seeds), for specs that measure widgets as the
 * figures in core were measured: the e2e stack starts empty.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { contentKind } from '@core/content-kinds';
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import { DEMO_GENERATOR_CONTENT } from '../scripts/seed/demo-content';
import { test } from './fixtures';

/** Written around the admin API: the endpoints answer anew once the collection's version moves. */
export const bumpVersion = (collection: string) =>
  db()
    .collection(COLLECTIONS.contentVersions)
    .doc(collection)
    .set({ version: FieldValue.increment(1) }, { merge: true });

/** For a spec file: writes the demo generator content before its tests, removes it after. */
export function writeDemoGeneratorContent(): void {
  const written: FirebaseFirestore.DocumentReference[] = [];
  const collections = DEMO_GENERATOR_CONTENT.map(([kindId]) => contentKind(kindId).collection);
  test.beforeAll(async () => {
    const stamp = new Date().toISOString();
    for (const [kindId, items] of DEMO_GENERATOR_CONTENT) {
      const kind = contentKind(kindId);
      for (const item of items)
        written.push(
          await db()
            .collection(kind.collection)
            .add(kind.toDocument(kind.schema.parse(item), stamp)),
        );
    }
    await Promise.all(collections.map(bumpVersion));
  });
  test.afterAll(async () => {
    await Promise.all(written.splice(0).map((ref) => ref.delete()));
    await Promise.all(collections.map(bumpVersion));
  });
}
