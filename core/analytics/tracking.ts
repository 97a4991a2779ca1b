export const DEFAULT_CTA_ID = 'magic-letter-box';
/** Spec part 1 §9: a view is reported 300 ms after a published post loads. */
export const VIEW_DELAY_MS = 300;
export const VIEWED_POSTS_KEY = 'viewedPosts';
export const TRACKING_RATE_LIMIT_PER_MINUTE = 60;
/** A view or click body is a post id and a short identifier: far below this. */
export const TRACKING_MAX_BODY_BYTES = 1024;
export const VIEW_FAILED_TEXT = {
  title: 'Error',
  description: "Failed to track view. This won't affect your experience.",
} as const;

/** The calendar day of a date (UTC), the unit of view de-duplication. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** Whether this session already reported a view of the post today (sessionStorage 'viewedPosts'). */
export function alreadyViewed(
  viewed: Record<string, string>,
  postIdValue: string,
  now: Date,
): boolean {
  return viewed[postIdValue] === dayOf(now);
}
