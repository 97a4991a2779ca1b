/**
 * How redirect paths are written, compared and stored. A source path is matched ignoring letter
 * case and a trailing slash (`/Articles/Foo/` finds `/articles/foo`), so each redirect is stored
 * under its key: the normalized, lower-cased path, percent-encoded into a document id. The
 * database then keeps source paths unique, and the server finds a request's redirect with one
 * read by id.
 */

import { isUnder, SITE_PREFIXES } from '../site/site-paths';

/** Spec part 2 §5: a leading slash followed only by letters, digits, hyphens and slashes. */
export const REDIRECT_PATH_PATTERN = /^\/[A-Za-z0-9/-]*$/;

/** Longest path accepted (document ids hold at most 1,500 bytes; each '/' takes three). */
export const MAX_REDIRECT_PATH_LENGTH = 400;

/**
 * Paths the site serves itself: never redirected, so no redirect may start there (the embed
 * pages are framed on other sites, whose frames must keep their address).
 */
export const RESERVED_PREFIXES: readonly string[] = Object.values(SITE_PREFIXES);

/** Double slashes collapsed and the trailing slash dropped ('/' stays '/'). */
export function normalizeRedirectPath(path: string): string {
  const collapsed = path.trim().replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** What two paths share when they are the same source: normalized, lower case. */
export const redirectKey = (path: string): string => normalizeRedirectPath(path).toLowerCase();

/** The document id of a source path's redirect (ids cannot hold '/'). */
export const redirectDocId = (sourcePath: string): string =>
  encodeURIComponent(redirectKey(sourcePath));

export const isRedirectPath = (path: string): boolean =>
  REDIRECT_PATH_PATTERN.test(path) && path.length <= MAX_REDIRECT_PATH_LENGTH;

/** Under one of RESERVED_PREFIXES (the path itself or below it). */
export function isReservedPath(path: string): boolean {
  const key = redirectKey(path);
  return RESERVED_PREFIXES.some((prefix) => isUnder(prefix, key));
}

/**
 * The key a request's path is looked up by, or null when no redirect can match it: a path with
 * characters a source path cannot hold (`/wp-login.php`), or a reserved one. Null costs no read.
 */
export function lookupKeyOf(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalizeRedirectPath(decoded);
  if (!isRedirectPath(path) || isReservedPath(path)) return null;
  return path.toLowerCase();
}

/** A redirect could be made from the path: the spec's characters, not a path the site keeps. */
export const redirectable = (path: string): boolean => {
  const normalized = normalizeRedirectPath(path);
  return isRedirectPath(normalized) && !isReservedPath(normalized);
};

/** A target with the request's query string kept (a target's own query is not allowed). */
export function locationWithQuery(targetPath: string, search: string): string {
  return search && search !== '?' ? `${targetPath}${search}` : targetPath;
}

/** The post a path shows (`/blog/{slug}`), or null. */
export function postSlugOfPath(path: string): string | null {
  const match = /^\/blog\/([^/]+)$/.exec(redirectKey(path));
  return match ? match[1]! : null;
}
