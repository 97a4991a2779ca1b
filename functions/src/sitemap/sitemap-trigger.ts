import { RESULT_COLLECTIONS } from '@core/results/result-page-data';

/** The fields of a post that its sitemap entry shows. */
const LISTED_FIELDS = ['slug', 'title', 'updatedAt', 'featuredImage'] as const;

type PostData = Record<string, unknown> | undefined;

const isPublished = (data: PostData) => data?.published === true;

/**
 * Whether a post write changes the sitemap: publishing, unpublishing, deleting a published post,
 * or changing what a published post's entry shows (its slug, title, update time, image).
 */
export function sitemapAffected(before: PostData, after: PostData): boolean {
  if (!isPublished(before) && !isPublished(after)) return false;
  if (isPublished(before) !== isPublished(after)) return true;
  return LISTED_FIELDS.some((field) => !sameValue(before?.[field], after?.[field]));
}

/** Equal as stored: Timestamps compare by time, everything else by value. */
function sameValue(a: unknown, b: unknown): boolean {
  const time = (v: unknown) =>
    typeof v === 'object' && v !== null && 'toMillis' in v && typeof v.toMillis === 'function'
      ? (v.toMillis as () => number).call(v)
      : v;
  return time(a) === time(b);
}

/**
 * Whether a content version's write can change the sitemap: one of the curated results' (their
 * pages are listed), not the name parts' (elf names never are). Every admin write to content bumps
 * its collection's version once, in its transaction (an import once per batch of rows).
 */
export const resultPagesAffected = (versionedCollection: string): boolean =>
  (Object.values(RESULT_COLLECTIONS) as string[]).includes(versionedCollection);
