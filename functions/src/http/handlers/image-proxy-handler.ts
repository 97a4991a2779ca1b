import { logger } from 'firebase-functions';
import { IMAGE_PROXY_LIMITS, type ImageProxyResponse } from '@core/images/image-library';
import { imageProxyRequestSchema } from '@core/images/image-proxy-api';
import { IMAGE_FOLDERS } from '@core/images/image-upload';
import { adminJson, readAdminInput, requireAdminActor } from '../admin-request';
import { errorJson } from '../fetch-adapter';
import { serverSettings } from '../../platform/config';
import { storeLibraryImage } from '../../images/image-library-store';
import { ImageRejected } from '../../images/reencode-image';
import { reencodeWithinBudget } from '../../images/reencode-within-budget';
import { FetchRefused, safeFetch } from '../../platform/safe-fetch';

/**
 * POST /api/image-proxy {url, base64?, blogTitle?, alt?, title?} (admin): fetches the image on the
 * server through safeFetch (public addresses only, checked on every redirect and on the connected
 * socket; 10 s and 5 MB at most), decodes and re-encodes it as the upload does, stores it as
 * blog_images/inline/image_{timestamp}.webp with its library record, and answers 201
 * {url, path, contentType, size, image}. The browser never fetches the image itself, so no
 * cross-origin rule stands in the way.
 */
export async function imageProxyHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const input = await readAdminInput(request, imageProxyRequestSchema, 16 * 1024);
  if (input instanceof Response) return input;
  const { url, blogTitle, alt, title } = input;

  let fetched;
  try {
    fetched = await safeFetch(url, {
      ...IMAGE_PROXY_LIMITS,
      headers: { accept: 'image/*', 'user-agent': 'ElfLetter-ImageProxy/1.0' },
      allowHosts: new Set(serverSettings().imageProxyTestAllowHosts),
    });
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
    logger.warn('Image proxy refused', { uid: actor.uid, url, reason: error.message });
    return errorJson(error.status, error.message);
  }

  let image;
  try {
    image = await reencodeWithinBudget(fetched.bytes);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    return errorJson(error.reason === 'undecodable' ? 415 : 422, error.message);
  }
  const record = await storeLibraryImage({
    image,
    folder: IMAGE_FOLDERS.inline,
    baseName: `image_${Date.now()}`,
    source: 'import',
    blogTitle: blogTitle ?? null,
    originalUrl: url,
    alt: alt ?? '',
    title: title ?? '',
    actor,
  });
  logger.info('Image imported', { uid: actor.uid, url, path: record.path });
  const body: ImageProxyResponse = {
    url: record.url,
    path: record.path,
    contentType: record.contentType,
    size: record.size,
    image: record,
  };
  return adminJson(body, 201);
}
