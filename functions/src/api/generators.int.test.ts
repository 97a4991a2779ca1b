import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@core/paths';
import { SITE_ORIGIN, uniqueId } from '@test/emulators';
import { db } from '../platform/firebase';

/**
 * Documents written around the admin API (legacy data, the Firestore console) show once the
 * collection's version moves, as the next admin save moves it; the test moves it itself.
 */
const bumpVersion = (collection: string) =>
  db()
    .collection(COLLECTIONS.contentVersions)
    .doc(collection)
    .set({ version: FieldValue.increment(1) }, { merge: true });

describe('generator data endpoints', () => {
  it.each([
    ['/api/generators/name-parts'],
    ['/api/generators/craft-ideas'],
    ['/api/generators/scenes'],
    ['/api/generators/recipes'],
    ['/api/generators/craft-settings'],
    ['/api/generators/scene-settings'],
  ])(
    '%s answers JSON revalidated on every load by its ETag (304 on a match), readable cross-origin',
    async (path) => {
      const response = await fetch(`${SITE_ORIGIN}${path}`, {
        headers: { origin: 'http://third-party.test' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('http://third-party.test');
      const etag = response.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      await response.json();
      const again = await fetch(`${SITE_ORIGIN}${path}`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    },
  );

  it.each([
    ['/api/generators/craft-ideas', COLLECTIONS.craftIdeas],
    ['/api/generators/scenes', COLLECTIONS.elfScenes],
    ['/api/generators/recipes', COLLECTIONS.holidayRecipes],
  ])(
    '%s gives each item the time it last changed: its preview image’s version',
    async (path, collection) => {
      const updatedAt = '2026-11-20T10:00:00.000Z';
      const ref = await db()
        .collection(collection)
        .add({
          title: uniqueId('Versioned'),
          description: 'd',
          instructions: 'i',
          setupInstructions: 's',
          requiredSupplies: [],
          requiredItems: [],
          difficulty: 'Easy',
          createdAt: updatedAt,
          updatedAt,
        });
      try {
        await bumpVersion(collection);
        const items = (await (await fetch(`${SITE_ORIGIN}${path}`)).json()) as {
          id: string;
          updatedAt: string;
        }[];
        expect(items.find((item) => item.id === ref.id)?.updatedAt).toBe(updatedAt);
      } finally {
        await ref.delete();
        await bumpVersion(collection);
      }
    },
  );

  it('serves name parts trimmed, de-duplicated and sorted, and changes the ETag when content changes', async () => {
    const before = await fetch(`${SITE_ORIGIN}/api/generators/name-parts`);
    const marker = uniqueId('Zz');
    const refs = await Promise.all([
      db()
        .collection(COLLECTIONS.elfNamePrefixes)
        .add({ value: `  ${marker}  `, category: 'test' }),
      db()
        .collection(COLLECTIONS.elfNamePrefixes)
        .add({ value: marker.toUpperCase(), category: 'test' }),
      db().collection(COLLECTIONS.elfNamePrefixes).add({ value: 42, category: 'broken' }),
    ]);
    await bumpVersion(COLLECTIONS.elfNamePrefixes);
    try {
      const after = await fetch(`${SITE_ORIGIN}/api/generators/name-parts`);
      const parts = (await after.json()) as { prefixes: string[] };
      expect(parts.prefixes.filter((p) => p.toLowerCase() === marker.toLowerCase())).toHaveLength(
        1,
      );
      expect(parts.prefixes).toEqual([...parts.prefixes].sort((a, b) => a.localeCompare(b)));
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await Promise.all(refs.map((ref) => ref.delete()));
      await bumpVersion(COLLECTIONS.elfNamePrefixes);
    }
  });

  it('coerces a malformed recipe instead of failing the whole list', async () => {
    const ref = await db()
      .collection(COLLECTIONS.holidayRecipes)
      .add({ title: 'AAA Broken', servings: 'lots', difficulty: 'Impossible' });
    await bumpVersion(COLLECTIONS.holidayRecipes);
    try {
      const recipes = (await (await fetch(`${SITE_ORIGIN}/api/generators/recipes`)).json()) as {
        id: string;
        servings: number;
        difficulty: string;
        category: string;
      }[];
      expect(recipes.find((r) => r.id === ref.id)).toMatchObject({
        servings: 4,
        difficulty: 'Medium',
        category: 'Holiday Treats',
      });
    } finally {
      await ref.delete();
      await bumpVersion(COLLECTIONS.holidayRecipes);
    }
  });
});
