import {
  judgeUrl,
  mapWithConcurrency,
  pageIndexing,
  sameUrl,
  summarizeUrlChecks,
  urlCheckRequestSchema,
} from './sitemap-url-check';

const SITE = 'https://elfletter.example';
const page = (head: string) => `<!doctype html><html><head>${head}</head><body>x</body></html>`;

describe('pageIndexing', () => {
  it('finds the canonical link and reads a page as indexable by default', () => {
    expect(pageIndexing(page(`<link rel="canonical" href="${SITE}/about">`), null)).toEqual({
      indexable: true,
      canonical: `${SITE}/about`,
    });
  });

  it.each([
    [page('<meta name="robots" content="noindex, nofollow">'), null],
    [page("<meta content='NOINDEX' name='ROBOTS'>"), null],
    [page('<meta name="googlebot" content="none">'), null],
    [page(''), 'noindex, nofollow'],
    [page(''), 'googlebot: noindex'],
  ])('reads noindex from the robots meta or the X-Robots-Tag header (%#)', (html, header) => {
    expect(pageIndexing(html, header).indexable).toBe(false);
  });

  it('ignores a canonical or robots meta outside the head', () => {
    const html = `<html><head></head><body><meta name="robots" content="noindex"><link rel="canonical" href="/x"></body></html>`;
    expect(pageIndexing(html, null)).toEqual({ indexable: true, canonical: null });
  });
});

describe('sameUrl', () => {
  it('treats a trailing slash as the same page, other paths, hosts and queries as different', () => {
    expect(sameUrl(`${SITE}/blog/`, `${SITE}/blog`)).toBe(true);
    expect(sameUrl(`${SITE}/`, SITE)).toBe(true);
    expect(sameUrl(`${SITE}/blog`, `${SITE}/blog/a`)).toBe(false);
    expect(sameUrl(`${SITE}/blog`, 'https://other.example/blog')).toBe(false);
    expect(sameUrl(`${SITE}/blog?before=1`, `${SITE}/blog`)).toBe(false);
    expect(sameUrl('not a url', `${SITE}/`)).toBe(false);
  });
});

describe('judgeUrl', () => {
  const url = `${SITE}/blog/post`;

  it('passes a 200 page that may be indexed and is its own canonical', () => {
    expect(
      judgeUrl({ url, status: 200, html: page(`<link rel="canonical" href="${url}">`) }),
    ).toMatchObject({ status: 200, indexable: true, canonicalIsSelf: true, problem: null });
  });

  it.each([
    [{ status: 404 }, 'not-found'],
    [{ status: 410 }, 'not-found'],
    [{ status: 301, location: `${SITE}/blog/new` }, 'redirect'],
    [{ status: 308, location: '/blog/new' }, 'redirect'],
    [{ status: 500 }, 'server-error'],
    [{ status: null, error: 'The operation was aborted due to timeout' }, 'unreachable'],
    [{ status: 200, html: page('<meta name="robots" content="noindex">') }, 'noindex'],
    [{ status: 200, robotsHeader: 'noindex' }, 'noindex'],
    [
      { status: 200, html: page(`<link rel="canonical" href="${SITE}/blog/other">`) },
      'canonical-elsewhere',
    ],
  ] as const)('flags %j as %s', (answer, problem) => {
    const result = judgeUrl({ url, ...answer });
    expect(result.problem).toBe(problem);
    if (problem !== 'canonical-elsewhere') expect(result.indexable).toBe(false);
  });

  it('resolves a relative canonical against the page', () => {
    expect(
      judgeUrl({ url, status: 200, html: page('<link rel="canonical" href="/blog/post">') })
        .canonicalIsSelf,
    ).toBe(true);
  });
});

describe('summarizeUrlChecks', () => {
  const ok = (path: string) =>
    judgeUrl({
      url: `${SITE}${path}`,
      status: 200,
      html: page(`<link rel="canonical" href="${SITE}${path}">`),
    });

  it('is a success when every URL passes', () => {
    expect(summarizeUrlChecks([ok('/'), ok('/blog')])).toEqual({
      status: 'success',
      message: 'All 2 URLs answer 200, may be indexed and are their own canonical.',
    });
  });

  it('is a warning naming the 404s, redirects (with their target) and noindex pages', () => {
    const summary = summarizeUrlChecks([
      ok('/'),
      judgeUrl({ url: `${SITE}/gone`, status: 404 }),
      judgeUrl({ url: `${SITE}/old`, status: 301, location: `${SITE}/new` }),
      judgeUrl({
        url: `${SITE}/hidden`,
        status: 200,
        html: page('<meta name="robots" content="noindex">'),
      }),
    ]);
    expect(summary.status).toBe('warning');
    expect(summary.message).toBe(
      `3 of 4 URLs in the sitemap should not be there. not found (4xx): ${SITE}/gone; redirected: ${SITE}/old → ${SITE}/new; marked noindex: ${SITE}/hidden.`,
    );
  });

  it('names five URLs per problem and counts the rest', () => {
    const gone = Array.from({ length: 8 }, (_, i) =>
      judgeUrl({ url: `${SITE}/gone-${i}`, status: 404 }),
    );
    expect(summarizeUrlChecks(gone).message).toMatch(/gone-4 and 3 more\.$/);
  });
});

describe('mapWithConcurrency', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const out = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });
});

describe('urlCheckRequestSchema', () => {
  it('defaults the offset and refuses anything else', () => {
    expect(urlCheckRequestSchema.parse({})).toEqual({ offset: 0 });
    expect(urlCheckRequestSchema.safeParse({ offset: -1 }).success).toBe(false);
    expect(urlCheckRequestSchema.safeParse({ offset: 1.5 }).success).toBe(false);
    expect(urlCheckRequestSchema.safeParse({ url: 'http://evil' }).success).toBe(false);
  });
});
