/** Which link targets the editor accepts: http(s), mailto and relative URLs (spec brief). */

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const ALLOWED_SCHEMES = ['http', 'https', 'mailto'];

/**
 * Browsers drop control characters and whitespace inside URLs, so "java\tscript:" or a leading
 * control character would still run script: such URLs are refused outright.
 */
const hasInvisibleCharacters = (url: string) =>
  [...url].some((char) => {
    const code = char.charCodeAt(0);
    return code <= 32 || code === 127;
  });

export function isAllowedLinkUrl(url: string): boolean {
  const href = url.trim();
  if (!href || hasInvisibleCharacters(href)) return false;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined || ALLOWED_SCHEMES.includes(scheme);
}

export interface LinkAttributes {
  href: string;
  target: string | null;
  rel: string | null;
}

/** Links to other sites open in a new tab without handing them this page; the site's own links stay put. */
export function linkAttributes(url: string): LinkAttributes {
  const href = url.trim();
  const external = /^https?:\/\//i.test(href);
  return external
    ? { href, target: '_blank', rel: 'noopener noreferrer' }
    : { href, target: null, rel: null };
}
