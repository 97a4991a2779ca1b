import { toCraftIdea, toElfScene, toNameParts, toRecipe } from '@core/content';
import { COLLECTIONS } from '@core/paths';
import { isoDate } from '@core/post';
import { readSettings } from '../admin-content/settings-store';
import type { ApiHandlers } from './api-handlers';
import { versionRef } from '../admin-content/content-store';
import {
  cacheableEntity,
  cacheableJson,
  jsonEntity,
  type JsonEntity,
} from '../http/cacheable-json';
import { db } from '../platform/firebase';

/**
 * Generator data must show an admin's save at once (spec §7: a cache-clear step runs after each
 * change), so browsers and the CDN keep it but revalidate every time: `no-cache` with an ETag. A
 * revalidation costs the version documents' reads (one per collection), not the collection:
 * each instance keeps the last answer per endpoint with the versions it was read at, and every
 * admin write bumps its collection's version in the same transaction. Edits made around the
 * API (the Firestore console) show within MEMO_TTL_MS.
 */
export const GENERATOR_DATA_CACHE = 'public, no-cache';
const MEMO_TTL_MS = 60_000;

interface Memo {
  stamp: string;
  loadedAt: number;
  entity: JsonEntity;
}
const memos = new Map<string, Memo>();

async function versionStamp(collections: readonly string[]): Promise<string> {
  const snapshots = await db().getAll(...collections.map(versionRef));
  return snapshots.map((doc) => String(doc.get('version') ?? 0)).join('.');
}

/** Answers an endpoint's data from the memo while its collections' versions are unchanged. */
async function versioned(
  request: Request,
  endpoint: string,
  collections: readonly string[],
  load: () => Promise<unknown>,
): Promise<Response> {
  const stamp = await versionStamp(collections);
  let memo = memos.get(endpoint);
  if (!memo || memo.stamp !== stamp || Date.now() - memo.loadedAt > MEMO_TTL_MS) {
    memo = { stamp, loadedAt: Date.now(), entity: jsonEntity(await load()) };
    memos.set(endpoint, memo);
  }
  return cacheableEntity(request, memo.entity, GENERATOR_DATA_CACHE);
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
 * image (core/result-pages.ts resultImagePath), which the widget's Save to Pinterest names.
 */
const withVersion = <T>(item: T, data: Record<string, unknown>) => ({
  ...item,
  updatedAt: isoDate(data.updatedAt),
});

/** Public content the widgets need, one endpoint per generator, plus the stored settings. */
export const GENERATOR_HANDLERS = {
  nameParts: (request) =>
    versioned(request, 'name-parts', NAME_COLLECTIONS, async () => {
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
    }),
  craftIdeas: (request) =>
    versioned(request, 'craft-ideas', [COLLECTIONS.craftIdeas], async () =>
      (await docs(COLLECTIONS.craftIdeas, { field: 'title', direction: 'asc' })).map((doc) =>
        withVersion(toCraftIdea(doc.id, doc.data()), doc.data()),
      ),
    ),
  scenes: (request) =>
    versioned(request, 'scenes', [COLLECTIONS.elfScenes], async () =>
      (await docs(COLLECTIONS.elfScenes, { field: 'createdAt', direction: 'desc' })).map((doc) =>
        withVersion(toElfScene(doc.id, doc.data()), doc.data()),
      ),
    ),
  recipes: (request) =>
    versioned(request, 'recipes', [COLLECTIONS.holidayRecipes], async () =>
      (await docs(COLLECTIONS.holidayRecipes, { field: 'title', direction: 'asc' })).map((doc) =>
        withVersion(toRecipe(doc.id, doc.data()), doc.data()),
      ),
    ),
  // One small document each: read on every request, so a save shows at once.
  craftSettings: async (request) =>
    cacheableJson(request, (await readSettings('craft-generator')).settings, GENERATOR_DATA_CACHE),
  sceneSettings: async (request) =>
    cacheableJson(request, (await readSettings('scene-generator')).settings, GENERATOR_DATA_CACHE),
} satisfies Partial<ApiHandlers>;

/** The routes a generator reads (GENERATOR_DATA). */
export type GeneratorDataRoute = keyof typeof GENERATOR_HANDLERS;

/**
 * What a generator's route answers, for the server's render of its first frame: the same answer
 * the widget reads in the browser, so its hydration renders what the server did.
 */
export async function generatorRouteData(route: GeneratorDataRoute): Promise<unknown> {
  const response = await GENERATOR_HANDLERS[route](new Request('http://localhost/'));
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return response.json();
}
