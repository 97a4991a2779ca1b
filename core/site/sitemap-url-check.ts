import { z } from 'zod';

/**
 * "Check every URL" (beyond the spec): each URL the published sitemap lists is fetched through the
 * real server, and the sitemap is only as good as its worst URL. A crawler that finds a 404, a
 * redirect or a noindex page in a sitemap trusts the rest of it less.
 */

/** URLs checked per request: the dashboard calls again with `offset` until `nextOffset` is null. */
export const URL_CHECK_BATCH = 100;
/** Fetches running at once, so a check does not crowd out the site's visitors. */
export const URL_CHECK_CONCURRENCY = 6;
/** A page slower than this counts as failed. */
export const URL_CHECK_TIMEOUT_MS = 10_000;
/** Bytes of a page read to find its robots meta and canonical link (they sit in the head). */
export const URL_CHECK_MAX_HTML_BYTES = 512 * 1024;

/** The check's refusal while the domain root has no sitemap (409). */
export const SITEMAP_NOT_PUBLISHED =
  'There is no sitemap at the domain root yet: generate it and copy it to the root first.';

export const urlCheckRequestSchema = z.strictObject({
  offset: z.number().int().min(0).max(10_000_000).default(0),
});
export type UrlCheckRequest = z.input<typeof urlCheckRequestSchema>;

export type UrlProblem =
  | 'not-found'
  | 'redirect'
  | 'noindex'
  | 'server-error'
  | 'unreachable'
  | 'canonical-elsewhere'
  | 'not-same-origin';

export interface UrlCheckResult {
  url: string;
  /** The HTTP status, or null when no answer came (timeout, network error). */
  status: number | null;
  /** Where a redirect points. */
  location: string | null;
  indexable: boolean;
  canonical: string | null;
  canonicalIsSelf: boolean;
  problem: UrlProblem | null;
  /** Why no answer came. */
  error: string | null;
}

export interface UrlCheckBatch {
  /** URLs the sitemap lists, its parts included. */
  total: number;
  offset: number;
  results: UrlCheckResult[];
  nextOffset: number | null;
}

/** The attribute values of the tags named `tag` in an HTML head, lower-cased names. */
function tagsOf(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const pattern = new RegExp(`<${tag}\\b([^>]*)>`, 'gi');
  for (const match of html.matchAll(pattern)) {
    const attributes: Record<string, string> = {};
    for (const attr of match[1]!.matchAll(
      /([a-zA-Z-:]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g,
    )) {
      attributes[attr[1]!.toLowerCase()] = (attr[3] ?? attr[4] ?? attr[5] ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'");
    }
    found.push(attributes);
  }
  return found;
}

const hasNoindex = (value: string | null | undefined) =>
  !!value &&
  value
    .toLowerCase()
    .split(',')
    .some((part) => ['noindex', 'none'].includes(part.trim().split(':').pop()!.trim()));

/** What a page says about itself: whether it may be indexed, and its canonical URL. */
export function pageIndexing(
  html: string,
  robotsHeader: string | null,
): { indexable: boolean; canonical: string | null } {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const metaNoindex = tagsOf(head, 'meta').some(
    (meta) =>
      ['robots', 'googlebot'].includes(meta.name?.toLowerCase() ?? '') && hasNoindex(meta.content),
  );
  const canonical =
    tagsOf(head, 'link').find((link) =>
      (link.rel ?? '').toLowerCase().split(/\s+/).includes('canonical'),
    )?.href ?? null;
  return { indexable: !metaNoindex && !hasNoindex(robotsHeader), canonical };
}

/** Two URLs name the same page (a trailing slash and the fragment aside). */
export function sameUrl(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    const path = (u: URL) => u.pathname.replace(/(.)\/$/, '$1');
    return x.origin === y.origin && path(x) === path(y) && x.search === y.search;
  } catch {
    return false;
  }
}

/** The verdict on one URL from what its fetch answered. */
export function judgeUrl(input: {
  url: string;
  status: number | null;
  location?: string | null;
  html?: string;
  robotsHeader?: string | null;
  error?: string | null;
}): UrlCheckResult {
  const base = {
    url: input.url,
    status: input.status,
    location: input.location ?? null,
    error: input.error ?? null,
  };
  if (input.status === null)
    return {
      ...base,
      indexable: false,
      canonical: null,
      canonicalIsSelf: false,
      problem: 'unreachable',
    };
  const { indexable, canonical } =
    input.status >= 200 && input.status < 300
      ? pageIndexing(input.html ?? '', input.robotsHeader ?? null)
      : { indexable: false, canonical: null };
  const canonicalIsSelf =
    canonical !== null && sameUrl(new URL(canonical, input.url).href, input.url);
  const problem: UrlProblem | null =
    input.status >= 300 && input.status < 400
      ? 'redirect'
      : input.status >= 500
        ? 'server-error'
        : input.status >= 400
          ? 'not-found'
          : !indexable
            ? 'noindex'
            : canonical !== null && !canonicalIsSelf
              ? 'canonical-elsewhere'
              : null;
  return { ...base, indexable, canonical, canonicalIsSelf, problem };
}

const PROBLEM_WORDS: Record<UrlProblem, string> = {
  'not-found': 'not found (4xx)',
  redirect: 'redirected',
  noindex: 'marked noindex',
  'server-error': 'server error (5xx)',
  unreachable: 'no answer',
  'canonical-elsewhere': 'canonical points elsewhere',
  'not-same-origin': 'not on this site',
};
export const problemWords = (problem: UrlProblem) => PROBLEM_WORDS[problem];

/** URLs named in the summary per kind of problem; the list below it shows all. */
const NAMED_PER_PROBLEM = 5;

/** The check's verdict: success when every URL is a 200, indexable page that is its own canonical. */
export function summarizeUrlChecks(results: readonly UrlCheckResult[]): {
  status: 'success' | 'warning';
  message: string;
} {
  const failing = results.filter((r) => r.problem !== null);
  if (failing.length === 0)
    return {
      status: 'success',
      message: `All ${results.length} URLs answer 200, may be indexed and are their own canonical.`,
    };
  const byProblem = new Map<UrlProblem, UrlCheckResult[]>();
  for (const result of failing) {
    byProblem.set(result.problem!, [...(byProblem.get(result.problem!) ?? []), result]);
  }
  const parts = [...byProblem].map(([problem, list]) => {
    const named = list
      .slice(0, NAMED_PER_PROBLEM)
      .map((r) => (problem === 'redirect' && r.location ? `${r.url} → ${r.location}` : r.url));
    const more =
      list.length > NAMED_PER_PROBLEM ? ` and ${list.length - NAMED_PER_PROBLEM} more` : '';
    return `${PROBLEM_WORDS[problem]}: ${named.join(', ')}${more}`;
  });
  return {
    status: 'warning',
    message: `${failing.length} of ${results.length} URLs in the sitemap should not be there. ${parts.join('; ')}.`,
  };
}

/** Runs `task` over `items`, at most `limit` at a time, answers in the items' order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
