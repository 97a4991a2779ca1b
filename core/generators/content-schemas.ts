/**
 * What generator content and its settings may look like when stored: one zod schema per
 * collection, used by the admin API, the importer and the seed, with the spec's messages
 * (part 2 §5). The limits keep every document far below Firestore's 1 MiB, so a batch of them
 * always fits one commit and one audit entry.
 */
import { z } from 'zod';
import {
  CRAFT_THEMES,
  SCENE_THEMES,
  type CraftSettings,
  type SceneSettings,
} from './generator-settings';
import { DIFFICULTIES, RECIPE_CATEGORIES, type Difficulty, type RecipeCategory } from '../models';

/** Spec part 2 §5 and §8: the validation messages, as the admin screens show them. */
export const CONTENT_TEXT = {
  nameRequired: 'Name is required',
  categoryInvalid: 'Category must be at most 40 characters on one line',
  titleRequired: 'Title is required',
  instructionsRequired: 'Instructions are required',
  suppliesRequiredTitle: 'Supplies are required',
  suppliesRequired: 'Please add at least one required supply for the craft idea.',
  sceneInvalidTitle: 'Validation Error',
  sceneRequired: 'Please fill in all required fields',
  sceneItemRequired: 'Please add at least one required item',
  descriptionRequired: 'Description is required',
  setupRequired: 'Setup instructions are required',
  prepTimeRequired: 'Prep time is required',
  cookTimeRequired: 'Cook time is required',
  totalTimeRequired: 'Total time is required',
  servingsInvalid: 'Servings must be a whole number of at least 1',
  difficultyInvalid: 'Difficulty must be Easy, Medium or Hard',
  categoryUnknown: `Category must be one of: ${RECIPE_CATEGORIES.join(', ')}`,
  imageUrlInvalid: 'Image URL must be an http or https address',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooMany: (label: string, max: number) => `${label}: at most ${max} entries`,
  controlCharacters: (label: string) => `${label} contains characters that cannot be stored`,
} as const;

export const DEFAULT_NAME_CATEGORY = 'custom';
export const DEFAULT_DIFFICULTY: Difficulty = 'Medium';
export const DEFAULT_SERVINGS = 4;
export const DEFAULT_RECIPE_CATEGORY: RecipeCategory = 'Holiday Treats';

export const LIMITS = {
  namePart: 40,
  category: 40,
  title: 200,
  description: 2000,
  instructions: 20_000,
  time: 50,
  listItem: 300,
  supplies: 30,
  ingredients: 100,
  tags: 20,
  tag: 40,
  imageUrl: 2000,
  servings: 1000,
} as const;

// Control characters (other than line breaks and tabs in multi-line text) and unpaired surrogates
// would be stored as garbage or break CSV exports and the widgets' layout.
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const normalizeLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

interface TextOptions {
  label: string;
  max: number;
  required?: string;
  multiline?: boolean;
}

/** Trimmed text; blank means missing (the `required` message) unless it is optional. */
function text({ label, max, required, multiline = false }: TextOptions) {
  const base = z
    .string({ error: required ?? `${label} must be text` })
    .transform((value) => (multiline ? normalizeLineBreaks(value) : value).trim())
    .refine(
      (value) => !(multiline ? CONTROL_MULTILINE : CONTROL).test(value),
      CONTENT_TEXT.controlCharacters(label),
    )
    .refine((value) => !LONE_SURROGATE.test(value), CONTENT_TEXT.controlCharacters(label))
    .refine((value) => value.length <= max, CONTENT_TEXT.tooLong(label, max));
  return required ? base.refine((value) => value !== '', required) : base;
}

/** Optional text: blank, null or missing is stored as null. */
function optionalText(label: string, max: number) {
  return z
    .union([text({ label, max }), z.null()])
    .optional()
    .transform((value) => (value ? value : null));
}

interface ListOptions {
  label: string;
  itemMax: number;
  maxItems: number;
  required?: string;
  /** Drop repeats, ignoring case (a duplicate supply is not added, spec §5). */
  unique?: boolean;
}

/** A list of one-line entries: trimmed, blanks stripped (spec §5), optionally de-duplicated. */
function textList({ label, itemMax, maxItems, required, unique = false }: ListOptions) {
  const list = z
    .array(text({ label, max: itemMax }), { error: required ?? `${label} must be a list` })
    .transform((items) => {
      const kept = items.filter(Boolean);
      if (!unique) return kept;
      const seen = new Set<string>();
      return kept.filter((item) => {
        const key = contentKey(item);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .refine((items) => items.length <= maxItems, CONTENT_TEXT.tooMany(label, maxItems));
  return required ? list.refine((items) => items.length > 0, required) : list;
}

/** Accepts any letter case for a fixed set of values ('easy' is Easy), as spreadsheets vary. */
function caseInsensitive<T extends string>(values: readonly T[]) {
  return (value: unknown) =>
    typeof value === 'string'
      ? (values.find((v) => v.toLowerCase() === value.trim().toLowerCase()) ?? value)
      : value;
}

const difficulty = z.preprocess(
  caseInsensitive(DIFFICULTIES),
  z.enum(DIFFICULTIES, { error: CONTENT_TEXT.difficultyInvalid }),
);
/** Blank or missing difficulty is Medium (spec §9). */
const difficultyWithDefault = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
  difficulty.optional().transform((value) => value ?? DEFAULT_DIFFICULTY),
);

/**
 * The duplicate key of a title or name: Unicode-normalized, lower-cased, whitespace collapsed.
 * Two entries with the same key are the same entry to the importer and the admin API.
 */
export function contentKey(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const namePartSchema = z.strictObject({
  value: text({ label: 'Name', max: LIMITS.namePart, required: CONTENT_TEXT.nameRequired }),
  category: z
    .union([text({ label: 'Category', max: LIMITS.category }), z.null()])
    .optional()
    .transform((value) => value || DEFAULT_NAME_CATEGORY),
});
export type NamePartInput = z.input<typeof namePartSchema>;
export type NamePartFields = z.output<typeof namePartSchema>;

// Fields several kinds share.
const titleField = text({
  label: 'Title',
  max: LIMITS.title,
  required: CONTENT_TEXT.titleRequired,
});
const descriptionField = text({
  label: 'Description',
  max: LIMITS.description,
  required: CONTENT_TEXT.descriptionRequired,
  multiline: true,
});
const instructionsField = text({
  label: 'Instructions',
  max: LIMITS.instructions,
  required: CONTENT_TEXT.instructionsRequired,
  multiline: true,
});
const timeRequiredField = optionalText('Time required', LIMITS.time);

export const craftIdeaSchema = z.strictObject({
  title: titleField,
  instructions: instructionsField,
  requiredSupplies: textList({
    label: 'Supplies',
    itemMax: LIMITS.listItem,
    maxItems: LIMITS.supplies,
    required: CONTENT_TEXT.suppliesRequiredTitle,
    unique: true,
  }),
  difficulty: z.preprocess((value) => value ?? '', difficulty),
  timeRequired: timeRequiredField,
});
export type CraftIdeaInput = z.input<typeof craftIdeaSchema>;
export type CraftIdeaFields = z.output<typeof craftIdeaSchema>;

export const elfSceneSchema = z.strictObject({
  title: titleField,
  description: descriptionField,
  requiredItems: textList({
    label: 'Required items',
    itemMax: LIMITS.listItem,
    maxItems: LIMITS.supplies,
    required: CONTENT_TEXT.sceneItemRequired,
    unique: true,
  }),
  setupInstructions: text({
    label: 'Setup instructions',
    max: LIMITS.instructions,
    required: CONTENT_TEXT.setupRequired,
    multiline: true,
  }),
  difficulty: difficultyWithDefault,
  timeRequired: timeRequiredField,
});
export type ElfSceneInput = z.input<typeof elfSceneSchema>;
export type ElfSceneFields = z.output<typeof elfSceneSchema>;

const httpUrl = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => value?.trim() || null)
  .refine((value) => {
    if (value === null) return true;
    if (value.length > LIMITS.imageUrl || CONTROL.test(value)) return false;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, CONTENT_TEXT.imageUrlInvalid);

export const holidayRecipeSchema = z.strictObject({
  title: titleField,
  description: descriptionField,
  ingredients: textList({
    label: 'Ingredients',
    itemMax: LIMITS.listItem,
    maxItems: LIMITS.ingredients,
  })
    .optional()
    .transform((items) => items ?? []),
  instructions: instructionsField,
  prepTime: text({ label: 'Prep time', max: LIMITS.time, required: CONTENT_TEXT.prepTimeRequired }),
  cookTime: text({ label: 'Cook time', max: LIMITS.time, required: CONTENT_TEXT.cookTimeRequired }),
  totalTime: text({
    label: 'Total time',
    max: LIMITS.time,
    required: CONTENT_TEXT.totalTimeRequired,
  }),
  servings: z
    .number({ error: CONTENT_TEXT.servingsInvalid })
    .int(CONTENT_TEXT.servingsInvalid)
    .min(1, CONTENT_TEXT.servingsInvalid)
    .max(LIMITS.servings, CONTENT_TEXT.servingsInvalid)
    .optional()
    .transform((value) => value ?? DEFAULT_SERVINGS),
  difficulty: difficultyWithDefault,
  category: z.preprocess(
    (value) =>
      value === null || value === undefined || (typeof value === 'string' && !value.trim())
        ? DEFAULT_RECIPE_CATEGORY
        : caseInsensitive(RECIPE_CATEGORIES)(value),
    z.enum(RECIPE_CATEGORIES, { error: CONTENT_TEXT.categoryUnknown }),
  ),
  tags: textList({ label: 'Tags', itemMax: LIMITS.tag, maxItems: LIMITS.tags, unique: true })
    .optional()
    .transform((items) => items ?? []),
  imageUrl: httpUrl,
  kidFriendly: z
    .boolean({ error: 'Kid friendly must be true or false' })
    .optional()
    .transform((value) => value ?? false),
});
export type HolidayRecipeInput = z.input<typeof holidayRecipeSchema>;
export type HolidayRecipeFields = z.output<typeof holidayRecipeSchema>;

const supplySchema = z.strictObject({
  id: z
    .string({ error: 'Supply id is required' })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Supply id may hold only letters, digits, _ and -'),
  name: text({ label: 'Supply name', max: 60, required: 'Supply name is required' }),
});

function appearanceSchema<T extends string>(themes: readonly [T, ...T[]]) {
  return z.strictObject({
    title: text({ label: 'Title', max: 80, required: CONTENT_TEXT.titleRequired }),
    description: text({ label: 'Description', max: 300 }),
    theme: z.enum(themes, { error: `Theme must be one of: ${themes.join(', ')}` }),
  });
}

/** settings/craftGenerator: the supplies the widget lists first, and how it looks. */
export const craftSettingsSchema = z.strictObject({
  defaultSupplies: z
    .array(supplySchema, { error: 'Default supplies must be a list' })
    .min(1, 'Please keep at least one default supply')
    .max(40, CONTENT_TEXT.tooMany('Default supplies', 40))
    .refine(
      (supplies) => new Set(supplies.map((s) => s.id)).size === supplies.length,
      'Each supply needs its own id',
    )
    .refine(
      (supplies) => new Set(supplies.map((s) => contentKey(s.name))).size === supplies.length,
      'A supply is listed twice',
    ),
  appearance: appearanceSchema(CRAFT_THEMES),
}) satisfies z.ZodType<CraftSettings>;

/** settings/sceneGenerator: how the scene widget looks. */
export const sceneSettingsSchema = z.strictObject({
  appearance: appearanceSchema(SCENE_THEMES),
}) satisfies z.ZodType<SceneSettings>;

/** One problem of an input: the field (dotted path) and the message. */
export interface FieldIssue {
  field: string;
  message: string;
}

export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
