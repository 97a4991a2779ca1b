import { toLibraryImage } from './images-store';

describe('toLibraryImage', () => {
  it('gives a record kept with the host of its upload the path the site serves it at', () => {
    const image = toLibraryImage('old', {
      path: 'blog_images/inline/image_1.webp',
      url: 'http://127.0.0.1:5000/media/blog_images/inline/image_1.webp',
      variants: [
        {
          width: 480,
          path: 'blog_images/inline/image_1-w480.webp',
          url: 'http://127.0.0.1:5000/media/blog_images/inline/image_1-w480.webp',
        },
      ],
    });
    expect(image.url).toBe('/media/blog_images/inline/image_1.webp');
    expect(image.variants).toEqual([
      {
        width: 480,
        path: 'blog_images/inline/image_1-w480.webp',
        url: '/media/blog_images/inline/image_1-w480.webp',
      },
    ]);
  });

  it('keeps the address of a record without a stored path', () => {
    expect(toLibraryImage('x', { url: 'https://cdn.example/a.webp' }).url).toBe(
      'https://cdn.example/a.webp',
    );
  });
});
