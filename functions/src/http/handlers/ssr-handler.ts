import { logger } from 'firebase-functions';
import type { BootData } from '@core/site/boot-data';
import { renderDocument } from '@site/public/server/document';
import { isPagePath } from '@site/public/routes/public-routes';
import { renderPublicPage, type RenderContext } from '@site/public/server/render-page';
import { adminCsp, embedPageCsp, FILE_CSP, pageCsp } from '@core/site/security-headers';
import { postCardPagePath } from '@core/embed/embed-page';
import { isGeneratorKind } from '@core/generators/generator-embeds';
import { postPath } from '@core/posts/blog-paths';
import { matchPublicPage, PUBLIC_PAGES } from '@core/site/public-pages';
import type { StoredRedirect } from '@core/redirects/redirect-document';
import { postSlugOfPath } from '@core/redirects/redirect-paths';
import { isUnder, SITE_PREFIXES } from '@core/site/site-paths';
import { isValidSlug } from '@core/posts/slug';
import { renderEmbedPage } from '@site/public/server/embed-page';
import { renderPostCardNotFound, renderPostCardPage } from '@site/public/server/post-card-page';
import { clientFirebaseConfig, cspOrigins, siteSettings } from '../../platform/config';
import { feedResponse } from './feed-handler';
import { firestoreBlogSource } from '../../posts/firestore-blog-source';
import { rootFileResponse } from './root-file-handler';
import { recordNotFound } from '../../redirects/not-found-log';
import { quotaClient } from '../rate-limit';
import { countHit, findActiveRedirect } from '../../redirects/redirect-lookup';
import { redirectResponse } from '../redirect-response';
import { entryAssets, islandAssets } from '../../ssr/client-assets';
import { withFirstFrames } from '../../ssr/first-frames';
import { firestoreResultSource } from '../../ssr/firestore-result-source';

/** Public pages may sit in the CDN for 5 minutes and be served stale while it refreshes. */
const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=60';

/** An HTML answer under a page's policy (public pages unless `csp` says otherwise). */
function html(
  body: string,
  status: number,
  cacheControl: string,
  csp = pageCsp(cspOrigins()),
  extra: HeadersInit = {},
): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
      'content-security-policy': csp,
      ...extra,
    },
  });
}

/** A failed page is not kept: the next request may well succeed. */
const pageCache = (status: number) =>
  status === 200 ? PAGE_CACHE : status >= 500 ? 'no-store' : NOT_FOUND_CACHE;

function bootData(): BootData {
  return { settings: siteSettings(), firebase: clientFirebaseConfig() };
}

const renderContext = (): RenderContext => ({
  source: firestoreBlogSource,
  results: firestoreResultSource,
  boot: bootData(),
  assets: islandAssets(),
});

/** Where the 404 page for paths no page can answer is rendered: a path no page has. */
const NOT_FOUND_PAGE_PATH = '/404';
let notFoundPage: Promise<string> | undefined;

/**
 * The site's 404 page, rendered once per instance and then sent as it is for every path no page
 * could answer (isPagePath), so that made-up paths cost no render and no read. A render that
 * fails is tried again on the next request.
 */
function renderedNotFoundPage(request: Request): Promise<string> {
  notFoundPage ??= renderPublicPage(
    new Request(new URL(NOT_FOUND_PAGE_PATH, request.url)),
    renderContext(),
  ).then((page) => {
    if (page.status !== 404 || !page.html) throw new Error(`The 404 page answered ${page.status}`);
    return page.html;
  });
  notFoundPage.catch(() => {
    notFoundPage = undefined;
  });
  return notFoundPage;
}

/** The admin app's page: rendered in the browser, never indexed. */
function adminShell(pathname: string): Response {
  const boot = bootData();
  const page = renderDocument({
    head: {
      title: `Admin | ${boot.settings.productName}`,
      description: `${boot.settings.productName} administration`,
      canonicalPath: pathname,
      noindex: true,
    },
    boot,
    assets: entryAssets('admin'),
    styleTags: '',
    body: '',
  });
  return html(page, 200, 'no-cache', adminCsp(cspOrigins()), {
    'x-robots-tag': 'noindex, nofollow',
  });
}

/**
 * A post's card embed page (/embed/blog/{slug}), framable as the generators' are: the published
 * post's card, or a small 404 page for a draft, a scheduled post or none (a slug no post can have
 * is not looked up). Not logged as a 404: no redirect of the site's pages would mend it.
 */
async function postCardResponse(slug: string, search: string): Promise<Response> {
  const post = isValidSlug(slug) ? await firestoreBlogSource.getPublishedBySlug(slug) : null;
  if (!post) {
    const moved = await movedPostCard(slug);
    if (moved) return redirectResponse(moved, search);
  }
  const settings = siteSettings();
  const status = post ? 200 : 404;
  return html(
    post ? renderPostCardPage(post, settings) : renderPostCardNotFound(settings),
    status,
    pageCache(status),
    embedPageCsp(cspOrigins()),
  );
}

/**
 * Where the card of a post that moved now is: hosts keep an embed's html (its frame's address)
 * for as long as the post embedding it lives, so a renamed post's card follows the redirect its
 * old address got, as the post page does. Null when no active redirect leads to another post.
 */
async function movedPostCard(
  slug: string,
): Promise<Pick<StoredRedirect, 'statusCode' | 'targetPath'> | null> {
  const found = await findActiveRedirect(postPath(slug));
  const target = found && postSlugOfPath(found.redirect.targetPath);
  if (!found || !target || found.redirect.statusCode === 404) return null;
  await countHit(found);
  return { statusCode: found.redirect.statusCode, targetPath: postCardPagePath(target) };
}

/** Counts a request that ends in 404; a failure to count never fails the page. */
async function logNotFound(request: Request, pathname: string): Promise<void> {
  try {
    await recordNotFound(
      { client: quotaClient(request), referrer: request.headers.get('referer') },
      pathname,
    );
  } catch (error) {
    logger.warn('Could not log a 404', { path: pathname, error: String(error) });
  }
}

/**
 * The SSR function, by what the table of public pages (core/site/public-pages.ts) says serves the path:
 * the admin app's shell, an embed page, a post's card; then a root file, an active redirect's
 * answer before anything renders, a feed, and full HTML for the pages of the route tree. A path
 * no page could answer (one starting with `//` among them, which the router would read as another
 * host's URL and answer with the home page) gets the 404 page rendered once.
 */
export async function ssrHandler(request: Request): Promise<Response> {
  const { pathname, search, searchParams } = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  if (isUnder(SITE_PREFIXES.admin, pathname)) return adminShell(pathname);
  const address = matchPublicPage(pathname);
  const servedBy = address && PUBLIC_PAGES[address.key].servedBy;
  const { kind, slug, category } = address?.params ?? {};
  if (servedBy === 'embed' && isGeneratorKind(kind)) {
    return html(
      await withFirstFrames(renderEmbedPage(kind, searchParams, siteSettings())),
      200,
      PAGE_CACHE,
      embedPageCsp(cspOrigins()),
    );
  }
  try {
    if (servedBy === 'post-card') return await postCardResponse(slug ?? '', search);
    const rootFile = await rootFileResponse(request);
    if (rootFile) return rootFile;
    const found = await findActiveRedirect(pathname);
    if (found) {
      await countHit(found);
      return redirectResponse(found.redirect, search);
    }
    if (servedBy === 'feed') return await feedResponse(request, category);
    if (!isPagePath(pathname)) {
      await logNotFound(request, pathname);
      return html(await renderedNotFoundPage(request), 404, NOT_FOUND_CACHE);
    }
    const page = await renderPublicPage(request, renderContext());
    if (page.response) return page.response;
    if (page.status === 404) await logNotFound(request, pathname);
    const body = page.status === 200 ? await withFirstFrames(page.html ?? '') : (page.html ?? '');
    return html(body, page.status, pageCache(page.status));
  } catch (error) {
    logger.error('Page render failed', { path: pathname, error: String(error) });
    return html(
      '<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>',
      500,
      'no-store',
      // Not the page policy: that reads the settings, which may be what failed.
      FILE_CSP,
    );
  }
}
