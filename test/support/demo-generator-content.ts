/**
 * The demo generator content (what `npm start` seeds), written for tests that need the generators
 * to have something to show: the test stack starts empty.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { contentKind, type ContentKindId } from '@core/generators/content-kinds';
import { COLLECTIONS } from '@core/paths';
import { db } from '../../functions/src/platform/firebase';
import { DEMO_GENERATOR_CONTENT } from '../../scripts/seed/demo-content';

/** Written around the admin API: the endpoints answer anew once the collection's version moves. */
export const bumpVersion = (collection: string) =>
  db()
    .collection(COLLECTIONS.contentVersions)
    .doc(collection)
    .set({ version: FieldValue.increment(1) }, { merge: true });

/** Writes the demo generator content; the function it answers removes it again. */
export const addDemoGeneratorContent = () => addGeneratorContent(DEMO_GENERATOR_CONTENT);

/**
 * Writes generator content, each entry as the admin API takes it, by kind; the function it
 * answers removes it again.
 */
export async function addGeneratorContent(
  content: readonly (readonly [ContentKindId, readonly unknown[]])[],
): Promise<() => Promise<void>> {
  const written: FirebaseFirestore.DocumentReference[] = [];
  const collections = content.map(([kindId]) => contentKind(kindId).collection);
  const stamp = new Date().toISOString();
  for (const [kindId, items] of content) {
    const kind = contentKind(kindId);
    for (const item of items)
      written.push(
        await db()
          .collection(kind.collection)
          .add(kind.toDocument(kind.schema.parse(item), stamp)),
      );
  }
  await Promise.all(collections.map(bumpVersion));
  return async () => {
    await Promise.all(written.map((ref) => ref.delete()));
    await Promise.all(collections.map(bumpVersion));
  };
}
