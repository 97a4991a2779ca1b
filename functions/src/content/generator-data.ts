/**
 * What each generator's route answers: its curated content, or its stored settings, as JSON. The
 * API serves it (http/handlers/generators-handler.ts) and the server renders first frames from it
 * (ssr/first-frames.ts), so a widget's hydration renders what the server did.
 *
 * Generator data must show an admin's save at once (spec §7: a cache-clear step runs after each
 * change). Each instance keeps the last answer per route with the version documents it was read
 * at (one per collection) and every admin write bumps its collection's version in the same
 * transaction, so checking an answer costs those reads, not the collection. Edits made around
 * the API (the Firestore console) show within MEMO_TTL_MS.
 */
import { toCraftIdea, toElfScene, toNameParts, toRecipe } from '@core/generators/content';
import { COLLECTIONS } from '@core/paths';
import { isoDate } from '@core/posts/post';
import { db } from '../platform/firebase';
import { versionRef } from './content-store';
import { readSettings } from './settings-store';

const MEMO_TTL_MS = 60_000;

/** A route's answer as JSON text, read at the versions in `stamp`: the same object while they hold. */
export interface GeneratorData {
  stamp: string;
  loadedAt: number;
  json: string;
}

const docs = async (collection: string, orderBy?: { field: string; direction: 'asc' | 'desc' }) => {
  const ref = db().collection(collection);
  const snapshot = await (orderBy ? ref.orderBy(orderBy.field, orderBy.direction) : ref).get();
  return snapshot.docs;
};

const NAME_COLLECTIONS = [
  COLLECTIONS.elfNamePrefixes,
  COLLECTIONS.elfNameSuffixes,
  COLLECTIONS.elfLastNames,
] as const;

/**
 * A curated item as the widgets read it, with the time it last changed: the version of its preview
 * image (core/results/result-pages.ts resultImagePath), which the widget's Save to Pinterest names.
 */
const withVersion = <T>(item: T, data: Record<string, unknown>) => ({
  ...item,
  updatedAt: isoDate(data.updatedAt),
});

/**
 * Each route's reader, and the collections whose versions say when its answer changed. Settings
 * are one small document each, read on every request (no collections to watch), so a save shows
 * at once.
 */
const ROUTES = {
  nameParts: {
    collections: NAME_COLLECTIONS,
    load: async () => {
      const [prefixes, suffixes, lastNames] = await Promise.all([
        docs(COLLECTIONS.elfNamePrefixes),
        docs(COLLECTIONS.elfNameSuffixes),
        docs(COLLECTIONS.elfLastNames),
      ]);
      const data = (list: typeof prefixes) => list.map((doc) => doc.data());
      return toNameParts({
        prefixes: data(prefixes),
        suffixes: data(suffixes),
        lastNames: data(lastNames),
      });
    },
  },
  craftIdeas: {
    collections: [COLLECTIONS.craftIdeas],
    load: async () =>
      (await docs(COLLECTIONS.craftIdeas, { field: 'title', direction: 'asc' })).map((doc) =>
        withVersion(toCraftIdea(doc.id, doc.data()), doc.data()),
      ),
  },
  scenes: {
    collections: [COLLECTIONS.elfScenes],
    load: async () =>
      (await docs(COLLECTIONS.elfScenes, { field: 'createdAt', direction: 'desc' })).map((doc) =>
        withVersion(toElfScene(doc.id, doc.data()), doc.data()),
      ),
  },
  recipes: {
    collections: [COLLECTIONS.holidayRecipes],
    load: async () =>
      (await docs(COLLECTIONS.holidayRecipes, { field: 'title', direction: 'asc' })).map((doc) =>
        withVersion(toRecipe(doc.id, doc.data()), doc.data()),
      ),
  },
  craftSettings: {
    collections: null,
    load: async () => (await readSettings('craft-generator')).settings,
  },
  sceneSettings: {
    collections: null,
    load: async () => (await readSettings('scene-generator')).settings,
  },
} satisfies Record<string, { collections: readonly string[] | null; load: () => Promise<unknown> }>;

/** The routes a generator reads (GENERATOR_DATA). */
export type GeneratorDataRoute = keyof typeof ROUTES;
export const GENERATOR_DATA_ROUTES = Object.keys(ROUTES) as GeneratorDataRoute[];

const memos = new Map<GeneratorDataRoute, GeneratorData>();

async function versionStamp(collections: readonly string[]): Promise<string> {
  const snapshots = await db().getAll(...collections.map(versionRef));
  return snapshots.map((doc) => String(doc.get('version') ?? 0)).join('.');
}

/** The route's answer: from the memo while its collections' versions are unchanged. */
export async function generatorData(route: GeneratorDataRoute): Promise<GeneratorData> {
  const { collections, load } = ROUTES[route];
  const read = async (stamp: string) => ({
    stamp,
    loadedAt: Date.now(),
    json: JSON.stringify(await load()),
  });
  if (!collections) return read('');
  const stamp = await versionStamp(collections);
  let memo = memos.get(route);
  if (!memo || memo.stamp !== stamp || Date.now() - memo.loadedAt > MEMO_TTL_MS) {
    memo = await read(stamp);
    memos.set(route, memo);
  }
  return memo;
}

/** What a generator's route answers, for the server's render of its first frame. */
export const generatorRouteData = async (route: GeneratorDataRoute): Promise<unknown> =>
  JSON.parse((await generatorData(route)).json);
