import { DEFAULT_SITE_SETTINGS } from '../../../core/settings';
import { ROUTE_ERROR_TEXT } from '../app/error-panel';
import type { BlogSource, PostSummary } from '../features/blog/blog-source';
import { SAMPLE_POSTS } from '../features/blog/fixtures';
import { POST_ERROR_TEXT } from '../features/blog/post-load-error';
import { renderPublicPage, type RenderContext } from './render-page';

const source: BlogSource = {
  listPublished: async () => ({ posts: SAMPLE_POSTS, nextBefore: null }),
  getPublishedBySlug: async (slug) => SAMPLE_POSTS.find((post) => post.slug === slug) ?? null,
  randomPublished: async (count) => SAMPLE_POSTS.slice(0, count),
};

const render = (path: string, overrides: Partial<BlogSource> = {}) => {
  const context: RenderContext = {
    source: { ...source, ...overrides },
    boot: {
      settings: DEFAULT_SITE_SETTINGS,
      firebase: { apiKey: 'key', authDomain: 'auth', projectId: 'demo', emulators: null },
    },
    assets: { script: '/entry.js', css: [], preload: [] },
  };
  return renderPublicPage(new Request(`https://elfletter.example${path}`), context);
};

/** The site's own error page, in the page as the server sent it. */
function expectSiteErrorPage(html: string) {
  expect(html).toContain(`<h1`);
  expect(html).toContain(ROUTE_ERROR_TEXT.title);
  expect(html).toContain(ROUTE_ERROR_TEXT.message.replace(/'/g, '&#x27;'));
  expect(html).toContain(`>${ROUTE_ERROR_TEXT.retry}</button>`);
  expect(html).toContain(`href="/">${ROUTE_ERROR_TEXT.home}</a>`);
  expect(html).toContain(`<title>${ROUTE_ERROR_TEXT.title} | ${DEFAULT_SITE_SETTINGS.productName}`);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).not.toMatch(/Unexpected Application Error|Hey developer|errorElement/);
}

describe('server-rendered pages that fail', () => {
  it('answer 500 with the site error page, header and footer kept, when their data fails to load', async () => {
    const page = await render('/', {
      randomPublished: () => Promise.reject(new Error('Firestore is unavailable')),
    });
    expect(page.status).toBe(500);
    expectSiteErrorPage(page.html!);
    expect(page.html).toMatch(/<header[^>]*>/);
    expect(page.html).toMatch(/<footer[^>]*>/);
  });

  it('answer 500 with the site error page when they throw while rendering', async () => {
    // Data the page cannot render (a post list with a hole in it, written around the API).
    const page = await render('/', {
      randomPublished: async () => [null as unknown as PostSummary],
    });
    expect(page.status).toBe(500);
    expectSiteErrorPage(page.html!);
    expect(page.html).toMatch(/<header[^>]*>/);
    // The browser is handed the same error, so it shows the same page after hydrating.
    expect(page.html).toMatch(/__staticRouterHydrationData=.*"errors":\{"[^"]+":\{"message"/);
  });

  it("show a post's own error state when the post throws while rendering", async () => {
    const broken = { ...SAMPLE_POSTS[0]!, metadata: null as unknown as PostSummary['metadata'] };
    const page = await render(`/blog/${broken.slug}`, { getPublishedBySlug: async () => broken });
    expect(page.status).toBe(500);
    expect(page.html).toContain(POST_ERROR_TEXT.title);
    expect(page.html).not.toMatch(/Unexpected Application Error/);
  });
});
