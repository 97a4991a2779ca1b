/**
 * What visitors do with a generator's result (issue 40): share it, open its page from the widget,
 * save it to Pinterest, visit its page. The widgets report these with their usage events, the
 * result pages report visits, and the Tools analytics shows which results spread. No imports but
 * light ones: the widgets and the result pages' visit script carry this module (what only the
 * widgets need is in result-shares.ts).
 */
import { GENERATOR_TOOLS } from '../generators/generator-embeds';
import type { ToolName } from '../models';
import { RESULT_ACTIONS, type ResultAction } from './result-actions';
import { isResultId, readElfNameSegment, RESULT_KINDS, type ResultKind } from './result-pages';

export { RESULT_ACTIONS, VISITED_RESULTS_KEY, type ResultAction } from './result-actions';

/** The results that have a page: the curated kinds, and generated elf names. */
export const SHARED_RESULT_KINDS = [...RESULT_KINDS, 'elf-name'] as const;
export type SharedResultKind = ResultKind | 'elf-name';

/**
 * A result as usage reports name it: a curated result by its content id, an elf name by its
 * address segment (`Jingletoes-McSparkle`).
 */
export interface ResultRef {
  kind: SharedResultKind;
  key: string;
}

/** Whether a key has the shape of a result of that kind: nothing else is ever counted. */
export function isResultKey(kind: SharedResultKind, key: string): boolean {
  return kind === 'elf-name' ? readElfNameSegment(key) !== null : isResultId(key);
}

/** The tool whose results a kind names. */
export const resultTool = (kind: SharedResultKind): ToolName => GENERATOR_TOOLS[kind];

const RESULT_ACTION_LIST: readonly string[] = Object.values(RESULT_ACTIONS);
export const isResultAction = (action: string): action is ResultAction =>
  RESULT_ACTION_LIST.includes(action);

/** The figures the analytics shows per tool and per result. */
export const RESULT_FIGURES = ['shares', 'linkOpens', 'visits'] as const;
export type ResultFigure = (typeof RESULT_FIGURES)[number];
export type ResultFigures = Record<ResultFigure, number>;

/** The figure each action adds to: a pin is a share (to Pinterest). */
export const RESULT_ACTION_FIGURE: Record<ResultAction, ResultFigure> = {
  share: 'shares',
  'link-open': 'linkOpens',
  pin: 'shares',
  'result-visit': 'visits',
};

export const noResultFigures = (): ResultFigures => ({ shares: 0, linkOpens: 0, visits: 0 });

/** How far a result spread: every share, link open and page visit. */
export const spreadOf = (figures: ResultFigures): number =>
  figures.shares + figures.linkOpens + figures.visits;

/**
 * Results new to the analytics one client may add a day, and all clients together: any visitor can
 * name any well-formed elf name, so new records are bounded as new embedding pages are
 * (core/generators/tool-pages.ts); results already counted keep counting past these.
 */
export const RESULTS_NEW_PER_CLIENT_DAY = 30;
export const RESULTS_NEW_PER_DAY = 1000;

/** Results the "which ideas spread" table lists per tool. */
export const TOP_RESULTS = 10;

/** One result in the Tools analytics: its title (null once the content is deleted) and figures. */
export interface ToolResultRow extends ResultRef, ResultFigures {
  title: string | null;
}

/** GET /api/admin/tool-results?tool=: the tool's results that spread most, most first. */
export interface ToolResultsPage {
  results: ToolResultRow[];
}

/**
 * Where a result's link opens: in the same tab on this site's own pages, where the visitor stays
 * with us; in a new tab from another site's page, an iframe embed (whose frame is no place for a
 * page) or an admin's preview (which should not leave the admin).
 */
export function opensInNewTab(where: {
  pageOrigin: string;
  siteOrigin: string;
  framed: boolean;
  preview: boolean;
}): boolean {
  return where.framed || where.preview || where.pageOrigin !== where.siteOrigin;
}

/** What the links below a result say, in a widget and on the result's page. */
export const RESULT_LINKS_TEXT = {
  idea: 'Link to this idea',
  name: 'Link to this name',
  share: 'Share',
  pin: 'Save to Pinterest',
  newTab: ', opens in a new tab',
  linkToCopy: 'Link to copy',
  tabBlocked: 'This page can’t open a new tab. Copy the link and paste it into a new tab:',
} as const;

/** What only the result's page says: a separate object, so the widgets carry none of it. */
export const RESULT_PAGE_SHARE_TEXT = {
  idea: 'Share this idea',
  name: 'Share this name',
  byEmail: 'Share by email',
} as const;

/** A mail to write with the result's words and address: sharing that needs no script. */
export function emailShareUrl(
  result: Pick<SharedResult, 'title' | 'text'>,
  pageUrl: string,
): string {
  const body = `${result.text}\n${pageUrl}`;
  return `mailto:?subject=${encodeURIComponent(result.title)}&body=${encodeURIComponent(body)}`;
}

/** Pinterest's "save" address for a page, with the image to pin and its description. */
export function pinterestSaveUrl(pageUrl: string, imageUrl: string, description: string): string {
  const query = new URLSearchParams({ url: pageUrl, media: imageUrl, description });
  return `https://www.pinterest.com/pin/create/button/?${query.toString()}`;
}

/** A result with a page, as a widget shares it: its address, its pin image and what it says. */
export interface SharedResult extends ResultRef {
  /** Its page's and its Pinterest image's paths on this site (core/results/result-pages.ts). */
  path: string;
  pinImagePath: string;
  /** The share's title, and its text (Pinterest's description too). */
  title: string;
  text: string;
}
