import { Navigate, type RouteObject } from 'react-router-dom';
import { ACCESS_REDIRECT_MS, IMAGE_LIBRARY_TEXT } from '@core/images/image-library';
import { PATHS } from '@site/shared/app/paths';
import { AdminLayout, type AdminPageHandle } from './admin-layout';
import { LoginRoute } from './features/auth/login-route';
import { AdminAppErrorRoute, AdminErrorRoute } from './features/errors/admin-error-route';
import { ADMIN_NOT_FOUND_TEXT, AdminNotFoundRoute } from './features/errors/admin-not-found-route';

const page = (title: string, noSessionText?: string, loadingText?: string): AdminPageHandle => ({
  title,
  noSessionText,
  loadingText,
});

/** One page at each of its paths (spec part 2 §2 gives tool pages two). */
const atPaths = (paths: string[], route: Omit<RouteObject, 'path' | 'index' | 'children'>) =>
  paths.map((path) => ({ ...route, path }) as RouteObject);

/** Each admin area is its own chunk, so the editor's and the charts' code load only where used. */
const pages: RouteObject[] = [
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
    path: PATHS.adminTools,
    handle: page('Tools Management'),
    lazy: async () => ({
      Component: (await import('./features/tools/tools-route')).ToolsRoute,
    }),
  },
  {
    path: PATHS.adminElfNameGenerator,
    handle: page('Elf Name Generator'),
    lazy: async () => ({
      Component: (await import('./features/elf-names/elf-names-route')).ElfNamesRoute,
    }),
  },
  {
    path: PATHS.adminActivity,
    handle: page('Activity'),
    lazy: async () => ({
      Component: (await import('./features/activity/activity-route')).ActivityRoute,
    }),
  },
  {
    path: PATHS.adminImageRepository,
    handle: {
      ...page('Image Repository'),
      denied: {
        text: IMAGE_LIBRARY_TEXT.accessDeniedText,
        title: IMAGE_LIBRARY_TEXT.authErrorTitle,
        redirectMs: ACCESS_REDIRECT_MS,
      },
    } satisfies AdminPageHandle,
    lazy: async () => ({
      Component: (await import('./features/images/image-repository-route')).ImageRepositoryRoute,
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
    path: PATHS.adminRootFiles,
    handle: page('Domain Root File Manager'),
    lazy: async () => ({
      Component: (await import('./features/root-files/root-files-route')).RootFilesRoute,
    }),
  },
  {
    path: PATHS.adminSubscribers,
    handle: page('Subscribers'),
    lazy: async () => ({
      Component: (await import('./features/subscribers/subscribers-route')).SubscribersRoute,
    }),
  },
  {
    path: PATHS.adminNewsletter,
    handle: page('Newsletter'),
    lazy: async () => ({
      Component: (await import('./features/newsletter/newsletter-route')).NewsletterRoute,
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
  ...atPaths([PATHS.adminCraftGenerator, PATHS.adminCraftGeneratorAlias], {
    handle: page('Craft Generator'),
    lazy: async () => ({
      Component: (await import('./features/crafts/craft-generator-route')).CraftGeneratorRoute,
    }),
  }),
  ...atPaths([PATHS.adminSceneGenerator, PATHS.adminSceneGeneratorAlias], {
    handle: page('Scene Generator'),
    lazy: async () => ({
      Component: (await import('./features/scenes/scene-generator-route')).SceneGeneratorRoute,
    }),
  }),
  ...atPaths([PATHS.adminSceneImporter, PATHS.adminSceneImporterAlias], {
    // Spec part 2 §2: the scene importer says 'Checking authentication' while the session loads.
    handle: page('Import Elf Scenes', undefined, 'Checking authentication...'),
    lazy: async () => ({
      Component: (await import('./features/scenes/scene-importer-route')).SceneImporterRoute,
    }),
  }),
  ...atPaths([PATHS.adminRecipeGenerator, PATHS.adminRecipeGeneratorAlias], {
    handle: page('Recipe Generator'),
    lazy: async () => ({
      Component: (await import('./features/recipes/recipe-generator-route')).RecipeGeneratorRoute,
    }),
  }),
  ...atPaths([PATHS.adminNewRecipe, PATHS.adminNewRecipeAlias], {
    handle: page('Add New Recipe'),
    lazy: async () => ({
      Component: (await import('./features/recipes/new-recipe-route')).NewRecipeRoute,
    }),
  }),
  {
    path: PATHS.adminRecipeImporter,
    handle: page('Import Holiday Recipes'),
    lazy: async () => ({
      Component: (await import('./features/recipes/recipe-importer-route')).RecipeImporterRoute,
    }),
  },
  // Links to pages not built yet land here, not silently on the dashboard.
  {
    path: '/admin/*',
    handle: page(ADMIN_NOT_FOUND_TEXT.title),
    element: <AdminNotFoundRoute />,
  },
];

/**
 * The pages inside the admin layout. A page that fails shows the admin's error page in its place,
 * with the header still there.
 */
export const adminPageRoutes: RouteObject[] = [
  { errorElement: <AdminErrorRoute />, children: pages },
];

/** Shown while a page's code loads on the first visit. */
export const pageLoading = <p role="status">Loading...</p>;

export const adminRoutes: RouteObject[] = [
  {
    hydrateFallbackElement: pageLoading,
    // The login page or the layout itself failed: no header to keep.
    errorElement: <AdminAppErrorRoute />,
    children: [
      { path: '/admin', element: <Navigate to={PATHS.adminDashboard} replace /> },
      { path: PATHS.adminLogin, element: <LoginRoute /> },
      { element: <AdminLayout />, children: adminPageRoutes },
    ],
  },
];
