import { checkSitemapXml, sitemapsMatch } from '@core/site/sitemap';

/** Spec part 1 §9: fetching a sitemap and the waits around the steps. */
export const SITEMAP_FETCH = { attempts: 3, timeoutMs: 5000, retryDelayMs: 300 } as const;
export interface SitemapWaits {
  beforeVerify: number;
  afterGenerate: number;
  afterCopy: number;
}
export const SITEMAP_WAITS: SitemapWaits = {
  beforeVerify: 1000,
  afterGenerate: 2000,
  afterCopy: 2000,
};

/** Spec part 1 §8 "Sitemap": titles and messages, verbatim. */
export const SITEMAP_TEXT = {
  generationFailed: 'Sitemap Generation Failed',
  unknownError: 'Unknown error occurred',
  error: 'Error',
  failedToGenerate: (message: string) => `Failed to generate sitemap: ${message}`,
  copyFailed: 'Copy Failed',
  failedToCopy: (message: string) => `Failed to copy files: ${message}`,
  verificationWarning: 'Verification Warning',
  accessTestFailed: 'Access Test Failed',
  accessTestSuccessful: 'Access Test Successful',
  accessible: (status: number) => `Sitemap is accessible! Status: ${status}`,
  notAccessible: (status: number) => `Sitemap not accessible. Status: ${status}`,
  verificationFailed: (message: string) => `Verification failed: ${message}`,
  errorCopying: 'Error Copying Sitemap Files',
  verificationError: 'Verification Error',
  domainNotAccessible: 'Domain sitemap is not accessible',
  doNotMatch: 'Domain and storage sitemaps do not match',
  completed: 'Verification completed successfully',
  generatedSuccessfully: 'Sitemap Generated Successfully',
  generated: 'Sitemap Generated',
  filesCopied: 'Files Copied Successfully',
  verificationSuccessful: 'Verification Successful',
  filesSaved: 'Sitemap Files Saved',
  notCopied: 'Sitemap files were generated but could not be copied to domain root',
} as const;

export type VerificationStatus = 'idle' | 'in-progress' | 'success' | 'warning' | 'error';

/** Spec part 1 §3: the sitemap verification state. */
export interface SitemapVerification {
  status: VerificationStatus;
  message: string;
  /** ISO time of the last finished verification. */
  lastVerified: string | null;
}

export const IDLE_VERIFICATION: SitemapVerification = {
  status: 'idle',
  message: '',
  lastVerified: null,
};

export const DOMAIN_SITEMAP_PATH = '/sitemap.xml';

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;
export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A URL with a fresh `verify` query, so no cache between here and the file answers. */
export function cacheBusted(url: string, now = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}verify=${now}`;
}

const NO_CACHE: RequestInit = {
  cache: 'no-store',
  headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
};

/**
 * A sitemap's text, tried up to 3 times with a 5 s timeout each and 300 ms between; null with
 * the last status (or null) when every attempt failed.
 */
export async function fetchSitemapText(
  url: string,
  fetcher: Fetcher,
  wait: Sleep = sleep,
): Promise<{ text: string } | { text: null; status: number | null }> {
  let status: number | null = null;
  for (let attempt = 1; attempt <= SITEMAP_FETCH.attempts; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SITEMAP_FETCH.timeoutMs);
    try {
      const response = await fetcher(cacheBusted(url), { ...NO_CACHE, signal: controller.signal });
      status = response.status;
      if (response.ok) return { text: await response.text() };
    } catch {
      // A network error or the timeout: try again.
    } finally {
      clearTimeout(timer);
    }
    if (attempt < SITEMAP_FETCH.attempts) await wait(SITEMAP_FETCH.retryDelayMs);
  }
  return { text: null, status };
}

/**
 * Spec part 1 §4: the domain sitemap must answer, and it and the storage copy must both be valid
 * with as many URLs; otherwise a warning, or an error when the domain's does not answer.
 */
export async function verifySitemaps(
  storageUrl: string,
  fetcher: Fetcher,
  wait: Sleep = sleep,
  now: () => Date = () => new Date(),
): Promise<SitemapVerification> {
  const done = (status: VerificationStatus, message: string): SitemapVerification => ({
    status,
    message,
    lastVerified: now().toISOString(),
  });
  try {
    const domain = await fetchSitemapText(DOMAIN_SITEMAP_PATH, fetcher, wait);
    if (domain.text === null) return done('error', SITEMAP_TEXT.domainNotAccessible);
    const storage = await fetchSitemapText(storageUrl, fetcher, wait);
    const matches =
      storage.text !== null &&
      sitemapsMatch(checkSitemapXml(domain.text), checkSitemapXml(storage.text));
    return matches
      ? done('success', SITEMAP_TEXT.completed)
      : done('warning', SITEMAP_TEXT.doNotMatch);
  } catch (error) {
    return done('error', SITEMAP_TEXT.verificationFailed(errorMessage(error)));
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SITEMAP_TEXT.unknownError;
}

/** Spec part 1 §7: HEAD of the domain sitemap with a verify timestamp; answers the status. */
export async function accessTest(fetcher: Fetcher): Promise<number> {
  const response = await fetcher(cacheBusted(DOMAIN_SITEMAP_PATH), { ...NO_CACHE, method: 'HEAD' });
  return response.status;
}
