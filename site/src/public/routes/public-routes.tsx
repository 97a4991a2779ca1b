import {
  isRouteErrorResponse,
  matchRoutes,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { postCategory } from '@core/post-categories';
import { isValidSlug, SLUG_MAX } from '@core/slug';
import { aboutHandle, AboutRoute } from '../features/about/about-route';
import {
  generatorHandle,
  generatorLoader,
  GeneratorRoute,
} from '../features/generators/generator-route';
import { generatorsHandle, GeneratorsRoute } from '../features/generators/generators-route';
import { isEmbedKind } from '@core/embed/embed-kinds';
import { privacyHandle, PrivacyRoute } from '../features/legal/privacy-route';
import { termsHandle, TermsRoute } from '../features/legal/terms-route';
import {
  BlogListError,
  blogListHandle,
  blogListLoader,
  BlogListRoute,
} from '../features/blog/blog-list-route';
import type { BlogSource } from '@core/blog-source';
import { PostLoadError, postHandle, postLoader, PostRoute } from '../features/blog/post-route';
import { categoryHandle, categoryLoader, CategoryRoute } from '../features/blog/category-route';
import { homeHandle, homeLoader, HomeRoute } from '../features/home/home-route';
import { notFoundHandle, notFoundLoader, NotFoundRoute } from '../components/not-found-route';
import { Layout } from './layout';
import { PageError, SiteError } from './route-errors';

/**
 * The public route tree; the server and the browser each pass the blog source they read from. A
 * page that fails shows the site's error page inside the header and footer; if those fail too, on
 * its own.
 */
export function createPublicRoutes(source: BlogSource): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <SiteError />,
      children: [
        {
          errorElement: <PageError />,
          children: createPageRoutes(source),
        },
      ],
    },
  ];
}

/** The pages' paths, below the root (the home page is the index route). */
const PAGE_PATHS = {
  blog: 'blog',
  post: 'blog/:slug',
  category: 'blog/category/:category',
  about: 'about',
  generators: 'generators',
  generator: 'generators/:kind',
  terms: 'terms',
  privacy: 'privacy',
} as const;

/** Longest path a page has: a post's, with the longest slug. */
const MAX_PAGE_PATH_LENGTH = `/blog/${'x'.repeat(SLUG_MAX)}/`.length;

const PAGE_MATCHERS: RouteObject[] = [
  { index: true },
  ...Object.values(PAGE_PATHS).map((path) => ({ path })),
];

/**
 * Whether a page other than the 404 could answer the path: a route above matches it, a post's
 * slug is one a post could have, a category is one of the spec's, and a generator's page names a
 * generator. Any other path (`/wp-login.php`, `//evil.example`, a slug with a dot) can only be
 * answered with the 404 page, which need not be rendered for it.
 */
export function isPagePath(pathname: string): boolean {
  if (pathname.length > MAX_PAGE_PATH_LENGTH || pathname.includes('//')) return false;
  const match = matchRoutes(PAGE_MATCHERS, pathname)?.at(-1);
  if (!match) return false;
  const { slug, category, kind } = match.params;
  if (category !== undefined) return postCategory(category) !== undefined;
  return (slug === undefined || isValidSlug(slug)) && (kind === undefined || isEmbedKind(kind));
}

/**
 * A post list's error element: a page that is not there (an unknown category) is the site's 404,
 * any other error the list's own message (the posts could not be loaded).
 */
function PostListError() {
  return isRouteErrorResponse(useRouteError()) ? <PageError /> : <BlogListError />;
}

function createPageRoutes(source: BlogSource): RouteObject[] {
  return [
    { index: true, loader: homeLoader(source), element: <HomeRoute />, handle: homeHandle },
    {
      path: PAGE_PATHS.blog,
      loader: blogListLoader(source),
      element: <BlogListRoute />,
      errorElement: <PostListError />,
      handle: blogListHandle,
    },
    {
      path: PAGE_PATHS.category,
      loader: categoryLoader(source),
      element: <CategoryRoute />,
      errorElement: <PostListError />,
      handle: categoryHandle,
    },
    {
      path: PAGE_PATHS.post,
      loader: postLoader(source),
      element: <PostRoute />,
      errorElement: <PostLoadError />,
      handle: postHandle,
    },
    { path: PAGE_PATHS.about, element: <AboutRoute />, handle: aboutHandle },
    { path: PAGE_PATHS.generators, element: <GeneratorsRoute />, handle: generatorsHandle },
    {
      path: PAGE_PATHS.generator,
      loader: generatorLoader,
      element: <GeneratorRoute />,
      handle: generatorHandle,
    },
    { path: PAGE_PATHS.terms, element: <TermsRoute />, handle: termsHandle },
    { path: PAGE_PATHS.privacy, element: <PrivacyRoute />, handle: privacyHandle },
    { path: '*', loader: notFoundLoader, element: <NotFoundRoute />, handle: notFoundHandle },
  ];
}
