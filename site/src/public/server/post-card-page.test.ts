import { DEFAULT_FEATURED_IMAGE } from '@core/posts/blog-paths';
import { POST_CARD_LAYOUT, POST_CARD_MAX_WIDTH } from '@core/embed/post-card';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { POST_NOT_FOUND_TITLE } from '../features/blog/post-not-found';
import { POST_CARD_TEXT, renderPostCardNotFound, renderPostCardPage } from './post-card-page';

const settings = { ...DEFAULT_SITE_SETTINGS, productName: 'Elf Letter' };
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe("a post's card embed page", () => {
  it('shows the title, the excerpt and "Read on {product}", one link to the post that opens a new tab', () => {
    const html = renderPostCardPage(SAMPLE_POST, settings);
    const body = bodyOf(html);
    expect(POST_CARD_TEXT.readOn('Elf Letter')).toBe('Read on Elf Letter');
    expect(body).toContain(
      `<a href="/blog/${SAMPLE_POST.slug}" target="_blank" rel="noopener">${SAMPLE_POST.title}</a>`,
    );
    expect(body).toContain(SAMPLE_POST.excerpt);
    expect(body).toContain('Read on Elf Letter');
    expect(body.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(`<title>${SAMPLE_POST.title} | Elf Letter</title>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(
      `<link rel="canonical" href="${settings.siteUrl}/blog/${SAMPLE_POST.slug}">`,
    );
  });

  it('runs the card script (its height to the frame) and nothing of the site around it', () => {
    const body = bodyOf(renderPostCardPage(SAMPLE_POST, settings));
    expect(body).toContain('<script type="module" src="/widgets/post-card.js"></script>');
    expect(body).not.toMatch(/<header|<footer|<nav|data-island|loader\.js/);
  });

  it("shows the post's featured picture, else the site's default, in a box of a fixed shape", () => {
    const withPicture = renderPostCardPage(
      {
        ...SAMPLE_POST,
        featuredImage: '/media/blog/featured/arrival.webp',
        metadata: { featuredImageAlt: 'An elf waving' },
      },
      settings,
    );
    expect(withPicture).toContain('src="/media/blog/featured/arrival.webp" alt="An elf waving"');
    const fallback = renderPostCardPage(SAMPLE_POST, settings);
    expect(fallback).toContain(`src="${DEFAULT_FEATURED_IMAGE}"`);
    expect(fallback).toContain(
      `aspect-ratio:${POST_CARD_LAYOUT.imageRatio.width}/${POST_CARD_LAYOUT.imageRatio.height}`,
    );
    expect(fallback).toContain(`max-width:${POST_CARD_MAX_WIDTH}px`);
    // Lines cut at their number, their room kept.
    expect(fallback).toContain(`-webkit-line-clamp:${POST_CARD_LAYOUT.title.lines}`);
    expect(fallback).toContain(`-webkit-line-clamp:${POST_CARD_LAYOUT.excerpt.lines}`);
  });

  it('escapes a title and an excerpt, in the text and in the page title', () => {
    const html = renderPostCardPage(
      { ...SAMPLE_POST, title: 'Elves "say" <hi>', excerpt: '<script>alert(1)</script>' },
      settings,
    );
    expect(html).toContain('Elves &quot;say&quot; &lt;hi&gt;</a>');
    expect(html).toContain('<title>Elves &quot;say&quot; &lt;hi&gt; | Elf Letter</title>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<hi>');
  });

  it('falls back to the post’s description when it has no excerpt', () => {
    const html = renderPostCardPage(
      { ...SAMPLE_POST, excerpt: ' ', metadata: { seoDescription: 'What the post is about' } },
      settings,
    );
    expect(bodyOf(html)).toContain('What the post is about');
  });
});

describe('the card page of a post that is not public', () => {
  it('says the post was not found, small, noindex, and still reports its height', () => {
    const html = renderPostCardNotFound(settings);
    expect(bodyOf(html)).toContain(POST_NOT_FOUND_TITLE);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(bodyOf(html)).toContain('<script type="module" src="/widgets/post-card.js"></script>');
  });
});
