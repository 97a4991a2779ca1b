import {
  isRouteErrorResponse,
  matchRoutes,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { postPath } from '@core/posts/blog-paths';
import {
  acceptsParams,
  PUBLIC_PAGE_ENTRIES,
  PUBLIC_PAGES,
  type PublicPageKey,
} from '@core/site/public-pages';
import { HOME_PATH } from '@core/site/site-paths';
import { SLUG_MAX } from '@core/posts/slug';
import { aboutHandle, AboutRoute } from '../features/about/about-route';
import {
  generatorHandle,
  generatorLoader,
  GeneratorRoute,
} from '../features/generators/generator-route';
import { generatorsHandle, GeneratorsRoute } from '../features/generators/generators-route';
import { privacyHandle, PrivacyRoute } from '../features/legal/privacy-route';
import { termsHandle, TermsRoute } from '../features/legal/terms-route';
import {
  BlogListError,
  blogListHandle,
  blogListLoader,
  BlogListRoute,
} from '../features/blog/blog-list-route';
import type { BlogSource } from '@core/posts/blog-source';
import type { ResultSource } from '@core/results/result-page-data';
import { elfNameHandle, elfNameLoader, ElfNameRoute } from '../features/generators/elf-name-route';
import { resultHandle, resultLoader, ResultRoute } from '../features/generators/result-route';
import { PostLoadError, postHandle, postLoader, PostRoute } from '../features/blog/post-route';
import { categoryHandle, categoryLoader, CategoryRoute } from '../features/blog/category-route';
import { homeHandle, homeLoader, HomeRoute } from '../features/home/home-route';
import { notFoundHandle, notFoundLoader, NotFoundRoute } from '../components/not-found-route';
import { Layout } from './layout';
import { PageError, SiteError } from './route-errors';

/**
 * The public route tree, with the sources its pages read from (the server's, or a test's): posts,
 * and the generators' results. A page that fails shows the site's error page inside the header and
 * footer; if those fail too, on its own.
 */
export function createPublicRoutes(source: BlogSource, results: ResultSource): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <SiteError />,
      children: [
        {
          errorElement: <PageError />,
          children: createPageRoutes(source, results),
        },
      ],
    },
  ];
}

/** A page's path in the route tree: its pattern in the table (core/site/public-pages.ts), below the root. */
const routePath = (key: PublicPageKey) => PUBLIC_PAGES[key].pattern.slice(1);

/** Longest path a page has: a post's, with the longest slug. */
const MAX_PAGE_PATH_LENGTH = `${postPath('x'.repeat(SLUG_MAX))}/`.length;

/** Every page the table says the route tree serves, named by its key. */
const PAGE_MATCHERS: RouteObject[] = PUBLIC_PAGE_ENTRIES.filter(
  ([, page]) => page.servedBy === 'page',
).map(([key, page]) =>
  page.pattern === HOME_PATH ? { index: true, id: key } : { path: routePath(key), id: key },
);

/**
 * Whether a page other than the 404 could answer the path: a route above matches it and its
 * parameters are ones the table's page takes (a slug a post could have, one of the spec's
 * categories, a generator). Any other path (`/wp-login.php`, `//evil.example`, a slug with a dot)
 * can only be answered with the 404 page, which need not be rendered for it.
 */
export function isPagePath(pathname: string): boolean {
  if (pathname.length > MAX_PAGE_PATH_LENGTH || pathname.includes('//')) return false;
  const match = matchRoutes(PAGE_MATCHERS, pathname)?.at(-1);
  if (!match) return false;
  return acceptsParams(PUBLIC_PAGES[match.route.id as PublicPageKey], match.params);
}

/**
 * A post list's error element: a page that is not there (an unknown category) is the site's 404,
 * any other error the list's own message (the posts could not be loaded).
 */
function PostListError() {
  return isRouteErrorResponse(useRouteError()) ? <PageError /> : <BlogListError />;
}

function createPageRoutes(source: BlogSource, results: ResultSource): RouteObject[] {
  const resultPage = {
    loader: resultLoader(results),
    element: <ResultRoute />,
    handle: resultHandle,
  };
  return [
    { index: true, loader: homeLoader(source), element: <HomeRoute />, handle: homeHandle },
    {
      path: routePath('blog'),
      loader: blogListLoader(source),
      element: <BlogListRoute />,
      errorElement: <PostListError />,
      handle: blogListHandle,
    },
    {
      path: routePath('category'),
      loader: categoryLoader(source),
      element: <CategoryRoute />,
      errorElement: <PostListError />,
      handle: categoryHandle,
    },
    {
      path: routePath('post'),
      loader: postLoader(source),
      element: <PostRoute />,
      errorElement: <PostLoadError />,
      handle: postHandle,
    },
    { path: routePath('about'), element: <AboutRoute />, handle: aboutHandle },
    { path: routePath('generators'), element: <GeneratorsRoute />, handle: generatorsHandle },
    {
      path: routePath('generator'),
      loader: generatorLoader,
      element: <GeneratorRoute />,
      handle: generatorHandle,
    },
    { path: routePath('result'), ...resultPage },
    { path: routePath('resultWithoutSlug'), ...resultPage },
    {
      path: routePath('elfName'),
      loader: elfNameLoader(results),
      element: <ElfNameRoute />,
      handle: elfNameHandle,
    },
    { path: routePath('terms'), element: <TermsRoute />, handle: termsHandle },
    { path: routePath('privacy'), element: <PrivacyRoute />, handle: privacyHandle },
    { path: '*', loader: notFoundLoader, element: <NotFoundRoute />, handle: notFoundHandle },
  ];
}
