import type { AuditEntry } from '@core/admin/audit';
import type { AnalyticsData, Post, ToolName, ToolStats } from '@core/models';
import {
  noMethodFigures,
  TOOL_PAGES_PAGE_SIZE,
  type MethodFigures,
  type ToolPageRow,
} from '@core/generators/tool-pages';
import {
  noResultFigures,
  spreadOf,
  TOP_RESULTS,
  type ResultFigure,
  type ResultFigures,
  type ToolResultRow,
} from '@core/results/result-sharing';
import { ROBOTS_BLOCKS_SITE_MESSAGE, robotsBlocksWholeSite, robotsTxt } from '@core/site/robots';
import { buildSitemapFiles, checkSitemapXml, publicSitemapUrls } from '@core/site/sitemap';
import { COPY_SITEMAP_NOT_GENERATED } from '@core/site/sitemap-api';
import {
  judgeUrl,
  SITEMAP_NOT_PUBLISHED,
  URL_CHECK_BATCH,
  type UrlCheckResult,
} from '@core/site/sitemap-url-check';
import { AdminApiError } from '../data/admin-api';
import type { AdminData } from '../data/admin-data';
import {
  inMemoryContent,
  type ContentSeed,
  type InMemoryContentOptions,
} from './in-memory-content';
import { inMemoryActivity } from './in-memory-activity';
import { inMemoryBackup, type InMemoryBackupOptions } from './in-memory-backup';
import { inMemoryImages, type InMemoryImagesSeed } from './in-memory-images';
import { inMemoryRedirects, type InMemoryRedirectsSeed } from './in-memory-redirects';
import { inMemoryPosts, type InMemoryPostsSeed } from './in-memory-posts';
import { inMemoryRootFiles, type InMemoryRootFilesSeed } from './in-memory-root-files';
import { inMemoryNewsletter, type InMemoryNewsletterSeed } from './in-memory-newsletter';
import { inMemorySubscribers, type InMemorySubscribersSeed } from './in-memory-subscribers';

/**
 * AdminData kept in memory, for component tests and stories: the screens' behaviour without a
 * backend. The stores with a contract suite (contracts/, docs/testing.md) behave as the server
 * does; the rest answer as the screens need.
 */
export function inMemoryAdminData(
  seed: {
    analytics?: () => Promise<AnalyticsData>;
    /** Each tool's figures; its results' figures are 0 unless given. */
    toolStats?: (Omit<ToolStats, ResultFigure> & Partial<ResultFigures>)[];
    /** Each tool's counted results, in any order (answered most spread first, as the server does). */
    toolResults?: Partial<Record<ToolName, ToolResultRow[]>>;
    /** Each tool's embedding pages, in the order the server answers them (newest first). */
    toolPages?: Partial<Record<ToolName, ToolPageRow[]>>;
    /** Each tool's impressions and uses per embed method (none by default). */
    toolMethods?: Partial<Record<ToolName, MethodFigures>>;
    content?: ContentSeed;
    /**
     * How the sitemap calls fail, for the error states; the domain answers 404 before a copy.
     * `urlAnswers` are what the URL check finds at a path (a 200 page by default);
     * `urlCheckBatch` how many URLs one check request answers (the server's by default).
     */
    sitemap?: {
      urlCheckBatch?: number;
      generateError?: string;
      copyError?: string;
      checkError?: string;
      urlAnswers?: Record<string, Omit<Parameters<typeof judgeUrl>[0], 'url'>>;
    };
    /** Audit log entries (the in-memory writes record none). */
    activity?: AuditEntry[];
    redirects?: InMemoryRedirectsSeed;
    rootFiles?: InMemoryRootFilesSeed;
    images?: InMemoryImagesSeed;
    backup?: InMemoryBackupOptions;
    subscribers?: InMemorySubscribersSeed;
    newsletter?: InMemoryNewsletterSeed;
  } & InMemoryPostsSeed &
    InMemoryContentOptions = {},
) {
  const { content, settings, imports: contentImports } = inMemoryContent(seed.content, seed);
  const redirects = inMemoryRedirects(seed.redirects);
  // One imports API over both stores, as the server has one for every kind.
  const imports: typeof contentImports = {
    ...contentImports,
    undo: async (id) => redirects.undoImport(id) ?? contentImports.undo(id),
  };
  const posts = inMemoryPosts(seed);
  const images = inMemoryImages(seed.images);
  // The public site's files by path: what generate stores and copy publishes at the root.
  const files = new Map<string, string>();
  let robotsExtra = '';
  const SITEMAP_AT = '/media/public/site-files/sitemap.xml';
  const ROBOTS_AT = '/media/public/site-files/robots.txt';
  return {
    content,
    settings,
    imports,
    activity: inMemoryActivity(seed.activity ?? []),
    posts,
    analytics:
      seed.analytics ??
      (async () => ({
        totalPosts: posts.all().length,
        publishedPosts: posts.all().filter((p) => p.published).length,
        draftPosts: posts.all().filter((p) => !p.published).length,
        totalViews: 0,
        totalClicks: 0,
        ctr: 0,
        topPosts: [],
        monthlyData: [],
      })),
    toolStats: async (tools) =>
      tools.map((toolName) => ({
        toolName,
        totalUsage: 0,
        postEmbeds: 0,
        lastUsed: null,
        ...noResultFigures(),
        ...seed.toolStats?.find((s) => s.toolName === toolName),
      })),
    toolResults: async (tool) => ({
      results: [...(seed.toolResults?.[tool] ?? [])]
        .sort((a, b) => spreadOf(b) - spreadOf(a))
        .slice(0, TOP_RESULTS),
    }),
    // The cursor is the index of the next row.
    toolPages: async (tool, after) => {
      const all = seed.toolPages?.[tool] ?? [];
      const start = after ? Number(after) : 0;
      const end = start + TOOL_PAGES_PAGE_SIZE;
      return {
        pages: all.slice(start, end),
        methods: seed.toolMethods?.[tool] ?? noMethodFigures(),
        nextAfter: end < all.length ? String(end) : null,
      };
    },
    uploadImage: images.upload,
    sitemap: {
      generate: async () => {
        if (seed.sitemap?.generateError) throw new AdminApiError(seed.sitemap.generateError, 500);
        const origin = 'https://elfletter.example';
        const urls = publicSitemapUrls({
          origin,
          posts: posts.all().filter((p) => p.published),
        });
        files.set(SITEMAP_AT, buildSitemapFiles(urls, { origin })[0]!.xml);
        files.set(ROBOTS_AT, robotsTxt({ origin, extraLines: robotsExtra }));
        return {
          success: true,
          message: `Sitemap generated with ${urls.length} URLs`,
          sitemapUrl: SITEMAP_AT,
          robotsUrl: ROBOTS_AT,
          urlCount: urls.length,
        };
      },
      copy: async (urls) => {
        if (seed.sitemap?.copyError) throw new AdminApiError(seed.sitemap.copyError, 409);
        const pathOf = (url: string) => new URL(url, 'http://site.invalid').pathname;
        if (pathOf(urls.sitemapUrl) !== SITEMAP_AT || pathOf(urls.robotsUrl) !== ROBOTS_AT)
          throw new AdminApiError(COPY_SITEMAP_NOT_GENERATED, 400);
        files.set('/sitemap.xml', files.get(urls.sitemapUrl) ?? '');
        files.set('/robots.txt', files.get(urls.robotsUrl) ?? '');
        return { success: true, message: 'Copied 2 files to the domain root' };
      },
      robots: async () => ({ extraLines: robotsExtra }),
      saveRobots: async ({ extraLines }) => {
        if (robotsBlocksWholeSite(extraLines))
          throw new AdminApiError(ROBOTS_BLOCKS_SITE_MESSAGE, 400);
        robotsExtra = extraLines;
        return { extraLines };
      },
      checkUrls: async (offset) => {
        if (seed.sitemap?.checkError) throw new AdminApiError(seed.sitemap.checkError, 409);
        const sitemap = checkSitemapXml(files.get('/sitemap.xml') ?? '');
        if (!sitemap.valid) throw new AdminApiError(SITEMAP_NOT_PUBLISHED, 409);
        const slice = sitemap.locs.slice(
          offset,
          offset + (seed.sitemap?.urlCheckBatch ?? URL_CHECK_BATCH),
        );
        const results = slice.map((url): UrlCheckResult => {
          const answer = seed.sitemap?.urlAnswers?.[new URL(url).pathname];
          return judgeUrl(
            answer
              ? { url, ...answer }
              : { url, status: 200, html: `<head><link rel="canonical" href="${url}"></head>` },
          );
        });
        const end = offset + slice.length;
        return {
          total: sitemap.locs.length,
          offset,
          results,
          nextOffset: end < sitemap.locs.length ? end : null,
        };
      },
      fetchPublic: async (url: string, init?: RequestInit) => {
        const text = files.get(url.split('?')[0]!);
        if (text === undefined) return new Response('Not found', { status: 404 });
        return new Response(init?.method === 'HEAD' ? null : text, { status: 200 });
      },
    },
    redirects,
    rootFiles: inMemoryRootFiles(seed.rootFiles),
    images,
    backup: inMemoryBackup(seed.backup),
    subscribers: inMemorySubscribers(seed.subscribers),
    newsletter: inMemoryNewsletter(seed.newsletter),
  } satisfies AdminData & { posts: AdminData['posts'] & { all(): Post[] } };
}
