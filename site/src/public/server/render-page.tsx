import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppShell } from '@site/shared/app/app-shell';
import type { BootData } from '@core/site/boot-data';
import type { SiteSettings } from '@core/site/settings';
import type { HeadData, RouteHandle } from '../app/head';
import { createPublicRoutes } from '../routes/public-routes';
import { errorHead } from '../routes/route-errors';
import type { BlogSource } from '@core/posts/blog-source';
import type { ResultSource } from '@core/results/result-page-data';
import { siteFeedLink } from '@core/posts/feed';
import { embeddedGeneratorKinds } from '@core/generators/generator-embeds';
import { hasEmbeddedGenerators } from '@site/shared/lib/use-embedded-generators';
import { renderDocument, type EntryAssets } from './document';

export interface RenderContext {
  source: BlogSource;
  results: ResultSource;
  boot: BootData;
  assets: EntryAssets;
}

export interface RenderedPage {
  status: number;
  html?: string;
  /** A loader's redirect, answered as is. */
  response?: Response;
}

/**
 * Renders a public page to full HTML: head tags, styles and markup, whose islands the browser brings
 * to life (islands/entry.ts), and the widget loader when the page embeds generators.
 * A page that fails (its loader, or its components while rendering) gets the site's error page
 * with status 500, inside the header and footer when those still render.
 */
export async function renderPublicPage(
  request: Request,
  context: RenderContext,
): Promise<RenderedPage> {
  const { query, dataRoutes } = createStaticHandler(
    createPublicRoutes(context.source, context.results),
  );
  const result = await query(request);
  if (result instanceof Response) return { status: result.status, response: result };

  // Server rendering has no error boundaries: a page that throws while rendering is rendered
  // again with its error at the deepest route with an error element, then at the next one out,
  // as the browser's router would catch it.
  const boundaries = [...result.matches]
    .reverse()
    .filter((match) => match.route.hasErrorBoundary)
    .map((match) => match.route.id);
  let state: StaticHandlerContext = result;
  let body: RenderedBody | undefined;
  let renderError: unknown;
  for (const boundary of [null, ...boundaries]) {
    if (boundary) state = { ...result, statusCode: 500, errors: { [boundary]: renderError } };
    try {
      body = renderBody(dataRoutes, state, context);
      break;
    } catch (error) {
      renderError = error;
    }
  }
  if (!body) throw renderError;

  const pathname = new URL(request.url).pathname;
  const settings = context.boot.settings;
  const pageHead = state.errors ? errorHead(settings, pathname) : routeHead(state, settings);
  // Every public page announces the site's feed, first, so a reader that takes one takes it.
  const head = {
    ...pageHead,
    feeds: [siteFeedLink(settings.productName), ...(pageHead.feeds ?? [])],
  };
  const { preloads, markup } = liftPreloads(body.html);
  const html = renderDocument({
    head,
    boot: context.boot,
    assets: withEmbeddedGenerators(context.assets, markup),
    styleTags: body.styleTags,
    preloads,
    body: markup,
    widgets: hasEmbeddedGenerators(markup),
  });
  return { status: state.statusCode, html };
}

/**
 * The page's assets, with the files of each generator its markup embeds among those fetched
 * ahead: the code is in the cache when the visitor reaches the generator.
 */
function withEmbeddedGenerators(assets: EntryAssets, markup: string): EntryAssets {
  const files = embeddedGeneratorKinds(markup).flatMap((kind) => assets.generators?.[kind] ?? []);
  if (files.length === 0) return assets;
  return { ...assets, warm: [...new Set([...(assets.warm ?? []), ...files])] };
}

interface RenderedBody {
  html: string;
  styleTags: string;
}

function renderBody(
  dataRoutes: ReturnType<typeof createStaticHandler>['dataRoutes'],
  state: StaticHandlerContext,
  context: RenderContext,
): RenderedBody {
  const router = createStaticRouter(dataRoutes, state);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppShell settings={context.boot.settings}>
          <StaticRouterProvider router={router} context={state} hydrate={false} />
        </AppShell>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * React writes a preload for each image it renders without lazy loading (the page's first
 * visible image: a post's featured image, the blog's first card) at the start of the markup,
 * since it renders no <head> here: they belong in the document's head, before the styles.
 */
function liftPreloads(html: string): { preloads: string; markup: string } {
  const preloads = /^(?:<link rel="preload"[^>]*>)+/.exec(html)?.[0] ?? '';
  return { preloads, markup: html.slice(preloads.length) };
}

/** The head the deepest route with one derives from its loader data. */
function routeHead(state: StaticHandlerContext, settings: SiteSettings): HeadData {
  const headRoute = [...state.matches]
    .reverse()
    .find((match) => (match.route.handle as RouteHandle | undefined)?.head);
  const handle = headRoute?.route.handle as RouteHandle | undefined;
  const head = handle?.head?.(state.loaderData[headRoute!.route.id], settings);
  if (!head) throw new Error(`No head for ${state.location.pathname}`);
  return head;
}
