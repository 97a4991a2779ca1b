/**
 * The preview images of results (issue 40): what a card says, and which stored paths are one.
 * The addresses themselves are built in core/results/result-pages.ts; the server renders and stores the
 * images on first request (functions/src/results/).
 */
import { embedKindLabel } from '../embed/embed-kinds';
import type { ComposedName } from '../generators/elf-name';
import { formatElfName } from '../generators/elf-name';
import { isGeneratorKind, type GeneratorKind } from '../generators/generator-embeds';
import { MEDIA_PATH_PREFIX } from '../images/media-url';
import type { CraftIdea } from '../models';
import type { RecipeView } from '../generators/recipe';
import {
  GENERATOR_IMAGES_FOLDER,
  isResultId,
  isResultKind,
  readElfNameSegment,
  RESULT_IMAGE_SIZES,
  RESULT_IMAGES_PREFIX,
  type ResultImageVariant,
  type ResultKind,
} from './result-pages';

/** What each kind of result is called on its card. */
export const RESULT_IMAGE_KIND_LABELS = {
  craft: 'Craft idea',
  scene: 'Elf scene',
  recipe: 'Holiday recipe',
  'elf-name': 'Elf name',
  generator: 'Free holiday generator',
} as const satisfies Record<ResultKind | 'elf-name' | 'generator', string>;

export type ResultImageSubject =
  | { kind: 'craft' | 'scene'; item: Pick<CraftIdea, 'title' | 'difficulty' | 'timeRequired'> }
  | {
      kind: 'recipe';
      item: Pick<
        RecipeView,
        'title' | 'difficulty' | 'prepTime' | 'cookTime' | 'totalTime' | 'servings'
      >;
    }
  | { kind: 'elf-name'; name: ComposedName }
  /** A generator's own page: the generator, by its name. */
  | { kind: 'generator'; generator: GeneratorKind };

/** The words on a preview image. */
export interface ResultImageCard {
  kindLabel: string;
  title: string;
  /** A line or two under the title, worded as the widgets word them. */
  details: string[];
  productName: string;
  siteHost: string;
}

const joined = (parts: (string | null | false | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(' · ');

function details(subject: ResultImageSubject): string[] {
  switch (subject.kind) {
    case 'craft':
    case 'scene': {
      const { difficulty, timeRequired } = subject.item;
      return [
        joined([`Difficulty: ${difficulty}`, timeRequired?.trim() && `Time: ${timeRequired}`]),
      ];
    }
    case 'recipe': {
      const { prepTime, cookTime, totalTime, servings } = subject.item;
      return [
        joined([prepTime.trim() && `Prep: ${prepTime}`, cookTime.trim() && `Cook: ${cookTime}`]),
        joined([totalTime.trim() && `Total: ${totalTime}`, `Servings: ${servings}`]),
      ].filter(Boolean);
    }
    case 'elf-name':
    case 'generator':
      return [];
  }
}

function titleOf(subject: ResultImageSubject): string {
  switch (subject.kind) {
    case 'elf-name':
      return formatElfName(subject.name);
    case 'generator':
      return embedKindLabel(subject.generator);
    default:
      return subject.item.title;
  }
}

export function resultImageCard(
  subject: ResultImageSubject,
  site: { productName: string; siteUrl: string },
): ResultImageCard {
  return {
    kindLabel: RESULT_IMAGE_KIND_LABELS[subject.kind],
    title: titleOf(subject),
    details: details(subject),
    productName: site.productName,
    siteHost: new URL(site.siteUrl).host,
  };
}

/** A stored preview image's path (under `results/`), read back into what it shows. */
export type ResultImageAddress =
  | { kind: ResultKind; id: string; version: string; variant: ResultImageVariant }
  | { kind: 'elf-name'; name: ComposedName; variant: ResultImageVariant }
  | { kind: 'generator'; generator: GeneratorKind; variant: ResultImageVariant };

/** Where the preview images are stored: their address less the media prefix. */
export const RESULT_IMAGES_FOLDER = RESULT_IMAGES_PREFIX.slice(MEDIA_PATH_PREFIX.length);

const isVariant = (value: string): value is ResultImageVariant =>
  Object.prototype.hasOwnProperty.call(RESULT_IMAGE_SIZES, value);

/** resultVersion's output: base 36 of a time, lowercase. */
const VERSION_PATTERN = /^[0-9a-z]{1,12}$/;

/**
 * The image a stored path names (`results/craft/{id}/{version}-og.png`,
 * `results/elf-name/{Segment}-pin.png`, `results/generators/{kind}-og.png`), or null when it names
 * none: only these are made on a miss.
 */
export function readResultImagePath(path: string): ResultImageAddress | null {
  if (!path.startsWith(RESULT_IMAGES_FOLDER) || !path.endsWith('.png')) return null;
  const segments = path.slice(RESULT_IMAGES_FOLDER.length, -'.png'.length).split('/');
  const file = segments.at(-1)!;
  const dash = file.lastIndexOf('-');
  const variant = file.slice(dash + 1);
  const stem = file.slice(0, Math.max(dash, 0));
  if (dash < 0 || !isVariant(variant)) return null;
  if (segments.length === 2 && segments[0] === 'elf-name') {
    const name = readElfNameSegment(stem);
    return name ? { kind: 'elf-name', name, variant } : null;
  }
  if (segments.length === 2 && segments[0] === GENERATOR_IMAGES_FOLDER)
    return isGeneratorKind(stem) ? { kind: 'generator', generator: stem, variant } : null;
  const [kind, id] = segments;
  if (segments.length !== 3 || !isResultKind(kind) || !isResultId(id!)) return null;
  if (!VERSION_PATTERN.test(stem)) return null;
  return { kind, id: id!, version: stem, variant };
}

/** Stored once per content version and never changed: browsers and CDNs keep them a year. */
export const RESULT_IMAGE_CACHE = 'public, max-age=31536000, immutable';

/**
 * A client's requests for images not yet stored, a minute (each is read against the content, and
 * may be rendered): a crawler reading one result page asks for one or two.
 */
export const RESULT_IMAGE_MISSES_PER_CLIENT_MINUTE = 20;
/** Renders an hour, everyone together: a site's whole content is a few hundred results. */
export const RESULT_IMAGE_RENDERS_PER_HOUR = 600;

export const RESULT_IMAGE_TEXT = {
  notFound: 'No such preview image',
  tooManyFromClient: 'Too many new preview images requested; try again in a minute',
  tooManyRenders: 'Too many preview images are being made just now; try again later',
} as const;
