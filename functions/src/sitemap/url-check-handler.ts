import { logger } from 'firebase-functions';
import { checkSitemapXml } from '@core/sitemap';
import {
  judgeUrl,
  mapWithConcurrency,
  URL_CHECK_BATCH,
  URL_CHECK_CONCURRENCY,
  URL_CHECK_MAX_HTML_BYTES,
  URL_CHECK_TIMEOUT_MS,
  urlCheckRequestSchema,
  type UrlCheckBatch,
  type UrlCheckResult,
} from '@core/sitemap-url-check';
import { adminJson, requireAdminActor } from '../admin-content/admin-request';
import { blobStore } from '../blob/blob-store-from-env';
import { errorJson } from '../http/fetch-adapter';
import { readJsonBody } from '../http/request-body';
import { siteSettings } from '../platform/config';
import { ROOT_PREFIX, SITEMAP_NAME } from './sitemap-files';

/**
 * Where the site is fetched: its own address, or (in the emulators) the local Hosting server that
 * stands in for it. Only paths of our own sitemap are ever appended to it.
 */
function fetchOrigin(): string {
  return process.env.SITE_FETCH_ORIGIN || siteSettings().siteUrl;
}

/** Fetches at once: URL_CHECK_CONCURRENCY, or URL_CHECK_CONCURRENCY from the environment. */
function concurrency(): number {
  const configured = Number(process.env.URL_CHECK_CONCURRENCY);
  return Number.isInteger(configured) && configured > 0 ? configured : URL_CHECK_CONCURRENCY;
}

export class SitemapNotPublished extends Error {
  constructor() {
    super('There is no sitemap at the domain root yet: generate it and copy it to the root first.');
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

/** The first bytes of a body (a page's head is at its start), the rest left unread. */
async function bodyStart(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < URL_CHECK_MAX_HTML_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).toString('utf8');
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
  try {
    const response = await fetch(`${fetchOrigin()}${target.pathname}${target.search}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(URL_CHECK_TIMEOUT_MS),
      headers: { 'user-agent': 'elf-tradition-sitemap-check', accept: 'text/html' },
    });
    const location = response.headers.get('location');
    const isHtml = (response.headers.get('content-type') ?? '').includes('html');
    const html = response.ok && isHtml ? await bodyStart(response) : '';
    if (!html) await response.body?.cancel().catch(() => {});
    return judgeUrl({
      url,
      status: response.status,
      // A redirect names its target on the site's own origin, as visitors see it.
      location: location ? new URL(location, url).href.replace(fetchOrigin(), origin) : null,
      html,
      robotsHeader: response.headers.get('x-robots-tag'),
    });
  } catch (error) {
    return judgeUrl({ url, status: null, error: String(error) });
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
