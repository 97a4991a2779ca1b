/** Longest slug a post may have (firestore.rules validPost checks the same). */
export const SLUG_MAX = 200;

/**
 * Spec part 1 §5: lowercase, drop all but word characters and spaces, runs of spaces become
 * hyphens. A title may be longer than a slug can be, so the slug is cut to SLUG_MAX at the last
 * whole word that fits: a long title must not make the slug that follows it invalid.
 */
export function deriveSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^\w\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, SLUG_MAX);
}

/** A slug the database can hold as a document id and a URL can carry unescaped. */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);
}

/** The slug follows the title while it is empty or still equals the slug of the previous title. */
export function nextSlug(currentSlug: string, previousTitle: string, nextTitle: string): string {
  if (currentSlug === '' || currentSlug === deriveSlug(previousTitle)) return deriveSlug(nextTitle);
  return currentSlug;
}
