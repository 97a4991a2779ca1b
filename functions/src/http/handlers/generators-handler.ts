import {
  GENERATOR_DATA_ROUTES,
  generatorData,
  type GeneratorData,
  type GeneratorDataRoute,
} from '../../content/generator-data';
import { cacheableEntity, jsonTextEntity, type JsonEntity } from '../cacheable-json';
import type { ApiHandlers } from './api-handlers';

/**
 * Browsers and the CDN keep generator data but revalidate every time (`no-cache` with an ETag),
 * so an admin's save shows at once (content/generator-data.ts).
 */
const GENERATOR_DATA_CACHE = 'public, no-cache';

/** Each answer's ETag, hashed once per answer the memo keeps. */
const entities = new WeakMap<GeneratorData, JsonEntity>();

function entityOf(data: GeneratorData): JsonEntity {
  let entity = entities.get(data);
  if (!entity) entities.set(data, (entity = jsonTextEntity(data.json)));
  return entity;
}

const serve = (route: GeneratorDataRoute) => async (request: Request) =>
  cacheableEntity(request, entityOf(await generatorData(route)), GENERATOR_DATA_CACHE);

/** Public content the widgets need, one endpoint per generator, plus the stored settings. */
export const GENERATOR_HANDLERS = Object.fromEntries(
  GENERATOR_DATA_ROUTES.map((route) => [route, serve(route)]),
) as Record<GeneratorDataRoute, ReturnType<typeof serve>> satisfies Partial<ApiHandlers>;
