/**
 * The generator content an admin curates, one definition per kind: where it is stored, how it is
 * validated, keyed for duplicates, imported (columns) and shown. The admin API, the importer and
 * the seed all go through these, so they agree on what a duplicate or a valid entry is.
 */
import type { z } from 'zod';
import type { AuditArea } from '../admin/audit';
import { toCraftIdea, toElfScene, toRecipe } from './content';
import {
  CONTENT_TEXT,
  contentKey,
  craftIdeaSchema,
  elfSceneSchema,
  holidayRecipeSchema,
  namePartSchema,
  type FieldIssue,
} from './content-schemas';
import type { ColumnDef, ColumnType, ImportKind } from '../import/import-kind';
import type { CraftIdea, ElfScene, HolidayRecipe, NamePart } from '../models';
import { isoDate } from '../posts/post';
import { COLLECTIONS, type CollectionName } from '../paths';
import { CONTENT_KIND_IDS, type ContentKindId } from './content-kind-ids';

export { CONTENT_KIND_IDS, type ContentKindId };

export const isContentKindId = (value: unknown): value is ContentKindId =>
  CONTENT_KIND_IDS.includes(value as ContentKindId);

/** Every stored entry carries its duplicate key, so duplicates are found by an indexed query. */
export const KEY_FIELD = 'key';

type Stored = Record<string, unknown>;

export interface ContentKind<
  Fields extends Stored = Stored,
  View = unknown,
> extends ImportKind<Fields> {
  id: ContentKindId;
  collection: CollectionName;
  area: AuditArea;
  /** The stored document for validated fields; `previous` is the stored one on an update. */
  toDocument(fields: Fields, now: string, previous?: Stored): Stored;
  /** What the admin API answers for a stored document. */
  toView(id: string, data: Stored): View;
}

const column = (
  field: string,
  names: string[],
  type: ColumnType = 'text',
  required = false,
): ColumnDef => ({ field, names, type, required });

const firstMessage = (issues: FieldIssue[]) => issues[0]?.message ?? 'Invalid input';

function namePartKind(
  id: 'prefixes' | 'suffixes' | 'last-names',
  collection: CollectionName,
  noun: { one: string; many: string },
  oldColumn: string[],
): ContentKind<z.output<typeof namePartSchema>, NamePart> {
  return {
    id,
    collection,
    area: 'elf-names',
    noun,
    columns: [
      column('value', [...oldColumn, 'value'], 'text', true),
      column('category', ['category']),
    ],
    schema: namePartSchema,
    key: (fields) => contentKey(fields.value),
    label: (fields) => fields.value,
    listField: 'value',
    summary: firstMessage,
    toDocument: (fields) => ({ ...fields, [KEY_FIELD]: contentKey(fields.value) }),
    toView: (docId, data) => ({
      id: docId,
      value: typeof data.value === 'string' ? data.value : '',
      category: typeof data.category === 'string' ? data.category : '',
    }),
  };
}

const stamps = (now: string, previous?: Stored) => ({
  createdAt: typeof previous?.createdAt === 'string' ? previous.createdAt : now,
  updatedAt: now,
});

export const CONTENT_KINDS = {
  prefixes: namePartKind(
    'prefixes',
    COLLECTIONS.elfNamePrefixes,
    { one: 'prefix', many: 'prefixes' },
    ['prefix'],
  ),
  suffixes: namePartKind(
    'suffixes',
    COLLECTIONS.elfNameSuffixes,
    { one: 'suffix', many: 'suffixes' },
    ['suffix'],
  ),
  'last-names': namePartKind(
    'last-names',
    COLLECTIONS.elfLastNames,
    { one: 'last name', many: 'last names' },
    ['last_name', 'lastName'],
  ),
  crafts: {
    id: 'crafts',
    collection: COLLECTIONS.craftIdeas,
    area: 'crafts',
    noun: { one: 'craft idea', many: 'craft ideas' },
    columns: [
      column('title', ['title'], 'text', true),
      column('instructions', ['instructions'], 'text', true),
      column('requiredSupplies', ['required_supplies', 'requiredSupplies'], 'list', true),
      column('difficulty', ['difficulty'], 'text', true),
      column('timeRequired', ['time_required', 'timeRequired']),
    ],
    schema: craftIdeaSchema,
    key: (fields) => contentKey(fields.title),
    label: (fields) => fields.title,
    summary: firstMessage,
    toDocument: (fields, now) => ({
      ...fields,
      [KEY_FIELD]: contentKey(fields.title),
      updatedAt: now,
    }),
    toView: (docId, data) => ({ ...toCraftIdea(docId, data), updatedAt: isoDate(data.updatedAt) }),
  } satisfies ContentKind<z.output<typeof craftIdeaSchema>, CraftIdea>,
  scenes: {
    id: 'scenes',
    collection: COLLECTIONS.elfScenes,
    area: 'scenes',
    noun: { one: 'elf scene', many: 'elf scenes' },
    columns: [
      column('title', ['title'], 'text', true),
      column('description', ['description'], 'text', true),
      column('requiredItems', ['required_items', 'requiredItems'], 'list', true),
      column('setupInstructions', ['setup_instructions', 'setupInstructions'], 'text', true),
      column('difficulty', ['difficulty'], 'text', true),
      column('timeRequired', ['time_required', 'timeRequired']),
    ],
    schema: elfSceneSchema,
    key: (fields) => contentKey(fields.title),
    label: (fields) => fields.title,
    // Spec §5: a missing title, description or setup is one message; a missing item another.
    summary: (issues) =>
      issues.some((i) => ['title', 'description', 'setupInstructions'].includes(i.field))
        ? CONTENT_TEXT.sceneRequired
        : firstMessage(issues),
    toDocument: (fields, now, previous) => ({
      ...fields,
      [KEY_FIELD]: contentKey(fields.title),
      ...stamps(now, previous),
    }),
    toView: (docId, data) => ({
      ...toElfScene(docId, data),
      createdAt: isoDate(data.createdAt),
      updatedAt: isoDate(data.updatedAt),
    }),
  } satisfies ContentKind<z.output<typeof elfSceneSchema>, ElfScene>,
  recipes: {
    id: 'recipes',
    collection: COLLECTIONS.holidayRecipes,
    area: 'recipes',
    noun: { one: 'recipe', many: 'recipes' },
    columns: [
      column('title', ['title'], 'text', true),
      column('description', ['description'], 'text', true),
      column('ingredients', ['ingredients'], 'list'),
      column('instructions', ['instructions'], 'text', true),
      column('prepTime', ['prep_time', 'prepTime'], 'text', true),
      column('cookTime', ['cook_time', 'cookTime'], 'text', true),
      column('totalTime', ['total_time', 'totalTime'], 'text', true),
      column('servings', ['servings'], 'integer'),
      column('difficulty', ['difficulty']),
      column('category', ['category']),
      column('tags', ['tags'], 'list'),
      column('imageUrl', ['image_url', 'imageUrl']),
      column('kidFriendly', ['kid_friendly', 'kidFriendly'], 'boolean'),
    ],
    schema: holidayRecipeSchema,
    key: (fields) => contentKey(fields.title),
    label: (fields) => fields.title,
    summary: firstMessage,
    toDocument: (fields, now, previous) => ({
      ...fields,
      [KEY_FIELD]: contentKey(fields.title),
      ...stamps(now, previous),
    }),
    toView: (docId, data) => ({
      ...toRecipe(docId, data),
      createdAt: isoDate(data.createdAt),
      updatedAt: isoDate(data.updatedAt),
    }),
  } satisfies ContentKind<z.output<typeof holidayRecipeSchema>, HolidayRecipe>,
} as const;

export type ContentKinds = typeof CONTENT_KINDS;

/** A kind by id, typed loosely for code that handles every kind alike (the API, the importer). */
export const contentKind = (id: ContentKindId): ContentKind =>
  CONTENT_KINDS[id] as unknown as ContentKind;

/** What a save (or import) whose title or name another entry has is refused with. */
/** The 404 of an entry that is not stored (deleted meanwhile, or never there). */
export const notFoundText = (kind: Pick<ContentKind, 'noun'>): string => `No such ${kind.noun.one}`;

export function duplicateText(kind: Pick<ContentKind, 'noun' | 'listField'>): string {
  if (kind.listField) return `This ${kind.noun.one} already exists`;
  const article = /^[aeiou]/i.test(kind.noun.one) ? 'An' : 'A';
  return `${article} ${kind.noun.one} with this title already exists`;
}

/** The name parts' three kinds, for the name-parts widget endpoint and its version. */
export const NAME_PART_KINDS = ['prefixes', 'suffixes', 'last-names'] as const;
export type NamePartKind = (typeof NAME_PART_KINDS)[number];
