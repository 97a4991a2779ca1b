import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppShell } from '../app/app-shell';
import type { BootData } from '../app/boot-data';
import { scriptJson, type RouteHandle } from '../app/head';
import { createPublicRoutes } from '../app/public-routes';
import type { BlogSource } from '../features/blog/blog-source';
import { renderDocument, type EntryAssets } from './document';

export interface RenderContext {
  source: BlogSource;
  boot: BootData;
  assets: EntryAssets;
}

export interface RenderedPage {
  status: number;
  html?: string;
  /** A loader's redirect, answered as is. */
  response?: Response;
}

/** Renders a public page to full HTML: head tags, styles, markup and the router's hydration data. */
export async function renderPublicPage(
  request: Request,
  context: RenderContext,
): Promise<RenderedPage> {
  const { query, dataRoutes } = createStaticHandler(createPublicRoutes(context.source));
  const result = await query(request);
  if (result instanceof Response) return { status: result.status, response: result };

  const headRoute = [...result.matches]
    .reverse()
    .find((match) => (match.route.handle as RouteHandle | undefined)?.head);
  const handle = headRoute?.route.handle as RouteHandle | undefined;
  const head = handle?.head?.(result.loaderData[headRoute!.route.id], context.boot.settings);
  if (!head) throw new Error(`No head for ${request.url}`);

  const router = createStaticRouter(dataRoutes, result);
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <AppShell settings={context.boot.settings}>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </AppShell>,
      ),
    );
    const hydration = {
      loaderData: result.loaderData,
      actionData: result.actionData,
      errors: serializeErrors(result.errors),
    };
    const html = renderDocument({
      head,
      boot: context.boot,
      assets: context.assets,
      styleTags: sheet.getStyleTags(),
      body,
      inlineScripts: [`window.__staticRouterHydrationData=${scriptJson(hydration)}`],
    });
    return { status: result.statusCode, html };
  } finally {
    sheet.seal();
  }
}

/** Route errors in the form the browser router revives from hydration data. */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
}
