import { readResultImagePath } from '@core/results/result-images';
import { blobStore } from '../../blob/blob-store-from-env';
import { errorJson } from '../fetch-adapter';
import { storedFileResponse } from '../stored-file-response';
import { resultImageHandler } from './result-image-handler';

/**
 * Serves a stored file at its stable URL /media/{path} (the local blob store's public URLs). A
 * result's preview image that is not stored yet is made on this first request
 * (functions/src/results).
 */
export async function mediaHandler(request: Request, encodedPath: string): Promise<Response> {
  let path: string;
  try {
    path = encodedPath.split('/').map(decodeURIComponent).join('/');
  } catch {
    return errorJson(400, 'Malformed path');
  }
  let blob;
  try {
    blob = await blobStore().get(path);
  } catch {
    return errorJson(400, 'Invalid path');
  }
  if (blob) return storedFileResponse(blob);
  const resultImage = readResultImagePath(path);
  if (resultImage) return resultImageHandler(request, path, resultImage);
  return errorJson(404, 'Not found');
}
