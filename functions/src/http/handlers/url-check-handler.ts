import { logger } from 'firebase-functions';
import { checkSitemapXml } from '@core/site/sitemap';
import {
  judgeUrl,
  mapWithConcurrency,
  SITEMAP_NOT_PUBLISHED,
  URL_CHECK_BATCH,
  URL_CHECK_CONCURRENCY,
  URL_CHECK_MAX_HTML_BYTES,
  URL_CHECK_TIMEOUT_MS,
  urlCheckRequestSchema,
  type UrlCheckBatch,
  type UrlCheckResult,
} from '@core/site/sitemap-url-check';
import { adminJson, requireAdminActor } from '../admin-request';
import { blobStore } from '../../blob/blob-store-from-env';
import { errorJson } from '../fetch-adapter';
import { readJsonBody } from '../request-body';
import { FetchRefused, guardedFetch, hostKey } from '../../platform/safe-fetch';
import { serverSettings, siteSettings } from '../../platform/config';
import { ROOT_PREFIX, SITEMAP_NAME } from '../../sitemap/sitemap-files';

/**
 * Where the site is fetched: its own address, or (in the emulators) the local Hosting server that
 * stands in for it. Only paths of our own sitemap are ever appended to it.
 */
function fetchOrigin(): string {
  return serverSettings().siteFetchOrigin ?? siteSettings().siteUrl;
}

const concurrency = () => serverSettings().urlCheckConcurrency ?? URL_CHECK_CONCURRENCY;

export class SitemapNotPublished extends Error {
  constructor() {
    super(SITEMAP_NOT_PUBLISHED);
  }
}

/** Every URL the published sitemap lists, the parts of an index included. */
export async function publishedSitemapUrls(): Promise<string[]> {
  const store = blobStore();
  const read = async (name: string) => {
    const file = await store.get(`${ROOT_PREFIX}${name}`);
    return file ? checkSitemapXml(file.bytes.toString('utf8')) : null;
  };
  const root = await read('sitemap.xml');
  if (!root?.valid) throw new SitemapNotPublished();
  if (root.kind === 'urlset') return root.locs;
  const origin = siteSettings().siteUrl;
  const urls: string[] = [];
  for (const loc of root.locs) {
    const name = loc.startsWith(`${origin}/`) ? loc.slice(origin.length + 1) : '';
    // Only our own parts are read: the index is our file, but nothing it names is trusted blindly.
    const part = SITEMAP_NAME.test(name) && name !== 'sitemap.xml' ? await read(name) : null;
    if (part?.valid && part.kind === 'urlset') urls.push(...part.locs);
  }
  return urls;
}

/** Fetches one listed URL through the real server, as a crawler would (redirects not followed). */
async function checkUrl(url: string): Promise<UrlCheckResult> {
  const origin = siteSettings().siteUrl;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ...judgeUrl({ url, status: null, error: 'Not a URL' }), problem: 'not-same-origin' };
  }
  if (target.origin !== origin)
    return {
      ...judgeUrl({ url, status: null, error: `Not on ${origin}` }),
      problem: 'not-same-origin',
    };
  const fetchFrom = fetchOrigin();
  try {
    const response = await guardedFetch(`${fetchFrom}${target.pathname}${target.search}`, {
      maxBytes: URL_CHECK_MAX_HTML_BYTES,
      // A page's head is at its start: the rest is left unread.
      overflow: 'truncate',
      timeoutMs: URL_CHECK_TIMEOUT_MS,
      maxRedirects: 0,
      headers: { 'user-agent': 'elf-tradition-sitemap-check', accept: 'text/html' },
      // The configured origin, wherever it is (the local Hosting server under the emulators).
      allowHosts: new Set([hostKey(fetchFrom)]),
    });
    const { location, 'content-type': contentType, 'x-robots-tag': robots } = response.headers;
    const ok = response.status >= 200 && response.status <= 299;
    const html = ok && (contentType ?? '').includes('html') ? response.bytes.toString('utf8') : '';
    return judgeUrl({
      url,
      status: response.status,
      // A redirect names its target on the site's own origin, as visitors see it.
      location: location ? new URL(location, url).href.replace(fetchFrom, origin) : null,
      html,
      robotsHeader: Array.isArray(robots) ? robots.join(', ') : (robots ?? null),
    });
  } catch (error) {
    return judgeUrl({
      url,
      status: null,
      error: error instanceof FetchRefused ? error.message : String(error),
    });
  }
}

/**
 * POST /api/check-sitemap-urls (admin) {offset}: fetches the next URL_CHECK_BATCH URLs of the
 * published sitemap, a few at a time, and answers each one's verdict. Nothing a
 * caller names is fetched: only the sitemap's own URLs, and only on the site's origin.
 */
export async function checkSitemapUrlsHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const body = await readJsonBody(request, urlCheckRequestSchema, { maxBytes: 1024 });
  if (body instanceof Response) return body;
  let urls: string[];
  try {
    urls = await publishedSitemapUrls();
  } catch (error) {
    if (error instanceof SitemapNotPublished) return errorJson(409, error.message);
    throw error;
  }
  const slice = urls.slice(body.offset, body.offset + URL_CHECK_BATCH);
  const results = await mapWithConcurrency(slice, concurrency(), checkUrl);
  const end = body.offset + slice.length;
  logger.info('Sitemap URLs checked', { by: actor.uid, from: body.offset, to: end });
  const answer: UrlCheckBatch = {
    total: urls.length,
    offset: body.offset,
    results,
    nextOffset: end < urls.length ? end : null,
  };
  return adminJson(answer);
}
