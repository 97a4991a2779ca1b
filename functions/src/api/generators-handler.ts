import { toCraftIdea, toElfScene, toNameParts, toRecipe } from '../../../core/content';
import { COLLECTIONS } from '../../../core/paths';
import { cacheableJson } from '../http/cacheable-json';
import { db } from '../platform/firebase';

const docs = async (collection: string, orderBy?: { field: string; direction: 'asc' | 'desc' }) => {
  const ref = db().collection(collection);
  const snapshot = await (orderBy ? ref.orderBy(orderBy.field, orderBy.direction) : ref).get();
  return snapshot.docs;
};

/** Public content the widgets need, one endpoint per generator. */
export const GENERATOR_ENDPOINTS: Record<string, (request: Request) => Promise<Response>> = {
  '/api/generators/name-parts': async (request) => {
    const [prefixes, suffixes, lastNames] = await Promise.all([
      docs(COLLECTIONS.elfNamePrefixes),
      docs(COLLECTIONS.elfNameSuffixes),
      docs(COLLECTIONS.elfLastNames),
    ]);
    const data = (list: typeof prefixes) => list.map((doc) => doc.data());
    return cacheableJson(
      request,
      toNameParts({
        prefixes: data(prefixes),
        suffixes: data(suffixes),
        lastNames: data(lastNames),
      }),
    );
  },
  '/api/generators/craft-ideas': async (request) =>
    cacheableJson(
      request,
      (await docs(COLLECTIONS.craftIdeas, { field: 'title', direction: 'asc' })).map((doc) =>
        toCraftIdea(doc.id, doc.data()),
      ),
    ),
  '/api/generators/scenes': async (request) =>
    cacheableJson(
      request,
      (await docs(COLLECTIONS.elfScenes, { field: 'createdAt', direction: 'desc' })).map((doc) =>
        toElfScene(doc.id, doc.data()),
      ),
    ),
  '/api/generators/recipes': async (request) =>
    cacheableJson(
      request,
      (await docs(COLLECTIONS.holidayRecipes, { field: 'title', direction: 'asc' })).map((doc) =>
        toRecipe(doc.id, doc.data()),
      ),
    ),
};
