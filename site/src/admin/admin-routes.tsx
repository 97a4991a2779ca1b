import { Navigate, type RouteObject } from 'react-router-dom';
import { PATHS } from '../app/paths';
import { AdminLayout, type AdminPageHandle } from './admin-layout';
import { LoginRoute } from './features/auth/login-route';

const page = (title: string, noSessionText?: string): AdminPageHandle => ({
  title,
  noSessionText,
});

/** Each admin area is its own chunk, so the editor's and the charts' code load only where used. */
export const adminPageRoutes: RouteObject[] = [
  {
    path: PATHS.adminDashboard,
    handle: page('Admin Dashboard'),
    lazy: async () => ({
      Component: (await import('./features/dashboard/dashboard-route')).DashboardRoute,
    }),
  },
  {
    path: PATHS.adminBlog,
    handle: page('Blog Management', 'Please login to manage blog posts'),
    lazy: async () => ({
      Component: (await import('./features/blog/blog-management-route')).BlogManagementRoute,
    }),
  },
  {
    path: PATHS.adminRedirects,
    handle: page('URL Redirects'),
    lazy: async () => ({
      Component: (await import('./features/redirects/redirects-route')).RedirectsRoute,
    }),
  },
  {
    path: PATHS.adminTestRedirects,
    handle: page('Redirect Test'),
    lazy: async () => ({
      Component: (await import('./features/redirects/test-redirects-route')).TestRedirectsRoute,
    }),
  },
  {
    // One editor instance for both paths (the children only name the page): after a new post's
    // first save the URL becomes its edit URL without remounting the editor.
    lazy: async () => ({
      Component: (await import('./features/posts/post-editor-route')).PostEditorRoute,
    }),
    children: [
      {
        path: PATHS.adminNewPost,
        element: null,
        handle: page('Create New Post', 'Please login to create blog posts'),
      },
      {
        path: '/admin/edit-post/:id',
        element: null,
        handle: page('Edit Post', 'Please login to edit blog posts'),
      },
    ],
  },
];

/** Shown while a page's code loads on the first visit. */
export const pageLoading = <p role="status">Loading...</p>;

export const adminRoutes: RouteObject[] = [
  {
    hydrateFallbackElement: pageLoading,
    children: [
      { path: PATHS.adminLogin, element: <LoginRoute /> },
      { element: <AdminLayout />, children: adminPageRoutes },
      { path: '/admin/*', element: <Navigate to={PATHS.adminDashboard} replace /> },
    ],
  },
];
