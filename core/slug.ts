/** Spec part 1 §5: lowercase, drop all but word characters and spaces, runs of spaces become hyphens. */
export function deriveSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** A slug the database can hold as a document id and a URL can carry unescaped. */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= 200 && SLUG_PATTERN.test(slug);
}

/** The slug follows the title while it is empty or still equals the slug of the previous title. */
export function nextSlug(currentSlug: string, previousTitle: string, nextTitle: string): string {
  if (currentSlug === '' || currentSlug === deriveSlug(previousTitle)) return deriveSlug(nextTitle);
  return currentSlug;
}
