/**
 * A generator's result as an address of its own (issue 40): each curated craft idea, elf scene and
 * recipe has a page under its generator's page, and a generated elf name has one too. The widgets,
 * the result pages, their preview images, the sitemap and the analytics all build and read these
 * addresses here. No imports but light ones: the widgets carry this module.
 */
import { generatorPagePath } from '../embed/embed-paths';
import type { ComposedName } from '../generators/elf-name';
import type { GeneratorKind } from '../generators/generator-embeds';
import { SITE_PREFIXES } from '../site/site-paths';
import { deriveSlug } from '../posts/slug';

/** The generators whose results are curated content, each with the content kind it lists. */
export const RESULT_CONTENT = {
  craft: 'crafts',
  scene: 'scenes',
  recipe: 'recipes',
} as const satisfies Partial<Record<GeneratorKind, string>>;

export type ResultKind = keyof typeof RESULT_CONTENT;
export const RESULT_KINDS = Object.keys(RESULT_CONTENT) as ResultKind[];
export const isResultKind = (value: string | undefined): value is ResultKind =>
  value !== undefined && Object.prototype.hasOwnProperty.call(RESULT_CONTENT, value);

/** Longest title slug an address carries: enough to read, short enough for a chat message. */
const TITLE_SLUG_MAX = 60;

/**
 * The readable part of a result's address. It only decorates: the page is found by the id, and an
 * address whose slug is not the current title's (the owner renamed the idea) redirects to the one
 * that is, so a link shared last year still works.
 */
export function resultTitleSlug(title: string): string {
  const slug = deriveSlug(title);
  if (slug.length <= TITLE_SLUG_MAX) return slug;
  const cut = slug.slice(0, TITLE_SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, TITLE_SLUG_MAX);
}

/**
 * A content id as an address carries it. Ids are Firestore document ids: the console's and the
 * import engine's (`{job}-{row}`) are letters, digits, `-` and `_`; anything else is no result.
 */
export const RESULT_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const isResultId = (value: string): boolean => RESULT_ID_PATTERN.test(value);

/** `/generators/craft/{id}/{title-slug}`: id first (ids may hold hyphens), as Stack Overflow does. */
export function resultPagePath(kind: ResultKind, item: { id: string; title: string }): string {
  const slug = resultTitleSlug(item.title);
  return `${generatorPagePath(kind)}/${item.id}${slug ? `/${slug}` : ''}`;
}

/**
 * An elf name's segment: its words joined by hyphens, letters kept as the name has them
 * (`Jingletoes-McSparkle`). Name parts are curated words, so a name is letters and perhaps an
 * apostrophe; the page checks the name can be made from the current parts before showing it, so
 * the address cannot put words of a stranger's choosing on our page.
 */
const NAME_WORD = "[A-Za-z][A-Za-z']{0,39}";
const ELF_NAME_SEGMENT = new RegExp(`^(${NAME_WORD})(?:-(${NAME_WORD}))?$`);

export function elfNameSegment(name: ComposedName): string {
  return [name.firstName, name.lastName]
    .filter((word): word is string => Boolean(word))
    .map((word) => word.replace(/\s+/g, ''))
    .join('-');
}

/** The name an elf name segment spells, or null when it is not of a name's shape. */
export function readElfNameSegment(segment: string): ComposedName | null {
  const match = ELF_NAME_SEGMENT.exec(segment);
  if (!match) return null;
  const [, firstName, lastName] = match;
  return lastName ? { firstName: firstName!, lastName } : { firstName: firstName! };
}

/** `/generators/elf-name/Jingletoes-McSparkle`: shareable, never indexed (there are too many). */
export const elfNamePagePath = (name: ComposedName): string =>
  `${generatorPagePath('elf-name')}/${elfNameSegment(name)}`;

/** The preview images a result has: Open Graph's card, and Pinterest's tall pin. */
export const RESULT_IMAGE_SIZES = {
  og: { width: 1200, height: 630 },
  pin: { width: 1000, height: 1500 },
} as const;
export type ResultImageVariant = keyof typeof RESULT_IMAGE_SIZES;

/**
 * A content version as an image address carries it: the item's `updatedAt` in base 36. A new
 * version is a new address, so an image can be cached for a year and still never show an old title.
 */
export const resultVersion = (updatedAt: string): string => {
  const time = Date.parse(updatedAt);
  return Number.isNaN(time) ? '0' : time.toString(36);
};

/** The stored files' space (core/images/media-url.ts) holds the preview images under `results/`. */
export const RESULT_IMAGES_PREFIX = `${SITE_PREFIXES.media}/results/`;

/** Where a result's preview image is served: under `/media/results/`, made on first request. */
export function resultImagePath(
  kind: ResultKind,
  item: { id: string; updatedAt: string },
  variant: ResultImageVariant,
): string {
  return `${RESULT_IMAGES_PREFIX}${kind}/${item.id}/${resultVersion(item.updatedAt)}-${variant}.png`;
}

/** An elf name's preview image: the name is its own version (the parts it is made of are checked). */
export const elfNameImagePath = (name: ComposedName, variant: ResultImageVariant): string =>
  `${RESULT_IMAGES_PREFIX}elf-name/${elfNameSegment(name)}-${variant}.png`;

/** Where a generator's own page keeps its preview images, beside its results'. */
export const GENERATOR_IMAGES_FOLDER = 'generators';

/** A generator page's preview image (/generators/{kind}): made as a result's is, on first request. */
export const generatorImagePath = (kind: GeneratorKind, variant: ResultImageVariant): string =>
  `${RESULT_IMAGES_PREFIX}${GENERATOR_IMAGES_FOLDER}/${kind}-${variant}.png`;
