/**
 * What a result's page tells search engines and link previews (issue 40): its description and its
 * structured data, HowTo for crafts and scenes, Recipe for recipes (schema.org). Pure: the page's
 * head builds these from the loaded result.
 */
import { supplyLabel } from '../generators/craft';
import { absoluteOnSite } from '../images/media-url';
import type { LoadedResult } from './result-page-data';
import { metaDescription } from '../site/seo';

/** Units a stored time may be written in, as ISO 8601 names them. */
const DURATION_UNITS: readonly [RegExp, 'D' | 'H' | 'M'][] = [
  [/^(d|days?)$/i, 'D'],
  [/^(h|hrs?|hours?)$/i, 'H'],
  [/^(m|mins?|minutes?)$/i, 'M'],
];

/** One amount and its unit: `10 min`, `1.5 hours`, `20-30 minutes` (a range counts as its end). */
const DURATION_PART =
  /(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?\s*([a-z]+)\.?(?:\s*,|\s+and)?\s*/giy;

/**
 * A stored time (`10 min`, `2 hr`, `1 hour 30 minutes`, `1h 30m`) as an ISO 8601 duration
 * (`PT1H30M`), or null when the text is not one (`overnight`): left out rather than guessed.
 */
export function isoDuration(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const amounts: Partial<Record<'D' | 'H' | 'M', number>> = {};
  DURATION_PART.lastIndex = 0;
  let read = 0;
  for (let match = DURATION_PART.exec(trimmed); match; match = DURATION_PART.exec(trimmed)) {
    const [whole, from, to, unitText] = match;
    const unit = DURATION_UNITS.find(([pattern]) => pattern.test(unitText!))?.[1];
    if (!unit || amounts[unit] !== undefined) return null;
    amounts[unit] = Number(to ?? from);
    read += whole.length;
  }
  if (read !== trimmed.length) return null;
  const days = amounts.D ?? 0;
  // A fraction of an hour is minutes (1.5 hours is 1 hour 30 minutes); of a day, hours.
  let hours = (amounts.H ?? 0) + (days % 1) * 24;
  let minutes = (amounts.M ?? 0) + (hours % 1) * 60;
  hours = Math.floor(hours);
  minutes = Math.round(minutes);
  const time =
    (hours ? `${hours}H` : '') +
    (minutes || (!hours && amounts.D === undefined) ? `${minutes}M` : '');
  return `P${Math.floor(days) ? `${Math.floor(days)}D` : ''}${time ? `T${time}` : ''}`;
}

/** A list marker a line may start with: `1.`, `2)`, `-`, `•`. */
const LIST_MARKER = /^\s*(?:\d+[.)]|[-*•])\s+/;

/**
 * Instructions as steps: each line, and each sentence of a line (a full stop, question or
 * exclamation mark, then a capital), list markers dropped.
 */
export function instructionSteps(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(LIST_MARKER, '').trim())
    .filter(Boolean)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .map((step) => step.trim())
    .filter(Boolean);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The words a result's page is described by: its own description, else its instructions. */
export function resultDescription(result: LoadedResult): string {
  const text = (() => {
    switch (result.kind) {
      case 'craft':
        return result.item.instructions;
      case 'scene':
        return oneLine(result.item.description)
          ? result.item.description
          : result.item.setupInstructions;
      case 'recipe':
        return oneLine(result.item.description)
          ? result.item.description
          : result.item.instructions;
    }
  })();
  return metaDescription(oneLine(text));
}

/** Where the result's page is, and its preview image (absolute, on the canonical origin). */
export interface ResultPageUrls {
  siteUrl: string;
  url: string;
  image: string;
  productName: string;
}

const steps = (text: string) =>
  instructionSteps(text).map((step, index) => ({
    '@type': 'HowToStep',
    position: index + 1,
    text: step,
  }));

/** Each time that parses, under its schema.org name; the others left out. */
function durations(times: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(times).flatMap(([name, text]) => {
      const iso = text ? isoDuration(text) : null;
      return iso ? [[name, iso]] : [];
    }),
  );
}

/**
 * The result's structured data (supplies named as people read them). A craft and a scene are each a HowTo: things to gather (supplies,
 * items) and steps to follow, which is what HowTo describes; a scene as a bare CreativeWork would
 * lose both. A recipe is a Recipe, its own image first when it has one.
 */
export function resultJsonLd(result: LoadedResult, page: ResultPageUrls): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: page.productName };
  const common = {
    '@context': 'https://schema.org',
    name: result.item.title,
    description: resultDescription(result),
    url: page.url,
  };
  if (result.kind === 'recipe') {
    const { item } = result;
    return {
      ...common,
      '@type': 'Recipe',
      image: [...(item.imageUrl ? [absoluteOnSite(item.imageUrl, page.siteUrl)] : []), page.image],
      recipeIngredient: item.ingredients,
      recipeInstructions: steps(item.instructions),
      ...durations({ prepTime: item.prepTime, cookTime: item.cookTime, totalTime: item.totalTime }),
      recipeYield: `${item.servings} servings`,
      recipeCategory: item.category,
      ...(item.tags.length ? { keywords: item.tags.join(', ') } : {}),
      dateModified: item.updatedAt,
      author: publisher,
      publisher,
    };
  }
  const [supplies, instructions] =
    result.kind === 'craft'
      ? [result.item.requiredSupplies.map(supplyLabel), result.item.instructions]
      : [result.item.requiredItems, result.item.setupInstructions];
  return {
    ...common,
    '@type': 'HowTo',
    image: page.image,
    supply: supplies.map((name) => ({ '@type': 'HowToSupply', name })),
    step: steps(instructions),
    ...durations({ totalTime: result.item.timeRequired }),
    dateModified: result.item.updatedAt,
    publisher,
  };
}
