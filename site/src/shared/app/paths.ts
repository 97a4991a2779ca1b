import {
  GENERATORS_PAGE_PATH,
  generatorPagePath,
  WIDGET_LOADER_PATH,
} from '@core/embed/embed-paths';
import {
  BLOG_PATH,
  blogPagePath,
  categoryFeedPath,
  categoryPagePath,
  categoryPath,
  DEFAULT_FEATURED_IMAGE,
  FEED_PATH,
  postPath,
} from '@core/posts/blog-paths';
import { ABOUT_PATH, HOME_PATH, PRIVACY_PATH, TERMS_PATH } from '@core/site/site-paths';
import {
  EMBED_PAGE_LOADER_FILE,
  POST_CARD_SCRIPT_FILE,
  SITE_LOADER_FILE,
} from '@core/generators/widget-manifest';

/**
 * URLs of the site's pages, built in one place: the public ones by core's builders, which the
 * table of public pages (core/site/public-pages.ts) names (the API's are in core/api-routes.ts).
 */
export const PATHS = {
  home: HOME_PATH,
  blog: BLOG_PATH,
  blogPage: blogPagePath,
  post: postPath,
  blogCategory: categoryPath,
  blogCategoryPage: categoryPagePath,
  feed: FEED_PATH,
  categoryFeed: categoryFeedPath,
  about: ABOUT_PATH,
  generators: GENERATORS_PAGE_PATH,
  generator: generatorPagePath,
  terms: TERMS_PATH,
  privacy: PRIVACY_PATH,
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminBlog: '/admin/blog',
  adminNewPost: '/admin/new-post',
  adminEditPost: (id: string) => `/admin/edit-post/${encodeURIComponent(id)}`,
  adminTools: '/admin/tools',
  adminRedirects: '/admin/redirects',
  adminTestRedirects: '/admin/test-redirects',
  adminTool: (slug: string) => `/admin/tools/${slug}`,
  /** Spec part 2 §2: each tool page answers at two paths; back links and returns use /admin/tools/…. */
  adminCraftGenerator: '/admin/tools/craft-generator',
  adminCraftGeneratorAlias: '/admin/craft-generator',
  adminSceneGenerator: '/admin/tools/scene-generator',
  adminSceneGeneratorAlias: '/admin/scene-generator',
  adminSceneImporter: '/admin/tools/scene-importer',
  adminSceneImporterAlias: '/admin/scene-ideas-importer',
  adminRecipeGenerator: '/admin/tools/recipe-generator',
  adminRecipeGeneratorAlias: '/admin/recipe-generator',
  adminNewRecipe: '/admin/tools/recipe-generator/new',
  adminNewRecipeAlias: '/admin/new-recipe',
  adminRecipeImporter: '/admin/tools/recipe-importer',
  adminElfNameGenerator: '/admin/elf-name-generator',
  adminActivity: '/admin/activity',
  adminRootFiles: '/admin/root-file-manager',
  adminImageRepository: '/admin/image-repository',
  adminSubscribers: '/admin/subscribers',
  adminNewsletter: '/admin/newsletter',
} as const;

/** The default featured image (core/posts/blog-paths.ts) at the widths the image library stores (core/images/image-library.ts), and its own. */
export const DEFAULT_FEATURED_IMAGE_SRCSET = `/images/default-holiday-w480.webp 480w, /images/default-holiday-w960.webp 960w, ${DEFAULT_FEATURED_IMAGE} 1280w`;

/** The widget loader: the same script third-party pages include. */
export const WIDGET_LOADER = WIDGET_LOADER_PATH;
/** The loader of this site's own pages: its generators share the islands' runtime (rollup.config.ts). */
export const SITE_WIDGET_LOADER = `/widgets/${SITE_LOADER_FILE}`;
/** The loader of our embed page: other sites' generators, a click on its first frame held. */
export const EMBED_PAGE_WIDGET_LOADER = `/widgets/${EMBED_PAGE_LOADER_FILE}`;
/** The script of a post's card embed page: its height to the frame, its link to the host. */
export const POST_CARD_SCRIPT = `/widgets/${POST_CARD_SCRIPT_FILE}`;
export const DEFAULT_FEATURED_IMAGE_ALT = 'A cozy holiday scene with a decorated tree and gifts';
