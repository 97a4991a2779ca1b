/**
 * The usage actions about a result (core/results/result-sharing.ts), apart with no imports: the result
 * pages' visit script carries them without the addresses and the generators' code.
 */

/**
 * What a visitor did with a result: a share (Web Share, or its link copied), a click on its link,
 * a click on Save to Pinterest, a visit of its page. None is a use of the tool.
 */
export const RESULT_ACTIONS = {
  share: 'share',
  linkOpen: 'link-open',
  pin: 'pin',
  visit: 'result-visit',
} as const;
export type ResultAction = (typeof RESULT_ACTIONS)[keyof typeof RESULT_ACTIONS];

/** Where a browser session keeps the results whose page it reported today ({'craft/c1': day}). */
export const VISITED_RESULTS_KEY = 'visitedResults';
