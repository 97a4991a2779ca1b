/**
 * The image library's server side: every image the site stores goes through storeLibraryImage,
 * which writes the file, its smaller widths and its record (images/{id}) with an audit entry, so
 * the library lists every stored image whatever put it there.
 */
import { createHash } from 'node:crypto';
import type { AuditActor } from '@core/admin/audit';
import {
  RESPONSIVE_WIDTHS,
  type ImageSource,
  type ImageVariant,
  type LibraryImage,
} from '@core/images/image-library';
import { IMAGE_CACHE_SECONDS, WEBP_QUALITY } from '@core/images/image-upload';
import { COLLECTIONS } from '@core/paths';
import { recordAudit, singleChange } from '../audit/audit-log';
import { BlobExistsError, type BlobContent, type BlobStore } from '../blob/blob-store';
import { blobStore } from '../blob/blob-store-from-env';
import { db } from '../platform/firebase';
import type { ReencodedImage } from './reencode-image';

export interface StoreImageInput {
  image: ReencodedImage;
  /** Storage folder, e.g. blog_images/inline. */
  folder: string;
  /** File name without extension; the store adds one, and a counter if the name is taken. */
  baseName: string;
  source: ImageSource;
  blogTitle?: string | null;
  originalUrl?: string | null;
  alt?: string;
  title?: string;
  actor: AuditActor | null;
}

const content = (bytes: Buffer): BlobContent => ({
  bytes,
  contentType: 'image/webp',
  cacheControl: `public, max-age=${IMAGE_CACHE_SECONDS}`,
});

/** Stores at folder/name.ext, or name-2.ext, name-3.ext... when two land in the same millisecond. */
async function putUnique(
  store: BlobStore,
  folder: string,
  baseName: string,
  extension: string,
  bytes: Buffer,
) {
  for (let attempt = 1; ; attempt++) {
    const suffix = attempt === 1 ? '' : `-${attempt}`;
    try {
      return await store.put(`${folder}/${baseName}${suffix}.${extension}`, content(bytes));
    } catch (error) {
      if (!(error instanceof BlobExistsError) || attempt >= 5) throw error;
    }
  }
}

/**
 * The widths of RESPONSIVE_WIDTHS narrower than the image, stored beside it as {name}-w{width}.webp,
 * so a phone downloads a phone-sized file.
 */
async function storeVariants(
  store: BlobStore,
  image: ReencodedImage,
  path: string,
): Promise<ImageVariant[]> {
  const { default: sharp } = await import('sharp');
  const base = path.replace(/\.[^./]+$/, '');
  const variants: ImageVariant[] = [];
  for (const width of RESPONSIVE_WIDTHS) {
    if (width >= image.width) break;
    const bytes = await sharp(image.bytes, { animated: true })
      .resize({ width })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    const stored = await store.put(`${base}-w${width}.webp`, content(bytes), {
      overwrite: true,
    });
    variants.push({ width, url: stored.url, path: stored.path });
  }
  return variants;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Stores a re-encoded image with its widths and its library record; answers the record. `store`
 * is the functions' own blob store unless a script (the demo seed) brings its own.
 */
export async function storeLibraryImage(
  input: StoreImageInput,
  store: BlobStore = blobStore(),
): Promise<LibraryImage> {
  const { image } = input;
  const stored = await putUnique(store, input.folder, input.baseName, image.extension, image.bytes);
  const variants = await storeVariants(store, image, stored.path);
  const ref = db().collection(COLLECTIONS.images).doc();
  const record: LibraryImage = {
    id: ref.id,
    path: stored.path,
    url: stored.url,
    contentType: image.contentType,
    size: stored.size,
    width: image.width,
    height: image.height,
    sha256: sha256(image.bytes),
    source: input.source,
    blogTitle: input.blogTitle ?? null,
    originalUrl: input.originalUrl ?? null,
    alt: input.alt ?? '',
    title: input.title ?? '',
    uploadedBy: input.actor?.uid ?? null,
    createdAt: new Date().toISOString(),
    variants,
    usedBy: [],
  };
  const { id: _id, ...data } = record;
  const batch = db().batch();
  batch.create(ref, { ...data, usedByPostIds: [] });
  if (input.actor)
    recordAudit(
      batch,
      input.actor,
      singleChange(
        {
          area: 'site',
          action: 'create',
          collection: COLLECTIONS.images,
          documentId: ref.id,
          label: record.title || record.alt || stored.path,
        },
        null,
        { path: record.path, source: record.source, originalUrl: record.originalUrl },
      ),
      record.createdAt,
    );
  await batch.commit();
  return record;
}
