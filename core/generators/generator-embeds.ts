/**
 * A generator embedded in a post (<div data-elf-generator="craft">): what it fetches, and the box
 * the server reserves for it so the page does not move when it renders. No imports but types: the
 * public pages' script and the widgets carry this module.
 */
import type { ToolName } from '../models';

/** The generators a page can name in markup, each with the public API routes its first frame reads. */
export const GENERATOR_DATA = {
  'elf-name': { data: 'nameParts' },
  craft: { data: 'craftIdeas', settings: 'craftSettings' },
  scene: { data: 'scenes', settings: 'sceneSettings' },
  recipe: { data: 'recipes' },
} as const satisfies Record<string, { data: string; settings?: string }>;

export type GeneratorKind = keyof typeof GENERATOR_DATA;

export const GENERATOR_KINDS = Object.keys(GENERATOR_DATA) as GeneratorKind[];

export const isGeneratorKind = (value: string | undefined): value is GeneratorKind =>
  value !== undefined && Object.prototype.hasOwnProperty.call(GENERATOR_DATA, value);

/** The tool each kind is, as usage reports and analytics name it. */
export const GENERATOR_TOOLS = {
  'elf-name': 'elfNameGenerator',
  craft: 'craftGenerator',
  scene: 'sceneGenerator',
  recipe: 'recipeGenerator',
} as const satisfies Record<GeneratorKind, ToolName>;

/** The kinds a page's HTML embeds, each once, in the order they first appear. */
export function embeddedGeneratorKinds(html: string): GeneratorKind[] {
  const kinds = [...html.matchAll(/data-elf-generator="([^"]*)"/g)].map((match) => match[1]);
  return [...new Set(kinds)].filter(isGeneratorKind);
}

/**
 * Set by a widget on its element once its first frame (data and settings read) is on screen, and
 * removed when it starts again: the page's reserved height applies only until then.
 */
export const EMBED_RENDERED_ATTRIBUTE = 'data-elf-rendered';

/**
 * Marks the element of a generator's shadow root that holds the first frame the server rendered
 * (widgets/shared/first-frame.tsx), until the widget takes it over.
 */
export const FIRST_FRAME_ATTRIBUTE = 'data-elf-first-frame';
/**
 * That attribute's value once the widget's code is here and its data read: the frame takes
 * pointers from then on (the server's value, `waiting`, lets them through to the element, which holds a click), since the
 * visitor's approach now takes it over before a click lands.
 */
export const FIRST_FRAME_READY = 'ready';
export const FIRST_FRAME_WAITING = 'waiting';

/**
 * Names, on a server-rendered frame, what it was rendered from (dataStamp): the widget hydrates
 * it only with the same data, and renders afresh with other (content saved since the page was
 * cached), which hydration would leave half old.
 */
export const FIRST_FRAME_DATA_ATTRIBUTE = 'data-elf-frame-data';

/** A short fingerprint of a JSON value (FNV-1a over its JSON text), the same on server and browser. */
export function dataStamp(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(36)}-${text.length.toString(36)}`;
}

/**
 * The widths a post's body takes between the page's breakpoints, each with the viewport width
 * its heights were measured at. Below 600 px the body is the window less its gutters; from 808 px
 * (760 px plus two 24 px gutters) it is 760 px wide.
 */
export const EMBED_BREAKPOINTS = [
  { name: 'phone', media: '(max-width: 599.98px)', measuredAt: 390 },
  { name: 'tablet', media: '(min-width: 600px) and (max-width: 807.98px)', measuredAt: 700 },
  { name: 'desktop', media: '(min-width: 808px)', measuredAt: 1280 },
] as const;

export type EmbedBreakpoint = (typeof EMBED_BREAKPOINTS)[number]['name'];

/**
 * Each generator's first frame, in CSS pixels (rounded up), as Chromium renders it in a post with
 * the demo content and a first visit's empty history, at each breakpoint's measured width.
 * `e2e/post-embeds.spec.ts` renders every one and fails when a widget's first frame no longer
 * matches: measure again and update these figures with the change that moved them. Content an
 * admin adds (more supplies, recipes) makes a frame taller than this; the page then moves by the
 * difference only.
 */
export const FIRST_FRAME_HEIGHTS: Record<GeneratorKind, Record<EmbedBreakpoint, number>> = {
  'elf-name': { phone: 190, tablet: 190, desktop: 190 },
  craft: { phone: 694, tablet: 385, desktop: 355 },
  scene: { phone: 186, tablet: 162, desktop: 162 },
  recipe: { phone: 1400, tablet: 806, desktop: 851 },
};

/**
 * The page's CSS that gives each embed its first frame's height until it has rendered, per
 * breakpoint. The element is the page's: its own rules still apply, this only sets a minimum.
 */
export function embedReserveCss(): string {
  return EMBED_BREAKPOINTS.map(({ name, media }) => {
    const rules = GENERATOR_KINDS.map(
      (kind) =>
        `[data-elf-generator="${kind}"]:not([${EMBED_RENDERED_ATTRIBUTE}]){min-height:${FIRST_FRAME_HEIGHTS[kind][name]}px}`,
    ).join('');
    return `@media ${media}{${rules}}`;
  }).join('');
}
