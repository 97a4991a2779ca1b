import { isPagePath } from './public-routes';

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
    '/generators/craft/extra',
    `/${'a/'.repeat(300)}`,
  ])('%s can only be the 404 page', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});
