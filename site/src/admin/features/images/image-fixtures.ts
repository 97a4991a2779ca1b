import type { LibraryImage } from '@core/images/image-library';

/** A green placeholder as a data URL, so stories and tests show a picture without a server. */
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#2e7d32"/><circle cx="200" cy="150" r="80" fill="#c0392b"/></svg>',
  );

export function libraryImage(id: string, overrides: Partial<LibraryImage> = {}): LibraryImage {
  return {
    id,
    path: `blog_images/inline/image_${id}.webp`,
    url: PICTURE,
    contentType: 'image/webp',
    size: 48_000,
    width: 1200,
    height: 900,
    sha256: `sha-${id}`,
    source: 'import',
    blogTitle: 'Elf on the Shelf Ideas for the First Week',
    originalUrl: `https://cdn.example.com/${id}.jpg`,
    alt: `Picture ${id}`,
    title: `Image ${id}`,
    uploadedBy: 'admin-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    variants: [],
    usedBy: [],
    ...overrides,
  };
}

/** One of each kind the filters find: used, unused, missing alt text, and two duplicates. */
export const SAMPLE_IMAGES: LibraryImage[] = [
  libraryImage('shelf', {
    title: 'Elf on a bookshelf',
    alt: 'An elf sitting on a bookshelf',
    createdAt: '2026-11-21T10:00:00.000Z',
    usedBy: [
      {
        postId: 'post-1',
        title: 'Elf on the Shelf Ideas for the First Week',
        slug: 'elf-on-the-shelf-ideas',
        featured: true,
        inline: false,
        alt: 'An elf sitting on a bookshelf',
      },
    ],
  }),
  libraryImage('cookies', {
    title: 'Gingerbread cookies',
    alt: '',
    source: 'upload',
    blogTitle: null,
    originalUrl: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    usedBy: [
      {
        postId: 'post-2',
        title: 'Christmas Traditions From Around the World',
        slug: 'christmas-traditions',
        featured: false,
        inline: true,
        alt: '',
      },
    ],
  }),
  libraryImage('snow', {
    title: 'Snowy window',
    alt: 'Frost on a window',
    sha256: 'same-bytes',
    createdAt: '2026-11-19T10:00:00.000Z',
  }),
  libraryImage('snow-copy', {
    title: 'Snowy window (again)',
    alt: 'Frost on a window',
    sha256: 'same-bytes',
    createdAt: '2026-11-18T10:00:00.000Z',
  }),
];
