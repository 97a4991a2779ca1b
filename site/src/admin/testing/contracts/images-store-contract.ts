/**
 * What the image library and the image upload do, written once: run against the in-memory stores
 * (in-memory-images.test.ts) and against the real adapters on the emulators (the library read
 * with the Firestore SDK under the rules, the upload, import and deletion through the API;
 * test/contracts/admin-stores.int.test.ts). The library holds others' images too: each test finds
 * its own by address and deletes what it stored. An image in use is refused by one core message
 * (in-memory-images.test.ts, functions/src/images/image-library.int.test.ts).
 */
import type { LibraryImage } from '@core/images/image-library';
import { IMAGE_TEXT } from '@core/images/image-upload';
import type { ImageUploadStore, ImagesStore } from '@site/admin/data/images-store';

/** A small picture any image decoder reads: what the import's URL serves on the emulators' side. */
export const CONTRACT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#2e7d32"/></svg>';

interface ImageStores {
  images: ImagesStore;
  uploadImage: ImageUploadStore;
}

export function imagesStoreContract(
  backend: string,
  makeStores: () => Promise<ImageStores>,
  /** Where CONTRACT_SVG is served for the server to fetch. */
  importableUrl: string,
) {
  describe(`ImagesStore contract: ${backend}`, () => {
    let images: ImagesStore;
    let uploadImage: ImageUploadStore;
    beforeEach(async () => {
      ({ images, uploadImage } = await makeStores());
    });
    const svg = (name = 'card.svg', content = CONTRACT_SVG) =>
      new File([content], name, { type: 'image/svg+xml' });
    const listedAt = async (url: string) => (await images.list()).find((i) => i.url === url);

    it('stores an upload as WebP in its kind’s folder, listed in the library, newest first', async () => {
      const inline = await uploadImage(svg(), 'inline');
      const featured = await uploadImage(svg(), 'featured');
      expect(inline).toMatch(/^\/media\/blog_images\/inline\/[^/]+\.webp$/);
      expect(featured).toMatch(/^\/media\/blog\/featured\/[^/]+\.webp$/);
      const listed = await images.list();
      const created = listed.map((image) => image.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      const stored = await listedAt(inline);
      expect(stored).toMatchObject({
        path: inline.replace(/^\/media\//, ''),
        contentType: 'image/webp',
        source: 'upload',
        originalUrl: null,
        usedBy: [],
      });
      for (const url of [inline, featured]) await images.remove((await listedAt(url))!.id);
      expect(await listedAt(inline)).toBeUndefined();
      expect(await listedAt(featured)).toBeUndefined();
    });

    it('refuses a file that is not an image, or an empty one, and stores nothing', async () => {
      const count = (await images.list()).length;
      await expect(
        uploadImage(new File(['hello'], 'notes.txt', { type: 'text/plain' }), 'inline'),
      ).rejects.toMatchObject({ status: 415, message: IMAGE_TEXT.invalidType });
      await expect(uploadImage(svg('empty.svg', ''), 'inline')).rejects.toMatchObject({
        status: 400,
        message: IMAGE_TEXT.noFile,
      });
      expect(await images.list()).toHaveLength(count);
    });

    it('imports an image by its address with what the import stores about it, then deletes it', async () => {
      const imported = await images.importFromUrl({
        url: importableUrl,
        alt: 'A green card',
        title: 'Green',
        blogTitle: 'Elf on the shelf ideas',
      });
      expect(imported).toMatchObject({
        url: `/media/${imported.path}`,
        contentType: 'image/webp',
        source: 'import',
        originalUrl: importableUrl,
        alt: 'A green card',
        title: 'Green',
        blogTitle: 'Elf on the shelf ideas',
        usedBy: [],
      } satisfies Partial<LibraryImage>);
      expect(imported.path).toMatch(/^blog_images\/inline\/image_\d+\.webp$/);
      expect(await listedAt(imported.url)).toEqual(imported);
      await images.remove(imported.id);
      expect(await listedAt(imported.url)).toBeUndefined();
      // Gone already: the deletion is done, not refused.
      await images.remove(imported.id);
    });

    it('refuses an import without an address and stores nothing', async () => {
      const count = (await images.list()).length;
      await expect(
        images.importFromUrl({ url: '  ', alt: '', title: '', blogTitle: '' }),
      ).rejects.toMatchObject({ status: 400, message: 'url is required' });
      expect(await images.list()).toHaveLength(count);
    });
  });
}
