import { categoryFeedPath, categoryPath, FEED_PATH, postPath } from '../posts/blog-paths';
import { embedPagePath, postCardPagePath } from '../embed/embed-page';
import { generatorPagePath } from '../embed/embed-paths';
import { GENERATOR_KINDS } from '../generators/generator-embeds';
import { POST_CATEGORIES } from '../models';
import {
  fixedPagePaths,
  matchPublicPage,
  PAGE_SERVERS,
  PUBLIC_PAGES,
  SITE_SPACES,
  sitemapPages,
  type PublicPageKey,
} from './public-pages';
import { SITE_PREFIXES } from './site-paths';

/** One address each page's builder makes, with the parameters it should be read back as. */
const BUILT: Record<PublicPageKey, { path: string; params: Record<string, string> }> = {
  home: { path: PUBLIC_PAGES.home.path(), params: {} },
  blog: { path: PUBLIC_PAGES.blog.path(), params: {} },
  post: { path: PUBLIC_PAGES.post.path('elf-ideas-2026'), params: { slug: 'elf-ideas-2026' } },
  about: { path: PUBLIC_PAGES.about.path(), params: {} },
  generators: { path: PUBLIC_PAGES.generators.path(), params: {} },
  generator: { path: PUBLIC_PAGES.generator.path('craft'), params: { kind: 'craft' } },
  result: {
    path: PUBLIC_PAGES.result.path('craft', { id: 'job7-12', title: 'Paper Snowflake' }),
    params: { kind: 'craft', id: 'job7-12', slug: 'paper-snowflake' },
  },
  resultWithoutSlug: {
    path: PUBLIC_PAGES.resultWithoutSlug.path('recipe', { id: 'r1', title: '!!!' }),
    params: { kind: 'recipe', id: 'r1' },
  },
  elfName: {
    path: PUBLIC_PAGES.elfName.path({ firstName: 'Jingletoes', lastName: 'McSparkle' }),
    params: { name: 'Jingletoes-McSparkle' },
  },
  terms: { path: PUBLIC_PAGES.terms.path(), params: {} },
  privacy: { path: PUBLIC_PAGES.privacy.path(), params: {} },
  category: { path: PUBLIC_PAGES.category.path('elf-tips'), params: { category: 'elf-tips' } },
  feed: { path: PUBLIC_PAGES.feed.path(), params: {} },
  categoryFeed: {
    path: PUBLIC_PAGES.categoryFeed.path('elf-stories'),
    params: { category: 'elf-stories' },
  },
  embed: { path: PUBLIC_PAGES.embed.path('recipe'), params: { kind: 'recipe' } },
  postCard: { path: PUBLIC_PAGES.postCard.path('elf-ideas'), params: { slug: 'elf-ideas' } },
};

describe('the table of public pages', () => {
  it.each(Object.entries(BUILT))(
    "%s: its builder's address matches its own pattern",
    (key, built) => {
      expect(matchPublicPage(built.path)).toEqual({ key, params: built.params });
    },
  );

  it('builds each address with the builders the rest of the code calls', () => {
    expect(PUBLIC_PAGES.post.path).toBe(postPath);
    expect(PUBLIC_PAGES.category.path).toBe(categoryPath);
    expect(PUBLIC_PAGES.generator.path).toBe(generatorPagePath);
    expect(PUBLIC_PAGES.categoryFeed.path).toBe(categoryFeedPath);
    expect(PUBLIC_PAGES.postCard.path).toBe(postCardPagePath);
    expect(PUBLIC_PAGES.embed.path).toBe(embedPagePath);
    expect(PUBLIC_PAGES.feed.path()).toBe(FEED_PATH);
  });

  it('names what serves each page, one of the servers the SSR function dispatches to', () => {
    for (const page of Object.values(PUBLIC_PAGES)) expect(PAGE_SERVERS).toContain(page.servedBy);
    const served = new Set(Object.values(PUBLIC_PAGES).map((page) => page.servedBy));
    expect([...served].sort()).toEqual([...PAGE_SERVERS].sort());
  });

  it('reads no page from a path whose parameter is none of its values, or that is longer', () => {
    for (const path of [
      '/embed/',
      '/embed/teleporter',
      '/embed/recipe/',
      '/embedded',
      '/embed/blog',
      '/embed/blogs/x',
      '/generators/unicorn',
      '/generators/elf-name/extra/more',
      '/generators/elf-name/Buy%20now',
      '/generators/elf-name/a-b-c',
      '/generators/unicorn/abc/title',
      '/generators/craft/a.b/title',
      '/generators/craft/abc/title/more',
      '/blog/category/elf-recipes',
      '/blog/category/no-such/rss.xml',
      '/blog/elf.ideas',
      '/blog/Elf-Ideas',
      '/rss.xml/',
      '/no-such-page',
    ])
      expect(matchPublicPage(path), path).toBeNull();
  });

  it("tells a result's page from its generator's and from an elf name's page", () => {
    expect(matchPublicPage('/generators/craft')?.key).toBe('generator');
    expect(matchPublicPage('/generators/craft/abc')?.key).toBe('resultWithoutSlug');
    expect(matchPublicPage('/generators/scene/abc/Old-Title')?.key).toBe('result');
    expect(matchPublicPage('/generators/elf-name/Jingletoes')).toEqual({
      key: 'elfName',
      params: { name: 'Jingletoes' },
    });
    // Elf names are generated, not curated: no id page under their generator.
    expect(matchPublicPage('/generators/elf-name/abc/title')).toBeNull();
  });

  it("reads a post card's slug as written: the card page answers 404 for one no post can have", () => {
    expect(matchPublicPage('/embed/blog/Elf.Ideas')).toEqual({
      key: 'postCard',
      params: { slug: 'Elf.Ideas' },
    });
    expect(matchPublicPage('/embed/blog/a/b')).toEqual({
      key: 'postCard',
      params: { slug: 'a/b' },
    });
  });

  it('lists in the sitemap the pages of fixed address, posts and categories dated by their posts', () => {
    expect(sitemapPages().map((page) => [page.path, page.listsPosts])).toEqual([
      ['/', 'all'],
      ['/blog', 'all'],
      ['/about', undefined],
      ['/generators', undefined],
      ...GENERATOR_KINDS.map((kind) => [`/generators/${kind}`, undefined]),
      ['/terms', undefined],
      ['/privacy', undefined],
      ...POST_CATEGORIES.map(({ id }) => [`/blog/category/${id}`, 'its category']),
    ]);
    expect(PUBLIC_PAGES.post.sitemap).toBe('each published post');
    expect(PUBLIC_PAGES.result.sitemap).toBe('each result');
    for (const key of [
      'feed',
      'categoryFeed',
      'embed',
      'postCard',
      'resultWithoutSlug',
      'elfName',
    ] as const)
      expect(PUBLIC_PAGES[key].sitemap, key).toBeNull();
  });

  it('knows every address of the pages whose parameters are a known few, feeds included', () => {
    const paths = fixedPagePaths();
    for (const path of [
      '/',
      '/generators/craft',
      '/blog/category/elf-tips',
      '/rss.xml',
      '/blog/category/elf-tips/rss.xml',
      '/embed/scene',
    ])
      expect(paths, path).toContain(path);
    expect(
      paths.some((path) => path.startsWith('/blog/') && !path.startsWith('/blog/category/')),
    ).toBe(false);
  });

  it('names what serves each address space the site keeps to itself, and which crawlers skip', () => {
    expect(SITE_SPACES.map((space) => space.prefix)).toEqual(Object.values(SITE_PREFIXES));
    expect(SITE_SPACES.filter((space) => !space.crawled).map((space) => space.prefix)).toEqual([
      '/admin',
      '/api',
    ]);
  });
});
