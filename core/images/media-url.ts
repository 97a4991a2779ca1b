/**
 * Addresses of the files the site stores (images, root files). They are kept as paths on the site
 * (`/media/{path}`), never with the host they were uploaded on, so a record, a post and a backup
 * mean the same file on any host; renderers make them absolute where a reader needs it (feeds,
 * Open Graph, JSON-LD: the canonical origin). Data written before held absolute URLs on the host
 * of the upload (the local stack's `http://127.0.0.1:5000`): every reader here takes both.
 */
import { decodeAttribute, escapeAttribute } from '../lib/html-attribute';
import { addressProblem } from './ip-address';
import { SITE_PREFIXES } from '../site/site-paths';

export const MEDIA_PATH_PREFIX = `${SITE_PREFIXES.media}/`;

/** The path the site serves a stored file at (`/media/blog/featured/a.webp`). */
export const mediaUrl = (blobPath: string): string =>
  `${MEDIA_PATH_PREFIX}${blobPath.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Hosts whose `/media/` addresses are ours: the canonical one (and its www twin, which the
 * canonical form drops) and loopback, where the local stack stored them. A loopback address
 * reaches no reader anyway, so taking it as ours can only mend a link.
 */
function isOwnHost(url: URL, siteUrl: string): boolean {
  const host = url.hostname.toLowerCase();
  const site = new URL(siteUrl).hostname.toLowerCase();
  return (
    host === site ||
    host === `www.${site}` ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    addressProblem(host) === 'loopback'
  );
}

/**
 * The address as a path on this site when it names one of our stored files (a path already, or
 * an absolute URL on one of our hosts), keeping its query and fragment; null for anything else.
 */
export function siteMediaPath(url: string, siteUrl: string): string | null {
  const text = url.trim();
  if (text.startsWith(MEDIA_PATH_PREFIX)) return text;
  if (!/^https?:\/\//i.test(text)) return null;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (!parsed.pathname.startsWith(MEDIA_PATH_PREFIX) || !isOwnHost(parsed, siteUrl)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Our own media as a path; any other address unchanged. */
export const withMediaPath = (url: string, siteUrl: string): string =>
  siteMediaPath(url, siteUrl) ?? url;

/** The stored file (blob path, decoded) an address of ours names, or null. */
export function mediaBlobPath(url: string, siteUrl: string): string | null {
  const path = siteMediaPath(url, siteUrl);
  if (path === null) return null;
  const encoded = path.slice(MEDIA_PATH_PREFIX.length).replace(/[?#].*$/, '');
  try {
    return encoded.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/**
 * An address as a reader away from the site needs it: a path, and our own media whatever host it
 * was stored with, on the canonical origin; any other absolute URL as it is.
 */
export const absoluteOnSite = (pathOrUrl: string, siteUrl: string): string =>
  new URL(withMediaPath(pathOrUrl, siteUrl), `${siteUrl}/`).toString();

const srcsetWithMediaPaths = (srcset: string, siteUrl: string) =>
  srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [withMediaPath(url, siteUrl), ...descriptor].join(' ');
    })
    .join(', ');

const URL_ATTRIBUTE = /(\s(src|srcset|href)\s*=\s*)("([^"]*)"|'([^']*)')/gi;

/**
 * A post body with every src, srcset and href naming our own media as a path (a picture pasted
 * from the site's page, or from an old record, carries the host it was shown on). Only inside
 * tags: text that reads like an attribute stays as written.
 */
export function htmlWithMediaPaths(html: string, siteUrl: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) =>
    tag.replace(
      URL_ATTRIBUTE,
      (whole, before: string, name: string, _quoted, double?: string, single?: string) => {
        const value = decodeAttribute(double ?? single ?? '');
        const rewritten =
          name.toLowerCase() === 'srcset'
            ? srcsetWithMediaPaths(value, siteUrl)
            : withMediaPath(value, siteUrl);
        return rewritten === value ? whole : `${before}"${escapeAttribute(rewritten)}"`;
      },
    ),
  );
}

/** A post (or its summary) with our own media as paths in its featured image and its body. */
export function postWithMediaPaths<T extends { featuredImage: string | null; content?: string }>(
  post: T,
  siteUrl: string,
): T {
  return {
    ...post,
    featuredImage: post.featuredImage === null ? null : withMediaPath(post.featuredImage, siteUrl),
    ...(post.content === undefined ? {} : { content: htmlWithMediaPaths(post.content, siteUrl) }),
  };
}
