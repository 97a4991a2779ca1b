import type { LibraryImage } from '@core/images/image-library';
import { imagesStoreContract } from './contracts/images-store-contract';
import { inMemoryAdminData } from './in-memory-admin-data';
import { inMemoryImages } from './in-memory-images';

imagesStoreContract(
  'in memory',
  async () => {
    const { images, uploadImage } = inMemoryAdminData();
    return { images, uploadImage };
  },
  'https://images.example/card.svg',
);

// The contract uploads no image a post uses (a post store's work); the refusal's message is the
// server's (core imageInUseMessage), its real side functions/src/images/image-library.int.test.ts.

const image = (usedBy: LibraryImage['usedBy']): LibraryImage => ({
  id: 'image-1',
  path: 'blog_images/inline/card.webp',
  url: '/media/blog_images/inline/card.webp',
  contentType: 'image/webp',
  size: 1000,
  width: 800,
  height: 600,
  sha256: 'hash',
  source: 'upload',
  blogTitle: null,
  originalUrl: null,
  alt: '',
  title: '',
  uploadedBy: 'admin',
  createdAt: '2026-11-20T09:00:00.000Z',
  variants: [],
  usedBy,
});

describe('in-memory image library', () => {
  it('refuses to delete an image in use as the server does: 409 naming the posts', async () => {
    const use = { postId: 'p1', slug: 'elf-pictures', featured: false, inline: true, alt: '' };
    const images = inMemoryImages({ images: [image([{ ...use, title: 'Elf pictures' }])] });
    await expect(images.remove('image-1')).rejects.toMatchObject({
      status: 409,
      message: 'This image is used by "Elf pictures". Remove it from that post before deleting it.',
    });
    expect(await images.list()).toHaveLength(1);
  });

  it('names an untitled post by its slug', async () => {
    const use = { postId: 'p1', slug: 'elf-pictures', featured: true, inline: false, alt: '' };
    const images = inMemoryImages({ images: [image([{ ...use, title: '' }])] });
    await expect(images.remove('image-1')).rejects.toMatchObject({
      message: 'This image is used by "elf-pictures". Remove it from that post before deleting it.',
    });
  });
});
