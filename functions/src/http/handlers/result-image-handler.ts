import { logger } from 'firebase-functions';
import {
  RESULT_IMAGE_CACHE,
  RESULT_IMAGE_MISSES_PER_CLIENT_MINUTE,
  RESULT_IMAGE_RENDERS_PER_HOUR,
  RESULT_IMAGE_TEXT,
  resultImageCard,
  type ResultImageAddress,
  type ResultImageSubject,
} from '@core/results/result-images';
import { elfNameFromParts } from '@core/results/result-page-data';
import {
  elfNameSegment,
  resultImagePath,
  resultVersion,
  type ResultImageVariant,
} from '@core/results/result-pages';
import { BlobExistsError, type BlobContent } from '../../blob/blob-store';
import { blobStore } from '../../blob/blob-store-from-env';
import { errorJson } from '../fetch-adapter';
import { storedFileResponse } from '../stored-file-response';
import { rateWindowRef, tooManyRequests } from '../rate-limit';
import { consumeQuota, RateLimited, sharedWindowRef } from '../../platform/quotas';
import { siteSettings } from '../../platform/config';
import { firestoreResultSource } from '../../ssr/firestore-result-source';

/** Counts a client's requests for images not stored yet, a minute. */
export const RESULT_IMAGE_MISS_SCOPE = 'result-image-miss';
/** Counts everyone's renders, an hour. */
export const RESULT_IMAGE_RENDER_SCOPE = 'result-image-render';

class RendersCapped extends Error {}

const notFound = () => errorJson(404, RESULT_IMAGE_TEXT.notFound);

/**
 * What the image at `address` shows now, or the answer when it shows nothing: 404 for a result
 * that has no page or a name the parts do not make (the result pages' own reads); for an
 * earlier version of the content, a 302 to the current version's address. A page cached before
 * an edit still gets a picture, and it is the one a visitor following its link now sees. The
 * redirect is not cached, as the content can change again.
 */
async function currentSubject(address: ResultImageAddress): Promise<ResultImageSubject | Response> {
  if (address.kind === 'elf-name') {
    const parts = await firestoreResultSource.nameParts();
    const name = elfNameFromParts(parts, elfNameSegment(address.name));
    return name ? { kind: 'elf-name', name } : notFound();
  }
  if (address.kind === 'generator') return { kind: 'generator', generator: address.generator };
  const result = await firestoreResultSource.getResult(address.kind, address.id);
  if (!result) return notFound();
  const { updatedAt } = result.item;
  if (resultVersion(updatedAt) !== address.version) {
    const location = resultImagePath(address.kind, { id: address.id, updatedAt }, address.variant);
    return new Response(null, {
      status: 302,
      headers: { location, 'cache-control': 'no-store' },
    });
  }
  return result;
}

interface Rendered {
  content: BlobContent;
  ms: number;
}

/**
 * Renders the image within the hourly cap on everyone's renders and stores it where the next
 * request finds it. Another instance may store the same image first: rendering is deterministic,
 * so its bytes are these, and either copy serves.
 */
async function renderAndStore(
  path: string,
  subject: ResultImageSubject,
  variant: ResultImageVariant,
): Promise<Rendered> {
  const now = new Date();
  try {
    await consumeQuota(
      sharedWindowRef(RESULT_IMAGE_RENDER_SCOPE, now, 'hour'),
      RESULT_IMAGE_RENDERS_PER_HOUR,
      'hour',
      now,
    );
  } catch (error) {
    throw error instanceof RateLimited ? new RendersCapped() : error;
  }
  const started = performance.now();
  // satori, sharp and the fonts load with the first image an instance makes, never before.
  const { renderResultImage } = await import('../../results/preview-image');
  const bytes = await renderResultImage(resultImageCard(subject, siteSettings()), variant);
  const ms = performance.now() - started;
  const content = { bytes, contentType: 'image/png', cacheControl: RESULT_IMAGE_CACHE };
  try {
    await blobStore().put(path, content);
  } catch (error) {
    if (!(error instanceof BlobExistsError)) throw error;
  }
  logger.info('Preview image made', { path, ms: Math.round(ms), bytes: bytes.length });
  return { content, ms };
}

/** Renders in progress on this instance: requests for the same image wait on one render. */
const rendering = new Map<string, Promise<Rendered>>();

function renderOnce(
  path: string,
  subject: ResultImageSubject,
  variant: ResultImageVariant,
): Promise<Rendered> {
  let render = rendering.get(path);
  if (!render) {
    render = renderAndStore(path, subject, variant).finally(() => rendering.delete(path));
    rendering.set(path, render);
  }
  return render;
}

/**
 * A preview image not in storage yet (`path`, the stored path `address` was read from): made now
 * if it is one, stored, and answered as storage will answer it from then on. Each client may ask
 * for RESULT_IMAGE_MISSES_PER_CLIENT_MINUTE such images a minute, and everyone together gets
 * RESULT_IMAGE_RENDERS_PER_HOUR renders an hour; past either, 429 with Retry-After.
 */
export async function resultImageHandler(
  request: Request,
  path: string,
  address: ResultImageAddress,
): Promise<Response> {
  const now = new Date();
  try {
    await consumeQuota(
      rateWindowRef(request, RESULT_IMAGE_MISS_SCOPE, now),
      RESULT_IMAGE_MISSES_PER_CLIENT_MINUTE,
      'minute',
      now,
    );
  } catch (error) {
    if (error instanceof RateLimited)
      return tooManyRequests(RESULT_IMAGE_TEXT.tooManyFromClient, 'minute', now);
    throw error;
  }
  const subject = await currentSubject(address);
  if (subject instanceof Response) return subject;
  try {
    const { content, ms } = await renderOnce(path, subject, address.variant);
    return storedFileResponse(content, { 'server-timing': `render;dur=${ms.toFixed(0)}` });
  } catch (error) {
    if (error instanceof RendersCapped)
      return tooManyRequests(RESULT_IMAGE_TEXT.tooManyRenders, 'hour', new Date());
    throw error;
  }
}
