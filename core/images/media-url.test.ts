import {
  absoluteOnSite,
  htmlWithMediaPaths,
  mediaBlobPath,
  mediaUrl,
  postWithMediaPaths,
  siteMediaPath,
  withMediaPath,
} from './media-url';
import { DEFAULT_SITE_SETTINGS } from '../site/settings';

const SITE = DEFAULT_SITE_SETTINGS.siteUrl;

describe('mediaUrl', () => {
  it('is the path the site serves a stored file at, each segment encoded', () => {
    expect(mediaUrl('blog/featured/a b.webp')).toBe('/media/blog/featured/a%20b.webp');
    expect(mediaUrl('blog_images/inline/image_1.webp')).toBe(
      '/media/blog_images/inline/image_1.webp',
    );
  });
});

describe('siteMediaPath', () => {
  it('keeps a path on this site as it is', () => {
    expect(siteMediaPath('/media/blog/featured/a.webp', SITE)).toBe('/media/blog/featured/a.webp');
  });

  it('takes the host an old record was uploaded on off our own media: the local stack, the canonical origin, www', () => {
    for (const url of [
      'http://127.0.0.1:5000/media/blog/featured/a.webp',
      'http://127.0.0.1:5030/media/blog/featured/a.webp',
      'http://localhost:5000/media/blog/featured/a.webp',
      'http://[::1]:5000/media/blog/featured/a.webp',
      `${SITE}/media/blog/featured/a.webp`,
      'https://www.elfletter.example/media/blog/featured/a.webp',
      'HTTP://ELFLETTER.EXAMPLE/media/blog/featured/a.webp',
    ])
      expect(siteMediaPath(url, SITE), url).toBe('/media/blog/featured/a.webp');
  });

  it('keeps the query and fragment, and the encoding of each segment', () => {
    expect(siteMediaPath('http://127.0.0.1:5000/media/blog/a%20b.webp?v=2#x', SITE)).toBe(
      '/media/blog/a%20b.webp?v=2#x',
    );
  });

  it('is null for what is not our media: other sites, other paths, other schemes', () => {
    for (const url of [
      'https://images.elsewhere.example/media/a.webp',
      'https://elfletter.example.evil.test/media/a.webp',
      'http://127.0.0.1:5000/images/default-holiday.webp',
      '/images/default-holiday.webp',
      '/mediafile.webp',
      '//127.0.0.1/media/a.webp',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'not a url',
      '',
    ])
      expect(siteMediaPath(url, SITE), url).toBeNull();
  });
});

describe('withMediaPath', () => {
  it('answers our own media as a path and anything else unchanged', () => {
    expect(withMediaPath('http://127.0.0.1:5000/media/x.webp', SITE)).toBe('/media/x.webp');
    expect(withMediaPath('https://cdn.example/x.webp', SITE)).toBe('https://cdn.example/x.webp');
  });
});

describe('mediaBlobPath', () => {
  it('is the stored file an address of ours names, decoded', () => {
    expect(mediaBlobPath('http://127.0.0.1:5000/media/blog/a%20b.webp', SITE)).toBe(
      'blog/a b.webp',
    );
    expect(mediaBlobPath('/media/blog_images/inline/i.webp?v=1', SITE)).toBe(
      'blog_images/inline/i.webp',
    );
    expect(mediaBlobPath('https://cdn.example/media/x.webp', SITE)).toBeNull();
    expect(mediaBlobPath('/media/%E0%A4%A.webp', SITE)).toBeNull();
  });
});

describe('absoluteOnSite', () => {
  it('gives paths and our own media, whatever host they were stored with, on the canonical origin', () => {
    expect(absoluteOnSite('/media/a.webp', SITE)).toBe(`${SITE}/media/a.webp`);
    expect(absoluteOnSite('http://127.0.0.1:5000/media/a.webp', SITE)).toBe(`${SITE}/media/a.webp`);
    expect(absoluteOnSite('/blog/post', SITE)).toBe(`${SITE}/blog/post`);
    expect(absoluteOnSite('https://cdn.example/a.webp', SITE)).toBe('https://cdn.example/a.webp');
  });
});

describe('htmlWithMediaPaths', () => {
  it('rewrites the src, srcset and href of our own media in a post body to paths', () => {
    const html = [
      '<p>Look:</p>',
      '<img src="http://127.0.0.1:5000/media/blog_images/inline/a.webp" alt="A" class="blog-inline-image">',
      '<img src=\'https://www.elfletter.example/media/b.webp\' srcset="http://localhost:5000/media/b-w480.webp 480w, https://cdn.example/b.webp 960w">',
      '<a href="http://127.0.0.1:5000/media/c.webp?x=1&amp;y=2">the file</a>',
    ].join('');
    expect(htmlWithMediaPaths(html, SITE)).toBe(
      [
        '<p>Look:</p>',
        '<img src="/media/blog_images/inline/a.webp" alt="A" class="blog-inline-image">',
        '<img src="/media/b.webp" srcset="/media/b-w480.webp 480w, https://cdn.example/b.webp 960w">',
        '<a href="/media/c.webp?x=1&amp;y=2">the file</a>',
      ].join(''),
    );
  });

  it('leaves text, other sites and other attributes untouched', () => {
    const html =
      '<p>Type src="http://127.0.0.1:5000/media/a.webp" to see it.</p><img src="https://cdn.example/media/a.webp" title="http://127.0.0.1:5000/media/a.webp">';
    expect(htmlWithMediaPaths(html, SITE)).toBe(html);
  });
});

describe('postWithMediaPaths', () => {
  it('gives a post its featured image and body images as paths, and a summary its featured image', () => {
    const old = 'http://127.0.0.1:5000/media/blog/featured/a.webp';
    expect(
      postWithMediaPaths({ featuredImage: old, content: `<img src="${old}">`, title: 'T' }, SITE),
    ).toEqual({
      featuredImage: '/media/blog/featured/a.webp',
      content: '<img src="/media/blog/featured/a.webp">',
      title: 'T',
    });
    expect(postWithMediaPaths({ featuredImage: null }, SITE)).toEqual({ featuredImage: null });
  });
});
