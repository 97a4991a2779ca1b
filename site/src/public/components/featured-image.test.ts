import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURED_IMAGE_SRCSET } from '@site/shared/app/paths';
import { featuredImageOf } from './featured-image';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';

const PUBLIC = join(import.meta.dirname, '../../../public');

describe('featuredImageOf', () => {
  it('gives a post without a featured image the default picture, its widths and its description', () => {
    expect(featuredImageOf({ ...SAMPLE_POST, featuredImage: null })).toEqual({
      src: '/images/default-holiday.webp',
      srcSet: DEFAULT_FEATURED_IMAGE_SRCSET,
      alt: 'A cozy holiday scene with a decorated tree and gifts',
    });
  });

  it('gives a featured image its stored widths, and the alt text the editor wrote or the title', () => {
    const src = 'https://s.test/media/blog/featured/a.webp';
    const srcSet = `https://s.test/media/blog/featured/a-w480.webp 480w, ${src} 1280w`;
    const post = { ...SAMPLE_POST, featuredImage: src, imageSrcSets: { [src]: srcSet } };
    expect(featuredImageOf(post)).toEqual({ src, srcSet, alt: SAMPLE_POST.title });
    const described = { ...post, metadata: { ...post.metadata, featuredImageAlt: 'An elf' } };
    expect(featuredImageOf(described).alt).toBe('An elf');
  });

  it('lists default files that exist, each as wide as the srcset says, in 16:9', async () => {
    const candidates = DEFAULT_FEATURED_IMAGE_SRCSET.split(', ').map((candidate) => {
      const [url, width] = candidate.split(' ');
      return { url: url!, width: Number(width!.replace(/w$/, '')) };
    });
    expect(candidates.map((c) => c.width)).toEqual([480, 960, 1280]);
    for (const { url, width } of candidates) {
      const file = join(PUBLIC, url);
      expect(existsSync(file), url).toBe(true);
      const meta = await sharp(file).metadata();
      expect({ url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        url,
        format: 'webp',
        width,
        height: (width * 9) / 16,
      });
    }
  });
});
