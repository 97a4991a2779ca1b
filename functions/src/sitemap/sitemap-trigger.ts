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
