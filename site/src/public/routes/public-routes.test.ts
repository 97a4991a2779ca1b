import type { RouteObject } from 'react-router-dom';
import type { BlogSource } from '@core/posts/blog-source';
import { PUBLIC_PAGE_ENTRIES } from '@core/site/public-pages';
import { createPublicRoutes, isPagePath } from './public-routes';
import { sampleResultSource } from '@site/shared/testing/result-fixtures';

/** Every page route's path from the root ('/' for the index route), the catch-all left out. */
function pagePaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    if (route.index) return [base || '/'];
    const path = route.path === undefined ? base : `${base}/${route.path}`;
    return route.children ? pagePaths(route.children, path) : route.path === '*' ? [] : [path];
  });
}

describe('the public route tree', () => {
  it('serves exactly the pages the table of public pages says it serves', () => {
    const routes = createPublicRoutes({} as BlogSource, sampleResultSource());
    const table = PUBLIC_PAGE_ENTRIES.filter(([, page]) => page.servedBy === 'page');
    expect(pagePaths(routes).sort()).toEqual(table.map(([, page]) => page.pattern).sort());
  });
});

describe('paths a page could answer', () => {
  it.each([
    '/',
    '/blog',
    '/blog/',
    '/Blog',
    '/blog/elf-ideas-2026',
    '/blog/category/elf-tips',
    '/blog/category/christmas-traditions',
    '/about',
    '/terms',
    '/privacy',
    '/generators',
    '/generators/elf-name',
    '/generators/craft',
    '/generators/scene',
    '/generators/recipe',
    '/generators/craft/job7-12',
    '/generators/craft/job7-12/paper-chain-countdown',
    '/generators/recipe/abc/Any-Old-Title',
    '/generators/elf-name/Jingletoes-McSparkle',
    '/generators/elf-name/Jingletoes',
  ])('%s could be a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '//',
    '//evil.example',
    '//evil.example/blog',
    '/blog//elf-ideas',
    '/wp-login.php',
    '/no-such-page',
    '/about/team',
    '/blog/elf-ideas/comments',
    '/blog/elf.ideas',
    '/blog/Elf-Ideas',
    '/blog/category/elf-recipes',
    '/blog/category/Elf-Tips',
    '/blog/category/elf-tips/more',
    `/blog/${'a'.repeat(201)}`,
    '/generators/unicorn',
    '/generators/craft/a.b',
    '/generators/craft/abc/title/more',
    '/generators/elf-name/extra/more',
    '/generators/elf-name/Buy%20now',
    '/generators/elf-name/a-b-c',
    '/generators/unicorn/abc/title',
    `/${'a/'.repeat(300)}`,
  ])('%s can only be the 404 page', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});
