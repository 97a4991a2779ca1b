/**
 * What a post's write does to the redirects around its address (docs/redirects.md, "Slug
 * changes"): the public address it leaves keeps working with an automatic 301 to the new one,
 * redirects that led to its old address lead to the new one, and nothing is left standing over the
 * address where the post is public. The admin API's save and the scheduled publisher apply it in
 * their transaction; the post trigger applies it to writes made around them.
 */
import { postPath } from '../posts/blog-paths';
import { isValidSlug } from '../posts/slug';

/** The part of a stored post its address depends on (anything may be stored). */
export interface PostAddress {
  slug?: unknown;
  published?: unknown;
}

export interface AddressChange {
  /** The address the post now has. */
  to: string;
  /** Its public address before, which now redirects to `to`; null when it was not public. */
  from: string | null;
  /** Its address before (public or not): redirects leading there now lead to `to`. */
  previous: string | null;
  /**
   * The post is public at `to`: whatever redirect stands there goes. Otherwise only one the site
   * made (automatic) or one leading back to `previous` (a loop now) goes.
   */
  clearsAll: boolean;
}

const slugOf = (post: PostAddress | null | undefined): string | null =>
  typeof post?.slug === 'string' && isValidSlug(post.slug) ? post.slug : null;

/** What moving from `before` (null: a new post) to `after` changes, or null when nothing. */
export function postAddressChange(
  before: PostAddress | null | undefined,
  after: PostAddress,
): AddressChange | null {
  const newSlug = slugOf(after);
  if (newSlug === null) return null;
  const oldSlug = slugOf(before);
  const moved = oldSlug !== null && oldSlug !== newSlug;
  const wasPublic = before?.published === true;
  const isPublic = after.published === true;
  const arrives = isPublic && (!wasPublic || oldSlug !== newSlug);
  if (!moved && !arrives) return null;
  const previous = moved ? postPath(oldSlug) : null;
  return {
    to: postPath(newSlug),
    from: wasPublic ? previous : null,
    previous,
    clearsAll: isPublic,
  };
}
