import type { ApiParams, ApiRouteName } from '@core/api-routes';

/** The handler of one route of core/api-routes.ts, given that route's decoded parameters. */
export type RouteHandler<N extends ApiRouteName> = (
  request: Request,
  params: ApiParams<N>,
) => Promise<Response>;

/** One handler per route: a route without one, or one without a route, does not type-check. */
export type ApiHandlers = { [N in ApiRouteName]: RouteHandler<N> };
