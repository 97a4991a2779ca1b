import { urlsetXml } from '@core/site/sitemap';
import {
  accessTest,
  fetchSitemapText,
  SITEMAP_TEXT,
  verifySitemaps,
  type Fetcher,
} from './sitemap-verification';

const noWait = async () => {};
const NOW = new Date('2026-11-22T10:00:00.000Z');
const xml = (count: number) =>
  urlsetXml(Array.from({ length: count }, (_, i) => ({ loc: `https://x.example/${i}` })));

/** A site answering each path from a table; every request is recorded. */
function site(answers: Record<string, (() => Response) | undefined>) {
  const requests: { url: string; init?: RequestInit }[] = [];
  const fetcher: Fetcher = async (url, init) => {
    requests.push({ url, init });
    const answer = answers[url.split('?')[0]!];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  };
  return { fetcher, requests };
}

const STORAGE = '/media/public/site-files/sitemap.xml';

describe('fetchSitemapText', () => {
  it('tries 3 times, 300 ms apart, past caches, then gives the last status', async () => {
    const waits: number[] = [];
    const { fetcher, requests } = site({ '/sitemap.xml': () => new Response('', { status: 503 }) });
    const result = await fetchSitemapText('/sitemap.xml', fetcher, async (ms) => {
      waits.push(ms);
    });
    expect(result).toEqual({ text: null, status: 503 });
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([300, 300]);
    expect(requests[0]!.url).toMatch(/^\/sitemap\.xml\?verify=\d+$/);
    expect(requests[0]!.init).toMatchObject({ cache: 'no-store' });
  });

  it('answers the text as soon as an attempt succeeds', async () => {
    let calls = 0;
    const fetcher: Fetcher = async () =>
      ++calls < 2 ? Promise.reject(new TypeError('network')) : new Response('<urlset/>');
    expect(await fetchSitemapText('/sitemap.xml', fetcher, noWait)).toEqual({ text: '<urlset/>' });
    expect(calls).toBe(2);
  });
});

describe('verifySitemaps', () => {
  const verify = (fetcher: Fetcher) => verifySitemaps(STORAGE, fetcher, noWait, () => NOW);

  it('succeeds when both are valid with as many URLs', async () => {
    const { fetcher } = site({
      '/sitemap.xml': () => new Response(xml(3)),
      [STORAGE]: () => new Response(`junk before ${xml(3)}`),
    });
    expect(await verify(fetcher)).toEqual({
      status: 'success',
      message: SITEMAP_TEXT.completed,
      lastVerified: NOW.toISOString(),
    });
  });

  it('warns when the counts differ, or either is invalid or missing', async () => {
    for (const [domain, storage] of [
      [xml(3), xml(4)],
      ['<html>oops</html>', xml(1)],
      [xml(1), null],
    ] as const) {
      const { fetcher } = site({
        '/sitemap.xml': () => new Response(domain),
        [STORAGE]:
          storage === null ? () => new Response('', { status: 404 }) : () => new Response(storage),
      });
      expect(await verify(fetcher)).toMatchObject({
        status: 'warning',
        message: SITEMAP_TEXT.doNotMatch,
      });
    }
  });

  it('is an error when the domain sitemap does not answer', async () => {
    const { fetcher } = site({ [STORAGE]: () => new Response(xml(1)) });
    expect(await verify(fetcher)).toMatchObject({
      status: 'error',
      message: 'Domain sitemap is not accessible',
    });
  });
});

describe('accessTest', () => {
  it('sends a HEAD with a verify timestamp and answers the status', async () => {
    const { fetcher, requests } = site({
      '/sitemap.xml': () => new Response(null, { status: 200 }),
    });
    expect(await accessTest(fetcher)).toBe(200);
    expect(requests[0]).toMatchObject({ init: { method: 'HEAD' } });
    expect(requests[0]!.url).toMatch(/verify=\d+/);
  });
});
