import { logger } from 'firebase-functions';
import { mediaUrl } from '@core/images/media-url';
import {
  COPY_SITEMAP_NOT_GENERATED,
  copySitemapRequestSchema,
  generateSitemapRequestSchema,
} from '@core/site/sitemap-api';
import type { CopySitemapResponse, GenerateSitemapResponse } from '@core/site/sitemap-api';
import { adminJson, requireAdminActor } from '../admin-request';
import { errorJson } from '../fetch-adapter';
import { readJsonBody } from '../request-body';
import {
  copySitemapFilesToRoot,
  GENERATED_PREFIX,
  generateSitemapFiles,
  ROBOTS_NAME,
  SitemapNotGenerated,
} from '../../sitemap/sitemap-files';

const MAX_BODY = 4 * 1024;

/** POST /api/generate-sitemap (admin): builds sitemap.xml and robots.txt in storage. */
export async function generateSitemapHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const body = await readJsonBody(request, generateSitemapRequestSchema, { maxBytes: MAX_BODY });
  if (body instanceof Response) return body;
  const generated = await generateSitemapFiles();
  logger.info('Sitemap generated', { by: actor.uid, urls: generated.urlCount });
  const answer: GenerateSitemapResponse = {
    success: true,
    message: `Sitemap generated with ${generated.urlCount} URLs`,
    sitemapUrl: generated.sitemapUrl,
    robotsUrl: generated.robotsUrl,
    urlCount: generated.urlCount,
  };
  return adminJson(answer);
}

/** The path of a URL given as absolute or site-relative; null when it is neither. */
function pathOf(url: string): string | null {
  try {
    return new URL(url, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * POST /api/copy-sitemap-files (admin): publishes the generated files at the domain root. Only
 * the URLs generate-sitemap answers are taken: nothing a caller names is ever fetched.
 */
export async function copySitemapFilesHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const body = await readJsonBody(request, copySitemapRequestSchema, { maxBytes: MAX_BODY });
  if (body instanceof Response) return body;
  if (
    pathOf(body.sitemapUrl) !== mediaUrl(`${GENERATED_PREFIX}sitemap.xml`) ||
    pathOf(body.robotsUrl) !== mediaUrl(`${GENERATED_PREFIX}${ROBOTS_NAME}`)
  ) {
    return errorJson(400, COPY_SITEMAP_NOT_GENERATED);
  }
  try {
    const count = await copySitemapFilesToRoot();
    logger.info('Sitemap files copied to the domain root', { by: actor.uid, files: count });
    const answer: CopySitemapResponse = {
      success: true,
      message: `Copied ${count} files to the domain root`,
    };
    return adminJson(answer);
  } catch (error) {
    if (error instanceof SitemapNotGenerated) return errorJson(409, error.message);
    throw error;
  }
}
