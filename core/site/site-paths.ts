/**
 * Addresses of the site's own pages besides the blog's (core/posts/blog-paths.ts) and the generators'
 * (core/embed/embed-paths.ts), and the address spaces it serves itself. No imports: the site's
 * PATHS, the client's redirect check and with them every page's script carry this module. What
 * each address is, what serves it and whether the sitemap lists it: core/site/public-pages.ts.
 */

export const HOME_PATH = '/';
export const ABOUT_PATH = '/about';
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

/** The address spaces the site serves itself (core/site/public-pages.ts says what serves each). */
export const SITE_PREFIXES = {
  admin: '/admin',
  api: '/api',
  widgets: '/widgets',
  media: '/media',
  embed: '/embed',
} as const;

/** Whether `path` is `prefix` itself or below it (`/admin`, `/admin/blog`, not `/administer`). */
export const isUnder = (prefix: string, path: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);
