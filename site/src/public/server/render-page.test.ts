import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { ROUTE_ERROR_TEXT } from '../routes/error-panel';
import type { BlogSource, PostSummary } from '@core/posts/blog-source';
import { SAMPLE_POSTS } from '@site/shared/testing/blog-fixtures';
import { POST_ERROR_TEXT } from '../features/blog/post-load-error';
import type { ResultSource } from '@core/results/result-page-data';
import { RESULT_IMAGE_SIZES } from '@core/results/result-pages';
import { SAMPLE_RESULTS, sampleResultSource } from '@site/shared/testing/result-fixtures';
import { NOT_FOUND_TEXT } from '../components/not-found-route';
import { renderPublicPage, type RenderContext } from './render-page';

const source: BlogSource = {
  listPublished: async () => ({ posts: SAMPLE_POSTS, nextBefore: null }),
  getPublishedBySlug: async (slug) => SAMPLE_POSTS.find((post) => post.slug === slug) ?? null,
  randomPublished: async (count) => SAMPLE_POSTS.slice(0, count),
};

const render = (
  path: string,
  overrides: Partial<BlogSource> = {},
  results: ResultSource = sampleResultSource(),
) => {
  const context: RenderContext = {
    source: { ...source, ...overrides },
    results,
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
    // Its Try Again comes to life in the browser: the error panel is an island.
    expect(page.html).toContain('data-island="page-error"');
  });

  it("show a post's own error state when the post throws while rendering", async () => {
    const broken = { ...SAMPLE_POSTS[0]!, metadata: null as unknown as PostSummary['metadata'] };
    const page = await render(`/blog/${broken.slug}`, { getPublishedBySlug: async () => broken });
    expect(page.status).toBe(500);
    expect(page.html).toContain(POST_ERROR_TEXT.title);
    expect(page.html).not.toMatch(/Unexpected Application Error/);
  });
});

describe("server-rendered pages' images", () => {
  const featured = 'https://cdn.example/hero.webp';
  const srcSet = `https://cdn.example/hero-w480.webp 480w, ${featured} 1280w`;
  const withImage = SAMPLE_POSTS.map((post, index) =>
    index === 0 ? { ...post, featuredImage: featured, imageSrcSets: { [featured]: srcSet } } : post,
  );
  const imageSource = {
    listPublished: async () => ({ posts: withImage, nextBefore: null }),
    getPublishedBySlug: async (slug: string) =>
      withImage.find((post) => post.slug === slug) ?? null,
    randomPublished: async (count: number) => withImage.slice(1, count + 1),
  };
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const body = (html: string) => html.slice(html.indexOf('<body>'));
  const images = (html: string) => body(html).match(/<img\b[^>]*>/g) ?? [];

  it("preload a post's featured image from the head and fetch it first; the related cards wait", async () => {
    const page = await render(`/blog/${withImage[0]!.slug}`, imageSource);
    const preloads = head(page.html!).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`imageSrcSet="${srcSet}"`);
    expect(preloads[0]).toContain('imageSizes="(max-width: 800px) 100vw, 760px"');
    expect(preloads[0]).toContain('fetchPriority="high"');
    // First in the head, ahead of the stylesheets the browser would otherwise fetch first.
    expect(head(page.html!).indexOf(preloads[0]!)).toBeLessThan(
      head(page.html!).indexOf('<title>'),
    );
    const [hero, ...cards] = images(page.html!);
    expect(hero).toMatch(/class="hero"/);
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).not.toContain('loading=');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card).toContain('loading="lazy"');
      expect(card).toContain('decoding="async"');
    }
    expect(body(page.html!)).not.toContain('rel="preload"');
  });

  it("preload /blog's first card image and lazy-load the others", async () => {
    const page = await render('/blog', imageSource);
    const preloads = head(page.html!).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`imageSrcSet="${srcSet}"`);
    expect(preloads[0]).toContain('imageSizes="(max-width: 640px) 100vw, 400px"');
    const [first, ...rest] = images(page.html!);
    expect(first).toContain(`src="${featured}"`);
    expect(first).toContain('fetchPriority="high"');
    expect(first).not.toContain('loading=');
    expect(rest).toHaveLength(withImage.length - 1);
    for (const card of rest) expect(card).toContain('loading="lazy"');
  });

  it.each(['/', '/blog', `/blog/${SAMPLE_POSTS[0]!.slug}`, '/about'])(
    'give every image on %s a width and height, so nothing moves when it arrives',
    async (path) => {
      const page = await render(path, imageSource);
      for (const image of images(page.html!)) {
        expect(image).toMatch(/\swidth="\d+"/);
        expect(image).toMatch(/\sheight="\d+"/);
      }
    },
  );

  it.each(['/', '/blog', `/blog/${SAMPLE_POSTS[0]!.slug}`, '/about'])(
    'show no SVG image on %s (the browser lays each out as a document on the main thread)',
    async (path) => {
      // The sample posts have no featured image: every card and hero shows the default one.
      const page = await render(path);
      expect(head(page.html!)).toContain(
        '<link rel="icon" href="/favicon.png" sizes="48x48" type="image/png">',
      );
      expect(page.html).not.toMatch(/\.svg\b/);
      expect(images(page.html!).every((image) => /\.webp"/.test(image))).toBe(true);
    },
  );

  it.each(['/', '/about'])('preload no image on %s, whose first screen is text', async (path) => {
    const page = await render(path, imageSource);
    expect(page.html).not.toContain('rel="preload"');
  });

  it.each(['/', '/blog', `/blog/${SAMPLE_POSTS[0]!.slug}`, '/about'])(
    'load no web font on %s: the system font stack renders at once and never swaps',
    async (path) => {
      const page = await render(path, imageSource);
      expect(page.html).not.toMatch(/@font-face|\.woff2?\b|fonts\.googleapis|as="font"/);
    },
  );

  it.each(['/', '/blog', `/blog/${SAMPLE_POSTS[0]!.slug}`, '/about'])(
    'name system-ui as the first font on %s, so the first layout looks up no missing family',
    async (path) => {
      const page = await render(path, imageSource);
      const families = [...page.html!.matchAll(/font-family:([^;}]+)/g)].map((match) => match[1]);
      expect(families.length).toBeGreaterThan(0);
      for (const family of families) expect(family).toMatch(/^\s*system-ui\s*,/);
    },
  );
});

/** A page as Hosting hands it to the function: under the function's host, the visitor's forwarded. */
const renderServed = (path: string) =>
  renderPublicPage(
    new Request(`http://127.0.0.1:5021${path}`, {
      headers: { 'x-forwarded-host': 'localhost:5020' },
    }),
    {
      source,
      results: sampleResultSource(),
      boot: {
        settings: DEFAULT_SITE_SETTINGS,
        firebase: { apiKey: 'key', authDomain: 'auth', projectId: 'demo', emulators: null },
      },
      assets: { script: '/entry.js', css: [], preload: [] },
    },
  );
const served = 'http://localhost:5020';

describe('server-rendered posts', () => {
  it('carry the oEmbed discovery link of the origin they are served from', async () => {
    const post = SAMPLE_POSTS[0]!;
    const page = await renderServed(`/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${served}/api/oembed?url=${encodeURIComponent(`${served}/blog/${post.slug}`)}&amp;format=json" title="${post.title} | ${DEFAULT_SITE_SETTINGS.productName}">`,
    );
  });

  it('carry none when there is no published post (a draft, to anyone but an admin)', async () => {
    const page = await renderServed('/blog/a-draft-or-no-post');
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('application/json+oembed');
  });
});

describe('server-rendered generator pages', () => {
  it('carry the canonical URL, the oEmbed discovery link and embed codes of the origin they are served from', async () => {
    const page = await renderServed('/generators/craft');
    expect(page.status).toBe(200);
    const html = page.html!;
    expect(html).toContain(
      `<link rel="canonical" href="${DEFAULT_SITE_SETTINGS.siteUrl}/generators/craft">`,
    );
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${served}/api/oembed?url=${encodeURIComponent(`${served}/generators/craft`)}&amp;format=json" title="Craft Ideas Generator | ${DEFAULT_SITE_SETTINGS.productName}">`,
    );
    expect(html).toContain('"@type":"WebApplication"');
    // The page's generator and the builder's preview are markup the site's loader starts.
    expect(html).toContain('<script src="/widgets/site-loader.js" async></script>');
    expect(html).toContain('data-island="embed-builder"');
    expect(html).toContain(`&lt;script src=&quot;${served}/widgets/loader.js&quot;&gt;`);
    expect(html).not.toContain(`${DEFAULT_SITE_SETTINGS.siteUrl}/widgets/loader.js`);
  });

  it("give each a link card's picture, its size and its text", async () => {
    const { siteUrl, productName } = DEFAULT_SITE_SETTINGS;
    for (const [kind, label] of [
      ['elf-name', 'Elf Name Generator'],
      ['craft', 'Craft Ideas Generator'],
      ['scene', 'Elf Scene Generator'],
      ['recipe', 'Holiday Recipe Generator'],
    ]) {
      const html = (await renderServed(`/generators/${kind}`)).html!;
      const image = `${siteUrl}/media/results/generators/${kind}-og.png`;
      for (const tag of [
        `<meta property="og:image" content="${image}">`,
        '<meta property="og:image:width" content="1200">',
        '<meta property="og:image:height" content="630">',
        `<meta property="og:image:alt" content="${label}: a free holiday generator from ${productName}">`,
        `<meta name="twitter:image" content="${image}">`,
        '<meta name="twitter:card" content="summary_large_image">',
      ])
        expect(html, kind).toContain(tag);
    }
  });

  it('list the four generators on /generators', async () => {
    const html = (await renderServed('/generators')).html!;
    for (const kind of ['elf-name', 'craft', 'scene', 'recipe'])
      expect(html).toContain(`href="/generators/${kind}"`);
    expect(html).toContain('"@type":"ItemList"');
  });

  it('answer 404 for a generator that does not exist', async () => {
    const page = await renderServed('/generators/unicorn');
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('application/json+oembed');
  });
});

describe('feeds a page announces', () => {
  const siteFeed =
    '<link rel="alternate" type="application/rss+xml" title="Elf Letter Blog" href="https://elfletter.example/rss.xml">';

  it.each(['/', '/blog', `/blog/${SAMPLE_POSTS[0]!.slug}`, '/about', '/no-such-page'])(
    '%s announces the site feed',
    async (path) => {
      const page = await render(path);
      expect(page.html).toContain(siteFeed);
    },
  );

  it('a category page announces the site feed, then its own', async () => {
    const page = await render('/blog/category/elf-tips');
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      `${siteFeed}\n<link rel="alternate" type="application/rss+xml" title="Elf Tips | Elf Letter Blog" href="https://elfletter.example/blog/category/elf-tips/rss.xml">`,
    );
  });
});

describe('a server-rendered category page', () => {
  it('has its own title, description and canonical, and lists that category’s posts', async () => {
    const asked: unknown[][] = [];
    const page = await render('/blog/category/holiday-magic', {
      listPublished: async (...args) => {
        asked.push(args);
        return { posts: [SAMPLE_POSTS[1]!], nextBefore: '2026-11-16T09:00:00.000Z~sample-2' };
      },
    });
    expect(asked).toEqual([[null, 'holiday-magic']]);
    expect(page.status).toBe(200);
    const html = page.html!;
    expect(html).toContain('<title>Holiday Magic | Blog | Elf Letter</title>');
    expect(html).toContain(
      '<meta name="description" content="Holiday magic for the whole family: letters, treats and little surprises from the elf.">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://elfletter.example/blog/category/holiday-magic">',
    );
    expect(html).not.toContain('noindex');
    expect(html).toMatch(/<h1[^>]*>Holiday Magic<\/h1>/);
    expect(html).toContain(`href="/blog/${SAMPLE_POSTS[1]!.slug}"`);
    expect(html).toContain(
      'href="/blog/category/holiday-magic?before=2026-11-16T09%3A00%3A00.000Z~sample-2"',
    );
  });

  it('pages as /blog does: an older page names itself as canonical', async () => {
    const before = '2026-11-16T09:00:00.000Z~sample-2';
    const asked: unknown[][] = [];
    const page = await render(`/blog/category/elf-tips?before=${encodeURIComponent(before)}`, {
      listPublished: async (...args) => {
        asked.push(args);
        return { posts: [SAMPLE_POSTS[0]!], nextBefore: null };
      },
    });
    expect(asked).toEqual([[before, 'elf-tips']]);
    expect(page.html).toContain(
      '<link rel="canonical" href="https://elfletter.example/blog/category/elf-tips?before=2026-11-16T09%3A00%3A00.000Z~sample-2">',
    );
    expect(page.html).toMatch(/href="\/blog\/category\/elf-tips"[^>]*>← (<!-- -->)?Newest posts/);
  });

  it('is a 404 for a category the spec does not name', async () => {
    const page = await render('/blog/category/elf-recipes');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Page not found');
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});

describe('the addresses of the blog’s list pages', () => {
  it('send a page number or a cursor that is none to the address of the page it would show (301)', async () => {
    const cases = [
      ['/blog?page=2', '/blog'],
      ['/blog?before=yesterday', '/blog'],
      [
        '/blog/category/elf-tips?page=2&utm_source=letter',
        '/blog/category/elf-tips?utm_source=letter',
      ],
    ];
    for (const [path, location] of cases) {
      const page = await render(path!);
      expect({ path, status: page.status }).toEqual({ path, status: 301 });
      expect(page.response?.headers.get('location')).toBe(location);
    }
  });

  it('answer other parameters where they are, naming the clean address as canonical', async () => {
    const page = await render('/blog?utm_source=letter&fbclid=x');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<link rel="canonical" href="https://elfletter.example/blog">');
  });
});

describe("the home page's newsletter form", () => {
  it('works without script: a POST to the signup endpoint naming the page', async () => {
    const page = await render('/');
    const form = /<form[^>]*aria-label="Newsletter signup"[^>]*>/.exec(page.html!)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/newsletter"');
    // Where the server sends the visitor back: the form's section.
    expect(page.html).toMatch(
      /<section[^>]*id="newsletter"[^>]*aria-labelledby="newsletter-title"/,
    );
    expect(page.html).toContain('<input type="hidden" name="return" value="/"/>');
  });

  it('shows what came of such a signup, as the server sent the visitor back', async () => {
    const page = await render('/?newsletter=subscribed');
    expect(page.html).toContain(
      'role="status">Almost done! Check your inbox to confirm your subscription.',
    );
    expect(page.html).toContain('<link rel="canonical" href="https://elfletter.example/">');
    const refused = await render('/?newsletter=invalid');
    expect(refused.html).toContain('role="alert">Please enter a valid email address.</p>');
  });
});

describe('the privacy page', () => {
  it('says what the newsletter keeps, why and for how long, in its nine sections', async () => {
    const page = await render('/privacy');
    const text = page.html!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
    expect(text).toContain(
      'its status (waiting for your confirmation, subscribed, unsubscribed, or bounced when mail to it cannot be delivered)',
    );
    expect(text).toContain('We do not track whether you open a mail or click in it.');
    expect(text).toContain('to show that you asked for it');
    expect(text).toContain('never confirmed is deleted 30 days after the sign-up');
    expect(text).toContain('a confirmation link works for 7 days');
    expect(text).toContain(
      'a link to a page where one button unsubscribes you, without signing in',
    );
    expect(page.html!.match(/<section /g)).toHaveLength(9);
  });
});

/*
 * The generators' result pages (issue 40), as the server renders them: a curated result's page
 * with its head tags and structured data, its one address, its 404s; a shared elf name's page.
 */

const { siteUrl, productName } = DEFAULT_SITE_SETTINGS;

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const expectNotFound = async (path: string, results?: ResultSource) => {
  const page = await render(path, {}, results);
  expect(page.status, path).toBe(404);
  expect(page.html).toContain(NOT_FOUND_TEXT.title);
  expect(page.html).not.toContain('<div data-elf-generator');
};

describe("a curated result's page", () => {
  it('shows the result under its title, with the generator of its kind below it', async () => {
    const page = await render('/generators/craft/job7-12/paper-chain-countdown');
    expect(page.status).toBe(200);
    const html = page.html!;
    expect(html).toMatch(/<h1[^>]*>Paper Chain Countdown<\/h1>/);
    // Supplies as people read them (a default supply's name for its id), the steps one by one.
    expect(html).toContain('<li>Colored Paper</li>');
    expect(html).toContain('<li>Washi tape</li>');
    expect(html).toContain('<li>Cut strips of coloured paper.</li>');
    expect(html).toContain('<dd>20 minutes</dd>');
    expect(html).toContain('<dd>Easy</dd>');
    const generator = html.indexOf('<div data-elf-generator="craft"');
    expect(generator).toBeGreaterThan(html.indexOf('<h1'));
  });

  it('carries its title, description, canonical, Open Graph card and preview image', async () => {
    const html = (await render('/generators/recipe/recipe1/yule-log-cake')).html!;
    const canonical = `${siteUrl}/generators/recipe/recipe1/yule-log-cake`;
    expect(html).toContain(`<title>Yule Log Cake | ${productName}</title>`);
    expect(meta(html, 'description')).toBe(SAMPLE_RESULTS.recipe.item.description);
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(meta(html, 'og:title')).toBe(`Yule Log Cake | ${productName}`);
    expect(meta(html, 'og:url')).toBe(canonical);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^${siteUrl}/media/results/recipe/recipe1/[0-9a-z]+-og\\.png$`),
    );
    expect(meta(html, 'og:image:width')).toBe(String(RESULT_IMAGE_SIZES.og.width));
    expect(meta(html, 'og:image:height')).toBe(String(RESULT_IMAGE_SIZES.og.height));
    expect(meta(html, 'og:image:alt')).toBe(`Yule Log Cake: a holiday recipe from ${productName}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('name="robots"');
    // The recipe's own photo on the page.
    expect(html).toMatch(
      /<img class="photo" src="\/media\/images\/yule\.webp" alt="Yule Log Cake"/,
    );
  });

  it('describes a recipe as a Recipe and a craft or a scene as a HowTo, with its breadcrumb', async () => {
    const recipe = jsonLd((await render('/generators/recipe/recipe1/yule-log-cake')).html!);
    expect(recipe.map((item) => item['@type'])).toEqual(['Recipe', 'BreadcrumbList']);
    expect(recipe[0]).toMatchObject({
      name: 'Yule Log Cake',
      recipeIngredient: ['4 eggs', '1/2 cup sugar'],
      prepTime: 'PT40M',
      cookTime: 'PT12M',
      totalTime: 'PT2H',
      recipeYield: '10 servings',
      recipeCategory: 'Desserts',
      image: [`${siteUrl}/media/images/yule.webp`, expect.stringContaining('-og.png')],
    });
    const craft = jsonLd((await render('/generators/craft/job7-12/paper-chain-countdown')).html!);
    expect(craft[0]).toMatchObject({ '@type': 'HowTo', totalTime: 'PT20M' });
    const scene = jsonLd((await render('/generators/scene/scene1/marshmallow-bath')).html!);
    expect(scene[0]).toMatchObject({ '@type': 'HowTo', name: 'Marshmallow Bath' });
  });

  it('can be passed on without script: a mail, a Pinterest save and the address to copy', async () => {
    const html = (await render('/generators/recipe/recipe1/yule-log-cake')).html!;
    const canonical = `${siteUrl}/generators/recipe/recipe1/yule-log-cake`;
    const share = html.slice(html.indexOf('<section aria-labelledby="share-result"'));
    expect(share).toMatch(/<h2 id="share-result">Share this idea<\/h2>/);
    const mail = /<a href="(mailto:[^"]*)">Share by email<\/a>/.exec(share)?.[1];
    expect(decodeURIComponent(mail!)).toContain(`Holiday recipe: Yule Log Cake\n${canonical}`);
    const pin = /<a href="(https:\/\/www\.pinterest\.com\/[^"]*)" target="_blank"/.exec(share)?.[1];
    const save = new URL(pin!.replaceAll('&amp;', '&'));
    expect(save.searchParams.get('url')).toBe(canonical);
    expect(save.searchParams.get('media')).toMatch(
      /\/media\/results\/recipe\/recipe1\/.+-pin\.png$/,
    );
    expect(share).toMatch(new RegExp(`<input type="url" readonly="" value="${canonical}"/>`, 'i'));
    // Below the result, above the generator to try another.
    expect(html.indexOf('id="share-result"')).toBeGreaterThan(html.indexOf('<li>4 eggs</li>'));
    expect(html.indexOf('id="share-result"')).toBeLessThan(html.indexOf('<div data-elf-generator'));
  });

  it('marks the result for printing alone', async () => {
    const html = (await render('/generators/recipe/recipe1/yule-log-cake')).html!;
    expect(html).toMatch(/<article data-print-alone="true"/);
  });

  it("escapes the result's words in the page, its head and its structured data", async () => {
    const html = (await render('/generators/craft/job7-12/paper-chain-countdown')).html!;
    expect(html).not.toContain('<and>');
    expect(html).toContain('&lt;and&gt;');
    expect(html).toContain('\\u003cand>');
  });

  it.each([
    ['no slug', '/generators/craft/job7-12', ''],
    ["an old title's slug", '/generators/craft/job7-12/paper-chains', ''],
    [
      'other letters, with a query kept',
      '/generators/craft/job7-12/Paper-Chain-Countdown',
      '?utm_source=chat',
    ],
  ])('sends an address with %s to its one address, for good (301)', async (_, path, query) => {
    const page = await render(`${path}${query}`);
    expect(page.status).toBe(301);
    expect(page.response!.headers.get('location')).toBe(
      `/generators/craft/job7-12/paper-chain-countdown${query}`,
    );
    expect(page.response!.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('is the 404 page for an unknown id, a result of another kind, and one not public', async () => {
    await expectNotFound('/generators/craft/no-such-id/paper-chain-countdown');
    await expectNotFound('/generators/scene/job7-12/paper-chain-countdown');
    await expectNotFound('/generators/recipe/job7-12');
    const withoutTitle = sampleResultSource({ getResult: async () => null });
    await expectNotFound('/generators/scene/scene1/marshmallow-bath', withoutTitle);
  });
});

describe("a shared elf name's page", () => {
  it('shows a name the current parts make, big, with the generator below it, never indexed', async () => {
    const page = await render('/generators/elf-name/Jingletoes-McSparkle');
    expect(page.status).toBe(200);
    const html = page.html!;
    expect(html).toMatch(/<h1[^>]*>Jingletoes McSparkle<\/h1>/);
    expect(html).toContain('<div data-elf-generator="elf-name"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(
      `<link rel="canonical" href="${siteUrl}/generators/elf-name/Jingletoes-McSparkle">`,
    );
    expect(meta(html, 'og:image')).toBe(
      `${siteUrl}/media/results/elf-name/Jingletoes-McSparkle-og.png`,
    );
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(jsonLd(html)).toEqual([]);
    expect(html).toMatch(/<h2 id="share-result">Share this name<\/h2>/);
    expect(html.toLowerCase()).toContain(
      `<input type="url" readonly="" value="${siteUrl}/generators/elf-name/jingletoes-mcsparkle"/>`,
    );
    expect((await render('/generators/elf-name/Snowflake')).status).toBe(200);
  });

  it('is the 404 page for words the parts cannot make, so no address writes on the page', async () => {
    for (const name of ['Buy-Now', 'jingletoes-McSparkle', 'Jingletoes-Mcsparkle', 'Toes'])
      await expectNotFound(`/generators/elf-name/${name}`);
  });
});
