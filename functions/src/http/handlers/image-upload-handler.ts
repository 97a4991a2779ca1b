import { logger } from 'firebase-functions';
import { nanoid } from 'nanoid';
import {
  IMAGE_FOLDERS,
  IMAGE_KINDS,
  IMAGE_TEXT,
  isImageKind,
  MAX_IMAGE_BYTES,
} from '@core/images/image-upload';
import { requireAdminActor } from '../admin-request';
import { errorJson, json } from '../fetch-adapter';
import { readBodyBytes } from '../request-body';
import { storeLibraryImage } from '../../images/image-library-store';
import { ImageRejected, type ReencodedImage } from '../../images/reencode-image';
import { reencodeWithinBudget } from '../../images/reencode-within-budget';

/**
 * POST /api/admin/images?kind=featured|inline, the body being the file's bytes: stores the image
 * decoded and encoded anew as WebP under a new name in the kind's folder (with its smaller widths
 * and its record in the image library) and answers 201
 * {url, path, contentType, size}. Bytes that do not decode as an image are refused (415), and so
 * is an image over MAX_IMAGE_PIXELS or one whose conversion outgrows its time and memory budget
 * (422); the bytes as sent are never stored.
 */
export async function imageUploadHandler(request: Request): Promise<Response> {
  const admin = await requireAdminActor(request);
  if (admin instanceof Response) return admin;
  const kind = new URL(request.url).searchParams.get('kind');
  if (!isImageKind(kind)) return errorJson(400, `kind must be one of: ${IMAGE_KINDS.join(', ')}`);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('image/'))
    return errorJson(415, IMAGE_TEXT.invalidType);
  const read = await readBodyBytes(request, MAX_IMAGE_BYTES, IMAGE_TEXT.tooLarge);
  if (read instanceof Response) return read;
  const bytes = Buffer.from(read);
  if (bytes.length === 0) return errorJson(400, IMAGE_TEXT.noFile);

  let image: ReencodedImage;
  try {
    image = await reencodeWithinBudget(bytes);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    return errorJson(error.reason === 'undecodable' ? 415 : 422, error.message);
  }
  const stored = await storeLibraryImage({
    image,
    folder: IMAGE_FOLDERS[kind],
    baseName: `${nanoid()}-${Date.now()}`,
    source: 'upload',
    actor: admin,
  });
  logger.info('Image uploaded', { uid: admin.uid, path: stored.path, size: stored.size });
  const { url, path, contentType, size } = stored;
  return json(
    { url, path, contentType, size },
    { status: 201, headers: { 'cache-control': 'no-store' } },
  );
}
