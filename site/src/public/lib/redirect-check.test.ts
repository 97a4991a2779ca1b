import { readFileSync } from 'node:fs';
import { apiPath } from '@core/api-routes';
import {
  CACHE_KEY,
  checkPath,
  CLIENT_REDIRECT_TIMING,
  preload,
  PRELOAD_PATHS,
  WORKER_PRELOAD_PATHS,
  type RedirectCheckEnv,
} from './redirect-check';

function fakeEnv(
  answer: (body: { path?: string; paths?: string[] }) => Response | Promise<Response>,
) {
  const store = new Map<string, string>();
  const calls: unknown[] = [];
  let now = 1_000_000;
  const replaced: string[] = [];
  const env: RedirectCheckEnv = {
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { path?: string; paths?: string[] };
      calls.push(body);
      const signal = init?.signal;
      return new Promise((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        void Promise.resolve(answer(body)).then(resolve, reject);
      });
    },
    now: () => now,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    replace: (url) => void replaced.push(url),
    log: () => {},
  };
  return { env, calls, replaced, store, advance: (ms: number) => (now += ms) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('client redirect check', () => {
  afterEach(() => vi.useRealTimers());

  it('replaces the location with the target, keeping the query', async () => {
    const { env, replaced } = fakeEnv(() =>
      json({ found: true, target_path: '/blog/x', status_code: 301 }),
    );
    expect(await checkPath(env, '/articles/x', '?a=1')).toBe('/blog/x?a=1');
    expect(replaced).toEqual(['/blog/x?a=1']);
  });

  it('stays on a non-OK answer and caches it as no redirect for 5 minutes', async () => {
    const { env, calls, replaced, advance } = fakeEnv(() => json({ error: 'x' }, 500));
    expect(await checkPath(env, '/letters')).toBeNull();
    expect(await checkPath(env, '/LETTERS/')).toBeNull();
    expect(calls).toHaveLength(1);
    advance(CLIENT_REDIRECT_TIMING.cacheMs);
    await checkPath(env, '/letters');
    expect(calls).toHaveLength(2);
    expect(replaced).toEqual([]);
  });

  it('reads its cache and sends the lookup in two tasks, not one', async () => {
    let laterTaskRan = false;
    const sentInLaterTask: boolean[] = [];
    const { env } = fakeEnv(() => {
      sentInLaterTask.push(laterTaskRan);
      return json({ found: false });
    });
    const { getItem } = env.storage!;
    env.storage!.getItem = (key) => {
      setTimeout(() => (laterTaskRan = true), 0);
      return getItem(key);
    };
    await checkPath(env, '/letters');
    expect(sentInLaterTask).toEqual([true]);
  });

  it('gives up after 1000 ms (2 s on a post page) and caches that as no redirect', async () => {
    vi.useFakeTimers();
    const { env, calls, store } = fakeEnv(() => new Promise<Response>(() => {}));
    const page = checkPath(env, '/letters');
    await vi.advanceTimersByTimeAsync(999);
    expect(JSON.parse(store.get(CACHE_KEY) ?? '{}')).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(await page).toBeNull();
    expect(Object.keys(JSON.parse(store.get(CACHE_KEY)!))).toEqual(['/letters']);

    const post = checkPath(env, '/blog/slow');
    await vi.advanceTimersByTimeAsync(1999);
    expect(Object.keys(JSON.parse(store.get(CACHE_KEY)!))).toEqual(['/letters']);
    await vi.advanceTimersByTimeAsync(1);
    expect(await post).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('logs a lookup that failed, but not one cut off by its timeout: that is no failure', async () => {
    vi.useFakeTimers();
    const logged: string[] = [];
    const slow = fakeEnv(() => new Promise<Response>(() => {}));
    slow.env.log = (message, error) => void logged.push(`${message} ${String(error)}`);
    const page = checkPath(slow.env, '/letters');
    const batch = preload(slow.env);
    await vi.advanceTimersByTimeAsync(CLIENT_REDIRECT_TIMING.requestTimeoutMs);
    expect(await page).toBeNull();
    await batch;
    expect(logged).toEqual([]);

    vi.useRealTimers();
    const offline = fakeEnv(() => Promise.reject(new TypeError('Failed to fetch')));
    offline.env.log = slow.env.log;
    expect(await checkPath(offline.env, '/letters')).toBeNull();
    expect(logged).toEqual(['Redirect check failed TypeError: Failed to fetch']);
  });

  it('skips /admin paths and paths no redirect can have, without asking', async () => {
    const { env, calls } = fakeEnv(() => json({ found: false }));
    expect(await checkPath(env, '/admin/redirects')).toBeNull();
    expect(await checkPath(env, '/feed.xml')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('does not follow a 404 entry or a redirect to the same path', async () => {
    const { env, replaced } = fakeEnv((body) =>
      body.path === '/images/placeholder-elf'
        ? json({ found: true, target_path: '/404', status_code: 404 })
        : json({ found: true, target_path: '/Same/', status_code: 301 }),
    );
    expect(await checkPath(env, '/images/placeholder-elf')).toBeNull();
    expect(await checkPath(env, '/same')).toBeNull();
    expect(replaced).toEqual([]);
  });

  it('preloads the 15 article paths in one batch; later checks use the cache', async () => {
    const { env, calls, replaced } = fakeEnv((body) =>
      json({
        results: (body.paths ?? []).map((path) => ({
          path,
          found: true,
          target_path: path.replace('/articles/', '/blog/'),
          status_code: 301,
        })),
      }),
    );
    expect(PRELOAD_PATHS).toHaveLength(15);
    expect(WORKER_PRELOAD_PATHS).toEqual(PRELOAD_PATHS.slice(0, 7));
    await preload(env);
    expect(calls).toEqual([{ paths: PRELOAD_PATHS }]);
    await checkPath(env, PRELOAD_PATHS[3]!);
    expect(calls).toHaveLength(1);
    expect(replaced).toEqual([PRELOAD_PATHS[3]!.replace('/articles/', '/blog/')]);
  });
});

describe('the redirect service worker', () => {
  it('looks redirects up at the path the route table declares', () => {
    const worker = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');
    expect(worker).toContain(`const LOOKUP = '${apiPath('handleRedirect')}';`);
  });
});
