/**
 * The public endpoints of the API, the part of the route table (core/api-routes.ts) that pages
 * and widgets call: they import this module, not the whole table, so a visitor's script carries
 * no admin paths. No imports: the widgets carry this module.
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec {
  /** In the order a 405's `Allow` header names them. */
  methods: readonly ApiMethod[];
  path: `/api/${string}`;
  admin: boolean;
  /** Parameters that take only these values; any other value is no such path (404). */
  oneOf?: Readonly<Record<string, readonly string[]>>;
}

/** In the table's order (see API_ROUTES): a fixed path before a pattern it also fits. */
export const PUBLIC_API_ROUTES = {
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
  /** ?token=: the confirmation mail's link; confirms and answers a page (HTML). */
  newsletterConfirm: { methods: ['GET'], path: '/api/newsletter/confirm', admin: false },
  /**
   * ?token=: every later mail's link. GET answers a page with the one-click button (it changes
   * nothing: mail scanners fetch links); POST, from that button or a mail client's one-click
   * (RFC 8058), unsubscribes.
   */
  newsletterUnsubscribe: {
    methods: ['GET', 'POST'],
    path: '/api/newsletter/unsubscribe',
    admin: false,
  },
  trackView: { methods: ['POST'], path: '/api/track-view', admin: false },
  trackClick: { methods: ['POST'], path: '/api/track-click', admin: false },
  /** POST {path} or {paths}; GET ?path= (the same answer, cacheable by a CDN). */
  handleRedirect: { methods: ['GET', 'POST'], path: '/api/handle-redirect', admin: false },
  /** oEmbed 1.0 for a generator page or a published post: ?url=&format=json&maxwidth=&maxheight= (core/embed/oembed.ts). */
  oembed: { methods: ['GET'], path: '/api/oembed', admin: false },
} as const satisfies Record<string, RouteSpec>;

export type PublicApiRouteName = keyof typeof PUBLIC_API_ROUTES;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type OneOf<Spec> = Spec extends { oneOf: infer O extends Record<string, readonly string[]> }
  ? O
  : Record<never, never>;

/** A route's parameters, each decoded; constrained ones typed as the values they may take. */
export type ParamsOf<Spec extends RouteSpec> = {
  [K in ParamNames<Spec['path']>]: K extends keyof OneOf<Spec>
    ? OneOf<Spec>[K] extends readonly (infer Value)[]
      ? Value
      : never
    : string;
};

/** A query string's values; null and undefined leave the key out. */
export type ApiQuery =
  Record<string, string | number | boolean | null | undefined> | URLSearchParams;

/** What a path builder takes after the route's name: its parameters if it has any, a query. */
export type PathArgs<Spec extends RouteSpec> = [ParamNames<Spec['path']>] extends [never]
  ? [query?: ApiQuery]
  : [params: ParamsOf<Spec>, query?: ApiQuery];

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

/** A route's URL path (and query), each parameter encoded as one path segment. */
export function fillPath(path: string, args: readonly unknown[]): string {
  const hasParams = path.includes('/:');
  const params = (hasParams ? args[0] : undefined) as Record<string, string> | undefined;
  const query = (hasParams ? args[1] : args[0]) as ApiQuery | undefined;
  const filled = path.replace(/:([a-zA-Z]+)/g, (_, key: string) =>
    encodeURIComponent(params![key]!),
  );
  return filled + queryString(query);
}

/** The URL of a public endpoint, for pages and widgets (admin code uses `apiPath`). */
export function publicApiPath<N extends PublicApiRouteName>(
  name: N,
  ...args: PathArgs<(typeof PUBLIC_API_ROUTES)[N]>
): string {
  return fillPath(PUBLIC_API_ROUTES[name].path, args);
}
