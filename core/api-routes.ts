/**
 * Every endpoint of the API function, declared once: its methods, its path (`:name` is a
 * parameter, one path segment) and whether only an admin may call it. The server dispatches by
 * this table (functions/src/api/api-router.ts) and every client builds its URLs with `apiPath`,
 * so a path is written here and nowhere else. No imports but types and import-free lists: the
 * widgets carry this module.
 */
import { CONTENT_KIND_IDS, IMPORT_KIND_IDS, type ContentKindId } from './content-kind-ids';

export type { ContentKindId };

/** The stored settings the admin API reads and writes at /api/admin/settings/{name}. */
export const SETTINGS_NAMES = ['craft-generator', 'scene-generator', 'robots'] as const;
export type SettingsName = (typeof SETTINGS_NAMES)[number];

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RouteSpec {
  /** In the order a 405's `Allow` header names them. */
  methods: readonly ApiMethod[];
  path: `/api/${string}`;
  admin: boolean;
  /** Parameters that take only these values; any other value is no such path (404). */
  oneOf?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Matched in this order, the first path that fits wins (its methods decide between the handler
 * and a 405): a fixed path comes before a pattern it also fits (`/api/posts/random` before
 * `/api/posts/:slug`).
 */
export const API_ROUTES = {
  health: { methods: ['GET'], path: '/api/health', admin: false },
  posts: { methods: ['GET'], path: '/api/posts', admin: false },
  randomPosts: { methods: ['GET'], path: '/api/posts/random', admin: false },
  /** Drafts too for an admin's token; anyone else gets what the public gets. */
  post: { methods: ['GET'], path: '/api/posts/:slug', admin: false },
  nameParts: { methods: ['GET'], path: '/api/generators/name-parts', admin: false },
  craftIdeas: { methods: ['GET'], path: '/api/generators/craft-ideas', admin: false },
  scenes: { methods: ['GET'], path: '/api/generators/scenes', admin: false },
  recipes: { methods: ['GET'], path: '/api/generators/recipes', admin: false },
  craftSettings: { methods: ['GET'], path: '/api/generators/craft-settings', admin: false },
  sceneSettings: { methods: ['GET'], path: '/api/generators/scene-settings', admin: false },
  toolUsage: { methods: ['POST'], path: '/api/tool-usage', admin: false },
  newsletter: { methods: ['POST'], path: '/api/newsletter', admin: false },
  trackView: { methods: ['POST'], path: '/api/track-view', admin: false },
  trackClick: { methods: ['POST'], path: '/api/track-click', admin: false },
  /** POST {path} or {paths}; GET ?path= (the same answer, cacheable by a CDN). */
  handleRedirect: { methods: ['GET', 'POST'], path: '/api/handle-redirect', admin: false },

  analytics: { methods: ['GET'], path: '/api/admin/analytics', admin: true },
  toolPages: { methods: ['GET'], path: '/api/admin/tool-pages', admin: true },
  adminPost: { methods: ['PUT', 'DELETE'], path: '/api/admin/posts/:id', admin: true },
  /** ?kind=featured|inline, the image's bytes as the body. */
  imageUpload: { methods: ['POST'], path: '/api/admin/images', admin: true },
  image: { methods: ['DELETE'], path: '/api/admin/images/:id', admin: true },
  imageProxy: { methods: ['POST'], path: '/api/image-proxy', admin: true },
  generateSitemap: { methods: ['POST'], path: '/api/generate-sitemap', admin: true },
  copySitemapFiles: { methods: ['POST'], path: '/api/copy-sitemap-files', admin: true },
  checkSitemapUrls: { methods: ['POST'], path: '/api/check-sitemap-urls', admin: true },
  activity: { methods: ['GET'], path: '/api/admin/activity', admin: true },
  contentCounts: { methods: ['GET'], path: '/api/admin/content/counts', admin: true },
  contentList: {
    methods: ['GET', 'POST'],
    path: '/api/admin/content/:kind',
    admin: true,
    oneOf: { kind: CONTENT_KIND_IDS },
  },
  contentItem: {
    methods: ['GET', 'PUT', 'DELETE'],
    path: '/api/admin/content/:kind/:id',
    admin: true,
    oneOf: { kind: CONTENT_KIND_IDS },
  },
  settings: {
    methods: ['GET', 'PUT'],
    path: '/api/admin/settings/:name',
    admin: true,
    oneOf: { name: SETTINGS_NAMES },
  },
  importDryRun: { methods: ['POST'], path: '/api/admin/imports/dry-run', admin: true },
  imports: { methods: ['GET', 'POST'], path: '/api/admin/imports', admin: true },
  importJob: { methods: ['GET'], path: '/api/admin/imports/:id', admin: true },
  importReport: { methods: ['GET'], path: '/api/admin/imports/:id/report.csv', admin: true },
  /** Removes what the job created and nobody changed since; answers the job when done. */
  importUndo: { methods: ['POST'], path: '/api/admin/imports/:id/undo', admin: true },
  /** {ids}: at most MAX_BULK_DELETE of one kind (content or redirects) per request. */
  bulkDelete: {
    methods: ['POST'],
    path: '/api/admin/bulk-delete/:kind',
    admin: true,
    oneOf: { kind: IMPORT_KIND_IDS },
  },
  redirects: { methods: ['GET', 'POST'], path: '/api/admin/redirects', admin: true },
  redirectStats: { methods: ['GET'], path: '/api/admin/redirects/stats', admin: true },
  /** The 35 article redirects. */
  redirectBuiltins: { methods: ['POST'], path: '/api/admin/redirects/builtin', admin: true },
  notFoundLog: { methods: ['GET'], path: '/api/admin/redirects/not-found', admin: true },
  edgeSettings: {
    methods: ['GET', 'PUT'],
    path: '/api/admin/redirects/edge-settings',
    admin: true,
  },
  redirect: { methods: ['PUT', 'DELETE'], path: '/api/admin/redirects/:id', admin: true },
  edgeSync: { methods: ['POST'], path: '/api/admin/sync-cloudflare-redirects', admin: true },
  /** GET lists them; POST ?name= with the file's bytes stages one. */
  rootFiles: { methods: ['GET', 'POST'], path: '/api/admin/root-files', admin: true },
  copyFileToRoot: { methods: ['POST'], path: '/api/copy-file-to-root', admin: true },
  deleteRootFile: { methods: ['POST'], path: '/api/delete-root-file', admin: true },
} as const satisfies Record<string, RouteSpec>;

export type ApiRouteName = keyof typeof API_ROUTES;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type OneOf<N extends ApiRouteName> = (typeof API_ROUTES)[N] extends {
  oneOf: infer O extends Record<string, readonly string[]>;
}
  ? O
  : Record<never, never>;

/** A route's parameters, each decoded; constrained ones typed as the values they may take. */
export type ApiParams<N extends ApiRouteName> = {
  [K in ParamNames<(typeof API_ROUTES)[N]['path']>]: K extends keyof OneOf<N>
    ? OneOf<N>[K] extends readonly (infer Value)[]
      ? Value
      : never
    : string;
};

/** A query string's values; null and undefined leave the key out. */
export type ApiQuery =
  Record<string, string | number | boolean | null | undefined> | URLSearchParams;

type PathArgs<N extends ApiRouteName> = [ParamNames<(typeof API_ROUTES)[N]['path']>] extends [never]
  ? [query?: ApiQuery]
  : [params: ApiParams<N>, query?: ApiQuery];

function queryString(query: ApiQuery | undefined): string {
  if (!query) return '';
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]) =>
            value === null || value === undefined ? [] : [[key, String(value)]],
          ),
        );
  const text = search.toString();
  return text ? `?${text}` : '';
}

const hasParams = (path: string) => path.includes('/:');

/** The URL path (and query) of a route, each parameter encoded as one path segment. */
export function apiPath<N extends ApiRouteName>(name: N, ...args: PathArgs<N>): string {
  const { path } = API_ROUTES[name];
  const params = (hasParams(path) ? args[0] : undefined) as Record<string, string> | undefined;
  const query = (hasParams(path) ? args[1] : args[0]) as ApiQuery | undefined;
  const filled = path.replace(/:([a-zA-Z]+)/g, (_, key: string) =>
    encodeURIComponent(params![key]!),
  );
  return filled + queryString(query);
}

/** What a request's method and path come to: a route with its parameters, a 405, or nothing. */
export type ApiMatch =
  | { [N in ApiRouteName]: { kind: 'route'; name: N; params: ApiParams<N> } }[ApiRouteName]
  | { kind: 'method-not-allowed'; allow: readonly ApiMethod[] };

function decodeSegment(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function matchPath(spec: RouteSpec, pathname: string): Record<string, string> | null {
  const pattern = spec.path.split('/');
  const actual = pathname.split('/');
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = actual[i]!;
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    // An empty or malformed segment is no such path rather than an error.
    const value = segment === '' ? null : decodeSegment(segment);
    const allowed = spec.oneOf?.[part.slice(1)];
    if (value === null || (allowed && !allowed.includes(value))) return null;
    params[part.slice(1)] = value;
  }
  return params;
}

/** The route a request names: the first in table order whose path fits, null when none does. */
export function matchApiRoute(method: string, pathname: string): ApiMatch | null {
  for (const [name, spec] of Object.entries(API_ROUTES) as [ApiRouteName, RouteSpec][]) {
    const params = matchPath(spec, pathname);
    if (!params) continue;
    if (!spec.methods.includes(method as ApiMethod))
      return { kind: 'method-not-allowed', allow: spec.methods };
    return { kind: 'route', name, params } as ApiMatch;
  }
  return null;
}
