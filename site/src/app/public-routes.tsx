import type { RouteObject } from 'react-router-dom';
import { aboutHandle, AboutRoute } from '../features/about/about-route';
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
import { homeHandle, homeLoader, HomeRoute } from '../features/home/home-route';
import {
  notFoundHandle,
  notFoundLoader,
  NotFoundRoute,
} from '../features/not-found/not-found-route';
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

function createPageRoutes(source: BlogSource): RouteObject[] {
  return [
    { index: true, loader: homeLoader(source), element: <HomeRoute />, handle: homeHandle },
    {
      path: 'blog',
      loader: blogListLoader(source),
      element: <BlogListRoute />,
      errorElement: <BlogListError />,
      handle: blogListHandle,
    },
    {
      path: 'blog/:slug',
      loader: postLoader(source),
      element: <PostRoute />,
      errorElement: <PostLoadError />,
      handle: postHandle,
    },
    { path: 'about', element: <AboutRoute />, handle: aboutHandle },
    { path: 'terms', element: <TermsRoute />, handle: termsHandle },
    { path: 'privacy', element: <PrivacyRoute />, handle: privacyHandle },
    { path: '*', loader: notFoundLoader, element: <NotFoundRoute />, handle: notFoundHandle },
  ];
}
