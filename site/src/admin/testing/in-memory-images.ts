import { fieldIssues } from '@core/generators/content-schemas';
import { imageInUseMessage, type LibraryImage } from '@core/images/image-library';
import { imageProxyRequestSchema } from '@core/images/image-proxy-api';
import { IMAGE_FOLDERS, IMAGE_TEXT, MAX_IMAGE_BYTES } from '@core/images/image-upload';
import { AdminApiError } from '../data/admin-api';
import type { ImagesStore, ImageUploadStore } from '../data/images-store';

export interface InMemoryImagesSeed {
  images?: LibraryImage[];
  /** URLs whose import fails, with the server's message (the image proxy's refusals). */
  failingUrls?: Record<string, string>;
  /** The library cannot be read (the 'Error fetching images' state). */
  listError?: string;
  /** The library's read never settles (the loading state). */
  listPending?: boolean;
  /** Each import waits this long, so the progress can be seen. */
  importDelayMs?: number;
}

/**
 * The image library in memory, for stories and component tests, with the upload that adds to it
 * (the server stores an upload as a library image too). Neither decodes the bytes: an image is
 * 800 x 600 and has no smaller widths.
 */
export function inMemoryImages(
  seed: InMemoryImagesSeed = {},
): ImagesStore & { upload: ImageUploadStore } {
  let images = [...(seed.images ?? [])];
  let count = 0;
  const store = (
    path: string,
    fields: Pick<LibraryImage, 'source' | 'sha256'> & Partial<LibraryImage>,
  ) => {
    count += 1;
    const image: LibraryImage = {
      id: `${fields.source}-${count}`,
      path,
      url: `/media/${path}`,
      contentType: 'image/webp',
      size: 1000,
      width: 800,
      height: 600,
      blogTitle: null,
      originalUrl: null,
      alt: '',
      title: '',
      uploadedBy: 'admin',
      createdAt: new Date().toISOString(),
      variants: [],
      usedBy: [],
      ...fields,
    };
    images = [...images, image];
    return image;
  };
  return {
    async upload(file, kind) {
      if (!file.type.toLowerCase().startsWith('image/'))
        throw new AdminApiError(IMAGE_TEXT.invalidType, 415);
      if (file.size > MAX_IMAGE_BYTES) throw new AdminApiError(IMAGE_TEXT.tooLarge, 413);
      if (file.size === 0) throw new AdminApiError(IMAGE_TEXT.noFile, 400);
      const path = `${IMAGE_FOLDERS[kind]}/upload-${count + 1}-${Date.now()}.webp`;
      return store(path, { source: 'upload', sha256: `hash-${file.name}` }).url;
    },
    async list() {
      if (seed.listPending) await new Promise(() => undefined);
      if (seed.listError) throw new AdminApiError(seed.listError, 500);
      return [...images].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async importFromUrl(request) {
      const parsed = imageProxyRequestSchema.safeParse(request);
      if (!parsed.success) {
        const issues = fieldIssues(parsed.error);
        throw new AdminApiError(issues[0]!.message, 400, { error: issues[0]!.message, issues });
      }
      const { url, alt = '', title = '', blogTitle = null } = parsed.data;
      if (seed.importDelayMs) await new Promise((r) => setTimeout(r, seed.importDelayMs));
      const failure = seed.failingUrls?.[url];
      if (failure) throw new AdminApiError(failure, 400);
      return store(`${IMAGE_FOLDERS.inline}/image_${Date.now()}${count + 1}.webp`, {
        source: 'import',
        sha256: `hash-${url}`,
        blogTitle,
        originalUrl: url,
        alt,
        title,
      });
    },
    async remove(id) {
      const image = images.find((i) => i.id === id);
      if (image && image.usedBy.length > 0) {
        const error = imageInUseMessage(image.usedBy);
        throw new AdminApiError(error, 409, { error, posts: image.usedBy }, 'Conflict');
      }
      images = images.filter((i) => i.id !== id);
    },
  };
}
