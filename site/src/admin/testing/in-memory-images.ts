import { imageInUseMessage, type LibraryImage } from '@core/image-library';
import { AdminApiError } from '../data/admin-api';
import type { ImagesStore } from '../data/images-store';

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

/** The image library in memory, for stories and component tests. */
export function inMemoryImages(seed: InMemoryImagesSeed = {}): ImagesStore {
  let images = [...(seed.images ?? [])];
  let count = 0;
  return {
    async list() {
      if (seed.listPending) await new Promise(() => undefined);
      if (seed.listError) throw new AdminApiError(seed.listError, 500);
      return [...images].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async importFromUrl({ url, alt, title, blogTitle }) {
      if (seed.importDelayMs) await new Promise((r) => setTimeout(r, seed.importDelayMs));
      const failure = seed.failingUrls?.[url];
      if (failure) throw new AdminApiError(failure, 400);
      count += 1;
      const path = `blog_images/inline/image_${Date.now()}${count}.webp`;
      const image: LibraryImage = {
        id: `imported-${count}`,
        path,
        url: `/media/${path}`,
        contentType: 'image/webp',
        size: 1000,
        width: 800,
        height: 600,
        sha256: `hash-${url}`,
        source: 'import',
        blogTitle,
        originalUrl: url,
        alt,
        title,
        uploadedBy: 'admin',
        createdAt: new Date().toISOString(),
        variants: [],
        usedBy: [],
      };
      images = [...images, image];
      return image;
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
