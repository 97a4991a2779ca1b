/** The sitemap and robots.txt: generated in storage, published at the root, checked (spec part 1 §7). */
import type { User } from 'firebase/auth';
import { apiPath } from '@core/api-routes';
import type { RobotsSettings } from '@core/site/robots';
import type {
  CopySitemapRequest,
  CopySitemapResponse,
  GenerateSitemapResponse,
} from '@core/site/sitemap-api';
import type { UrlCheckBatch } from '@core/site/sitemap-url-check';
import { callAdminApi, jsonRequest } from './admin-api';

export interface SitemapStore {
  /** Builds sitemap.xml and robots.txt in storage. */
  generate(): Promise<GenerateSitemapResponse>;
  /** Publishes the generated files at the domain root. */
  copy(urls: CopySitemapRequest): Promise<CopySitemapResponse>;
  /** Fetches a file of the public site (the verification reads what crawlers read). */
  fetchPublic(url: string, init?: RequestInit): Promise<Response>;
  /** The admin's own lines of robots.txt (settings/robots). */
  robots(): Promise<RobotsSettings>;
  /** Saves them; the server refuses lines that hide the whole site and republishes robots.txt. */
  saveRobots(settings: RobotsSettings): Promise<RobotsSettings>;
  /** The published sitemap's URLs from `offset` on, fetched and judged by the server. */
  checkUrls(offset: number): Promise<UrlCheckBatch>;
}

export function apiSitemapStore(user: () => User | null): SitemapStore {
  const robotsPath = apiPath('settings', { name: 'robots' });
  return {
    generate: () =>
      callAdminApi(
        user(),
        apiPath('generateSitemap'),
        jsonRequest({
          timestamp: Date.now(),
          random: Math.random().toString(36).slice(2),
          forceRefresh: true,
        }),
      ),
    copy: (urls) => callAdminApi(user(), apiPath('copySitemapFiles'), jsonRequest(urls)),
    fetchPublic: (url, init) => fetch(url, init),
    robots: async () =>
      (
        await callAdminApi<{ settings: RobotsSettings }>(user(), robotsPath, {
          cache: 'no-store',
        })
      ).settings,
    saveRobots: async (settings) =>
      (
        await callAdminApi<{ settings: RobotsSettings }>(
          user(),
          robotsPath,
          jsonRequest(settings, 'PUT'),
        )
      ).settings,
    checkUrls: (offset) =>
      callAdminApi(user(), apiPath('checkSitemapUrls'), jsonRequest({ offset })),
  };
}
