/**
 * What a result's page reads (issue 40): one curated result by kind and id, and the elf name parts
 * a name's page is checked against. The server reads them from Firestore; tests pass their own.
 */
import { toCraftIdea, toElfScene, toRecipe } from '../generators/content';
import {
  asLastName,
  joinFirstName,
  type ComposedName,
  type NameParts,
} from '../generators/elf-name';
import type { CraftIdea, ElfScene, HolidayRecipe } from '../models';
import { COLLECTIONS, type CollectionName } from '../paths';
import { elfNameSegment, isResultId, readElfNameSegment, type ResultKind } from './result-pages';

/** Each kind's result as its page shows it: the widget's view and when it last changed. */
export interface ResultItems {
  craft: CraftIdea;
  scene: Omit<ElfScene, 'createdAt'>;
  recipe: Omit<HolidayRecipe, 'createdAt'>;
}

export type LoadedResult = { [K in ResultKind]: { kind: K; item: ResultItems[K] } }[ResultKind];

/** Where each kind's curated results are stored. */
export const RESULT_COLLECTIONS: Record<ResultKind, CollectionName> = {
  craft: COLLECTIONS.craftIdeas,
  scene: COLLECTIONS.elfScenes,
  recipe: COLLECTIONS.holidayRecipes,
};

/**
 * Whether a stored result is public: curated content has no draft or inactive state (the admin
 * saves an idea live, and the widgets show every stored one), so every entry the widgets would
 * show has a page, and only one with no title to show (written around the admin API) has none.
 */
export const isPublicResult = (item: { id: string; title: string }): boolean =>
  isResultId(item.id) && item.title.trim() !== '';

/** A stored result as its page shows it, read as the widgets read it; null when not public. */
export function toLoadedResult(
  kind: ResultKind,
  id: string,
  data: Record<string, unknown>,
): LoadedResult | null {
  const updatedAt = typeof data.updatedAt === 'string' ? data.updatedAt : '';
  const loaded: LoadedResult =
    kind === 'craft'
      ? { kind, item: { ...toCraftIdea(id, data), updatedAt } }
      : kind === 'scene'
        ? { kind, item: { ...toElfScene(id, data), updatedAt } }
        : { kind, item: { ...toRecipe(id, data), updatedAt } };
  return isPublicResult(loaded.item) ? loaded : null;
}

export interface ResultSource {
  /** The public result of that kind with that id, or null: one document read. */
  getResult(kind: ResultKind, id: string): Promise<LoadedResult | null>;
  /** The current name parts, as the elf name generator reads them (cached between pages). */
  nameParts(): Promise<NameParts>;
}

const spaceless = (word: string) => word.replace(/\s+/g, '');

/**
 * The name an elf name page's segment spells, as the generator writes it, when the current parts
 * make it (a prefix and a suffix joined as composeElfName joins them, and one of the last names);
 * null otherwise, so an address cannot put words of its writer's choosing on the page. Letter case
 * counts, as the generator composes it. Costs one pass over each list, whatever their sizes.
 */
export function elfNameFromParts(parts: NameParts, segment: string): ComposedName | null {
  const read = readElfNameSegment(segment);
  if (!read) return null;
  const suffixes = new Map<string, string>();
  for (const suffix of parts.suffixes.map((s) => s.trim()).filter(Boolean))
    suffixes.set(spaceless(suffix.toLowerCase()), suffix);
  let firstName: string | undefined;
  for (const prefix of parts.prefixes.map((p) => p.trim()).filter(Boolean)) {
    const head = spaceless(joinFirstName(prefix, ''));
    if (!read.firstName.startsWith(head)) continue;
    const suffix = suffixes.get(read.firstName.slice(head.length));
    if (suffix !== undefined) {
      firstName = joinFirstName(prefix, suffix);
      break;
    }
  }
  if (firstName === undefined) return null;
  if (read.lastName === undefined) return { firstName };
  const lastName = parts.lastNames
    .map((l) => l.trim())
    .filter(Boolean)
    .map(asLastName)
    .find((candidate) => spaceless(candidate) === read.lastName);
  if (lastName === undefined) return null;
  const name = { firstName, lastName };
  return elfNameSegment(name) === segment ? name : null;
}
