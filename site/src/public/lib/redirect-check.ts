/**
 * The client tier of redirects (spec part 2 §4, §9; part 1 §7). The server answers redirects in
 * the first response; this catches what it cannot see: pages a CDN or the browser served from its
 * cache. Loaded after the page is interactive (islands/entry.ts), so
 * none of it adds to the page's blocking time.
 *
 * - On every non-admin page, when the browser is idle (100 ms idle timeout, 10 ms where there is
 *   no requestIdleCallback), the current path is looked up (1000 ms timeout; 2 s on a post page,
 *   part 1 §7). Found: location.replace(target). A non-OK answer or a timeout is cached as "no
 *   redirect" and the visitor stays; a timeout, or the browser cutting the lookup off as the
 *   visitor moves on, is no failure and logs nothing. Answers are cached for 300,000 ms.
 * - 1000 ms after start, 15 article paths are looked up in one batch and cached.
 * - /sw.js is registered; 2000 ms after start it gets a 'preload-redirects' message with 7 paths
 *   (what it does with them: see site/public/sw.js).
 */
import { publicApiPath } from '@core/public-api-routes';
import { BUILTIN_ARTICLE_REDIRECTS } from '@core/redirects/builtin-redirects';
import type { RedirectBatchAnswer, RedirectLookupAnswer } from '@core/redirects/redirect-api';
import { lookupKeyOf } from '@core/redirects/redirect-paths';
import { nextTask } from './next-task';

export const CLIENT_REDIRECT_TIMING = {
  idleTimeoutMs: 100,
  fallbackDelayMs: 10,
  requestTimeoutMs: 1000,
  postRequestTimeoutMs: 2000,
  cacheMs: 300_000,
  preloadAfterMs: 1000,
  workerMessageAfterMs: 2000,
} as const;

const ARTICLE_PATHS = BUILTIN_ARTICLE_REDIRECTS.filter((r) => r.statusCode !== 404).map(
  (r) => r.sourcePath,
);
export const PRELOAD_PATHS = ARTICLE_PATHS.slice(0, 15);
export const WORKER_PRELOAD_PATHS = ARTICLE_PATHS.slice(0, 7);
export const WORKER_MESSAGE = 'preload-redirects';
export const CACHE_KEY = 'elf-redirect-cache';

export interface CachedAnswer {
  target: string | null;
  status: number | null;
  at: number;
}

/** What the check needs of the browser; tests pass fakes. */
export interface RedirectCheckEnv {
  fetch: typeof fetch;
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  replace(url: string): void;
  log(message: string, error: unknown): void;
}

function readCache(env: RedirectCheckEnv): Record<string, CachedAnswer> {
  try {
    const parsed: unknown = JSON.parse(env.storage?.getItem(CACHE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, CachedAnswer>) : {};
  } catch {
    return {};
  }
}

function remember(env: RedirectCheckEnv, entries: Record<string, CachedAnswer>): void {
  const now = env.now();
  const kept = Object.fromEntries(
    Object.entries({ ...readCache(env), ...entries }).filter(
      ([, entry]) => now - entry.at < CLIENT_REDIRECT_TIMING.cacheMs,
    ),
  );
  try {
    env.storage?.setItem(CACHE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the next check asks again.
  }
}

const answerOf = (body: RedirectLookupAnswer, at: number): CachedAnswer =>
  body.found && body.status_code !== 404
    ? { target: body.target_path, status: body.status_code, at }
    : { target: null, status: null, at };

async function post(env: RedirectCheckEnv, body: unknown, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await env.fetch(publicApiPath('handleRedirect'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    return response.ok ? await response.json() : null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a lookup ended by being cut off (its timeout, or the browser as the visitor moved on)
 * rather than by failing: that is the check's own way of giving up, no failure to report.
 */
const wasAborted = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** The current path's redirect, from the cache or the lookup; a failure is cached as none. */
export async function checkPath(
  env: RedirectCheckEnv,
  pathname: string,
  search = '',
): Promise<string | null> {
  const key = lookupKeyOf(pathname);
  if (key === null) return null;
  const cached = readCache(env)[key];
  let answer = cached && env.now() - cached.at < CLIENT_REDIRECT_TIMING.cacheMs ? cached : null;
  if (!answer) {
    // Reading the cache may open the page's storage: the request starts in a task of its own.
    await nextTask();
    const timeout = key.startsWith('/blog/')
      ? CLIENT_REDIRECT_TIMING.postRequestTimeoutMs
      : CLIENT_REDIRECT_TIMING.requestTimeoutMs;
    try {
      const body = (await post(env, { path: pathname }, timeout)) as RedirectLookupAnswer | null;
      answer = body ? answerOf(body, env.now()) : { target: null, status: null, at: env.now() };
    } catch (error) {
      if (!wasAborted(error)) env.log('Redirect check failed', error);
      answer = { target: null, status: null, at: env.now() };
    }
    remember(env, { [key]: answer });
  }
  if (!answer.target || lookupKeyOf(answer.target) === key) return null;
  const target = `${answer.target}${search}`;
  env.replace(target);
  return target;
}

/** Spec §9: the 15 article paths, in one batch, into the cache. */
export async function preload(env: RedirectCheckEnv, paths = PRELOAD_PATHS): Promise<void> {
  try {
    const body = (await post(
      env,
      { paths },
      CLIENT_REDIRECT_TIMING.requestTimeoutMs,
    )) as RedirectBatchAnswer | null;
    if (!body) return;
    const at = env.now();
    remember(
      env,
      Object.fromEntries(
        body.results
          .map((result) => [lookupKeyOf(result.path), answerOf(result, at)] as const)
          .filter((entry): entry is [string, CachedAnswer] => entry[0] !== null),
      ),
    );
  } catch (error) {
    if (!wasAborted(error)) env.log('Redirect preload failed', error);
  }
}

/** Runs `task` when the browser is idle: within 100 ms, or after 10 ms without idle callbacks. */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout: CLIENT_REDIRECT_TIMING.idleTimeoutMs });
  else setTimeout(task, CLIENT_REDIRECT_TIMING.fallbackDelayMs);
}

const browserEnv = (): RedirectCheckEnv => ({
  fetch: (...args) => window.fetch(...args),
  now: () => Date.now(),
  // Read when first used: opening the page's storage takes the browser a moment, better spent in
  // the check's own idle time than in the task that starts the checks.
  get storage() {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  },
  replace: (url) => window.location.replace(url),
  log: (message, error) => console.warn(message, error),
});

/**
 * Starts the client tier on a page (islands/entry.ts): the check of this page's path, the
 * preload, and the service worker.
 */
export function startRedirectChecks(): void {
  const env = browserEnv();
  whenIdle(() => void checkPath(env, window.location.pathname, window.location.search));
  setTimeout(() => void preload(env), CLIENT_REDIRECT_TIMING.preloadAfterMs);
  if (!('serviceWorker' in navigator)) return;
  // Registering asks the browser to fetch and start the worker: its own idle task, not the check's.
  whenIdle(
    () =>
      void navigator.serviceWorker
        .register('/sw.js')
        .catch((error: unknown) => env.log('No /sw.js', error)),
  );
  setTimeout(() => {
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: WORKER_MESSAGE, paths: WORKER_PRELOAD_PATHS }),
    );
  }, CLIENT_REDIRECT_TIMING.workerMessageAfterMs);
}
