import { logger } from 'firebase-functions';
import { imageInUseMessage, type ImageUse, type LibraryImage } from '@core/images/image-library';
import { COLLECTIONS } from '@core/paths';
import { adminError, adminJson, requireAdminActor } from '../admin-request';
import { recordAudit, singleChange } from '../../audit/audit-log';
import { blobStore } from '../../blob/blob-store-from-env';
import { db } from '../../platform/firebase';

const IMAGE_ID = /^[A-Za-z0-9_-]{1,100}$/;

class ImageInUse extends Error {
  constructor(readonly uses: ImageUse[]) {
    super(imageInUseMessage(uses));
  }
}

/**
 * DELETE /api/admin/images/{id} (admin): deletes an image no post uses, its record (audited, area
 * 'site') and then its files; an image in use answers 409 naming the posts, and nothing changes.
 * Answers 204, also for an image already gone.
 */
export async function imageDeleteHandler(request: Request, id: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (!IMAGE_ID.test(id)) return adminError(404, { error: 'Image not found' });
  const ref = db().collection(COLLECTIONS.images).doc(id);
  let deleted: Omit<LibraryImage, 'id'> | null;
  try {
    deleted = await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return null;
      const image = snapshot.data() as Omit<LibraryImage, 'id'>;
      if (image.usedBy?.length) throw new ImageInUse(image.usedBy);
      tx.delete(ref);
      recordAudit(
        tx,
        actor,
        singleChange(
          {
            area: 'site',
            action: 'delete',
            collection: COLLECTIONS.images,
            documentId: id,
            label: image.title || image.alt || image.path,
          },
          { path: image.path, source: image.source, originalUrl: image.originalUrl },
          null,
        ),
      );
      return image;
    });
  } catch (error) {
    if (error instanceof ImageInUse)
      return adminJson({ error: error.message, posts: error.uses }, 409);
    throw error;
  }
  if (deleted) {
    const paths = [deleted.path, ...(deleted.variants ?? []).map((variant) => variant.path)];
    await Promise.all(paths.map((path) => blobStore().delete(path)));
    logger.info('Image deleted', { uid: actor.uid, path: deleted.path });
  }
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
