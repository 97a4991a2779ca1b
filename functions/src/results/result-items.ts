import { toCraftIdea, toElfScene, toRecipe } from '@core/content';
import { CONTENT_KINDS } from '@core/content-kinds';
import { findComposableElfName, type ComposedName, type NameParts } from '@core/elf-name';
import type { ResultImageSubject } from '@core/result-images';
import { RESULT_CONTENT, type ResultKind } from '@core/result-pages';
import { generatorRouteData } from '../api/generators-handler';
import { db } from '../platform/firebase';

/**
 * A curated result as the public sees it, or null when there is none: curated content has no
 * draft state, so every document of its collection is public (the widgets list them all).
 * `updatedAt` versions its preview images (core/result-pages.ts resultVersion).
 */
export async function readResultItem(
  kind: ResultKind,
  id: string,
): Promise<{ subject: ResultImageSubject; updatedAt: string } | null> {
  const doc = await db().collection(CONTENT_KINDS[RESULT_CONTENT[kind]].collection).doc(id).get();
  const data = doc.data();
  if (!data) return null;
  const updatedAt = typeof data.updatedAt === 'string' ? data.updatedAt : '';
  switch (kind) {
    case 'craft':
      return { subject: { kind, item: toCraftIdea(id, data) }, updatedAt };
    case 'scene':
      return { subject: { kind, item: toElfScene(id, data) }, updatedAt };
    case 'recipe':
      return { subject: { kind, item: toRecipe(id, data) }, updatedAt };
  }
}

/**
 * The elf name an address spells, as the current name parts make it (the widget's own data), or
 * null when they make no such name.
 */
export async function readElfName(name: ComposedName): Promise<ComposedName | null> {
  return findComposableElfName((await generatorRouteData('nameParts')) as NameParts, name);
}
