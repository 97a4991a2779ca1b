/**
 * The generators' result pages (issue 40), as the server renders them: a curated result's page
 * with its head tags and structured data, its one address, its 404s; a shared elf name's page.
 */
import type { ResultSource } from '@core/result-page-data';
import { RESULT_IMAGE_SIZES } from '@core/result-pages';
import { DEFAULT_SITE_SETTINGS } from '@core/settings';
import { SAMPLE_POSTS } from '@site/shared/testing/blog-fixtures';
import { SAMPLE_RESULTS, sampleResultSource } from '@site/shared/testing/result-fixtures';
import { NOT_FOUND_TEXT } from '../components/not-found-route';
import { renderPublicPage } from './render-page';

const { siteUrl, productName } = DEFAULT_SITE_SETTINGS;

const render = (path: string, results: ResultSource = sampleResultSource()) =>
  renderPublicPage(new Request(`https://elfletter.example${path}`), {
    source: {
      listPublished: async () => ({ posts: SAMPLE_POSTS, nextBefore: null }),
      getPublishedBySlug: async () => null,
      randomPublished: async () => [],
    },
    results,
    boot: {
      settings: DEFAULT_SITE_SETTINGS,
      firebase: { apiKey: 'key', authDomain: 'auth', projectId: 'demo', emulators: null },
    },
    assets: { script: '/entry.js', css: [], preload: [] },
  });

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const expectNotFound = async (path: string, results?: ResultSource) => {
  const page = await render(path, results);
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
    expect((await render('/generators/elf-name/Snowflake')).status).toBe(200);
  });

  it('is the 404 page for words the parts cannot make, so no address writes on the page', async () => {
    for (const name of ['Buy-Now', 'jingletoes-McSparkle', 'Jingletoes-Mcsparkle', 'Toes'])
      await expectNotFound(`/generators/elf-name/${name}`);
  });
});
