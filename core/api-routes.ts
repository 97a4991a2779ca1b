/**
 * Every endpoint of the API function, declared once: its methods, its path (`:name` is a
 * parameter, one path segment) and whether only an admin may call it. The server dispatches by
 * this table (functions/src/http/handlers/api-router.ts) and every client builds its URLs with `apiPath`
 * (pages and widgets with `publicApiPath`, from the public part in core/public-api-routes.ts),
 * so a path is written here and nowhere else.
 */
import {
  CONTENT_KIND_IDS,
  IMPORT_KIND_IDS,
  type ContentKindId,
} from './generators/content-kind-ids';
import {
  fillPath,
  PUBLIC_API_ROUTES,
  type ApiMethod,
  type ParamsOf,
  type PathArgs,
  type RouteSpec,
} from './public-api-routes';

export type { ApiMethod } from './public-api-routes';
export type { ContentKindId };

/** The stored settings the admin API reads and writes at /api/admin/settings/{name}. */
export const SETTINGS_NAMES = ['craft-generator', 'scene-generator', 'robots'] as const;
export type SettingsName = (typeof SETTINGS_NAMES)[number];

/**
 * Matched in this order, the first path that fits wins (its methods decide between the handler
 * and a 405): a fixed path comes before a pattern it also fits (`/api/posts/random` before
 * `/api/posts/:slug`).
 */
export const API_ROUTES = {
  ...PUBLIC_API_ROUTES,

  analytics: { methods: ['GET'], path: '/api/admin/analytics', admin: true },
  toolPages: { methods: ['GET'], path: '/api/admin/tool-pages', admin: true },
  /** ?tool=: the tool's results that spread most (core/results/result-sharing.ts). */
  toolResults: { methods: ['GET'], path: '/api/admin/tool-results', admin: true },
  adminPost: { methods: ['PUT', 'DELETE'], path: '/api/admin/posts/:id', admin: true },
  /** A post's revisions, newest first (core/posts/post-revisions.ts). */
  postRevisions: { methods: ['GET'], path: '/api/admin/posts/:id/revisions', admin: true },
  /** One revision with its text. */
  postRevision: {
    methods: ['GET'],
    path: '/api/admin/posts/:id/revisions/:revisionId',
    admin: true,
  },
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
  /** ?q=&status=&after=: newest sign-up first (core/newsletter/subscribers-admin.ts). */
  subscribers: { methods: ['GET'], path: '/api/admin/subscribers', admin: true },
  /** The dashboard's counts and 30-day growth. */
  subscriberFigures: { methods: ['GET'], path: '/api/admin/subscribers/figures', admin: true },
  /** The confirmed addresses as CSV (SUBSCRIBER_CSV_COLUMNS); audited. */
  subscribersCsv: { methods: ['GET'], path: '/api/admin/subscribers/export.csv', admin: true },
  /** {ids}: deletes the subscribers; the audit entry counts them, naming no address. */
  subscribersErase: { methods: ['POST'], path: '/api/admin/subscribers/erase', admin: true },
  /** Each send of a post to the subscribers, newest first (core/newsletter/newsletter-sends-admin.ts). */
  newsletterSends: { methods: ['GET'], path: '/api/admin/newsletter/sends', admin: true },
  /**
   * GET: whom emailing the post would reach and its sends so far. POST {resend?}: emails it to
   * the confirmed subscribers, once (a resend says so); a scheduled post, when it is published.
   * DELETE: takes back a scheduled post's email before it is published.
   */
  newsletterPostSend: {
    methods: ['GET', 'POST', 'DELETE'],
    path: '/api/admin/newsletter/posts/:id',
    admin: true,
  },
  /** The post's mail as subscribers would get it (its unsubscribe link a placeholder). */
  newsletterPostPreview: {
    methods: ['GET'],
    path: '/api/admin/newsletter/posts/:id/preview',
    admin: true,
  },
  /** {email}: one copy of the post's mail, its subject marked as a test; no send is made. */
  newsletterPostTest: {
    methods: ['POST'],
    path: '/api/admin/newsletter/posts/:id/test',
    admin: true,
  },
  /** Stops a send between two batches. */
  newsletterSendCancel: {
    methods: ['POST'],
    path: '/api/admin/newsletter/sends/:id/cancel',
    admin: true,
  },
  /** {state: 'failed' | 'unconfirmed'}: mails those recipients again. */
  newsletterSendRetry: {
    methods: ['POST'],
    path: '/api/admin/newsletter/sends/:id/retry',
    admin: true,
  },
  /** The whole site's content as one file (core/admin/backup.ts). */
  backup: { methods: ['GET'], path: '/api/admin/backup', admin: true },
  /** A backup file as the body: ?dryRun=true compares it, ?jobId= restores it. */
  restore: { methods: ['POST'], path: '/api/admin/restore', admin: true },
  restoreJob: { methods: ['GET'], path: '/api/admin/restore/:id', admin: true },
} as const satisfies Record<string, RouteSpec>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** A route's parameters, each decoded; constrained ones typed as the values they may take. */
export type ApiParams<N extends ApiRouteName> = ParamsOf<(typeof API_ROUTES)[N]>;

/** The URL path (and query) of a route, each parameter encoded as one path segment. */
export function apiPath<N extends ApiRouteName>(
  name: N,
  ...args: PathArgs<(typeof API_ROUTES)[N]>
): string {
  return fillPath(API_ROUTES[name].path, args);
}

/** A method a route answers: those it declares, and HEAD (see allowedMethods). */
export type AllowedMethod = ApiMethod | 'HEAD';

/** What a request's method and path come to: a route with its parameters, a 405, or nothing. */
export type ApiMatch =
  | { [N in ApiRouteName]: { kind: 'route'; name: N; params: ApiParams<N> } }[ApiRouteName]
  | { kind: 'method-not-allowed'; allow: readonly AllowedMethod[] };

/**
 * The methods a route answers, in the order a 405's `Allow` names them: those it declares, with
 * HEAD after GET on a public route, as HTTP asks of every GET (link checkers and oEmbed consumers
 * send it). An admin route takes only what it declares: an admin's GET may do work worth an audit
 * entry (the backup's download), which a HEAD should not.
 */
export function allowedMethods(spec: RouteSpec): readonly AllowedMethod[] {
  return spec.admin
    ? spec.methods
    : spec.methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
}

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
    const allow = allowedMethods(spec);
    if (!allow.includes(method as AllowedMethod)) return { kind: 'method-not-allowed', allow };
    return { kind: 'route', name, params } as ApiMatch;
  }
  return null;
}
