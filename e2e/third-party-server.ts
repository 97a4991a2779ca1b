import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { EMBED_MANIFEST_FILE, type WidgetManifest } from '@core/generators/widget-manifest';
import { ROOT } from '../scripts/lib/paths';
import { EMBED_FRAME_HEIGHT } from '@core/embed/embed-page';
import { PORT_OFFSET, SITE_ORIGIN } from '../scripts/lib/stack';
import { EMBED_HOSTS, embedHostPage, type EmbedHost } from './embed-hosts';

/**
 * Another origin (another port) serving plain HTML pages that embed the widgets by script tag,
 * some under a Content Security Policy, as many real sites run.
 */
export const THIRD_PARTY_ORIGIN = `http://127.0.0.1:${5055 + PORT_OFFSET}`;

export const HOSTILE_CSS = `
  * { font: 40px serif !important; color: red !important; letter-spacing: 3px !important; }
  button { display: none !important; }
  div { background: yellow !important; line-height: 5 !important; }
  h2, h3 { text-transform: uppercase !important; }
`;

/** The policy most sites with a CSP run: styles from their own origin only, no inline styles. */
export const STRICT_STYLE_CSP = "style-src 'self'";
/** The nonce of the nonce-protected pages (a fixed one: these pages are test fixtures). */
export const PAGE_NONCE = 'e2e-nonce-4d1f';

const LOADER = `${SITE_ORIGIN}/widgets/loader.js`;

interface HostPage {
  html: string;
  csp?: string;
}

/** A page of the other site; its own styles come from a stylesheet on its origin (CSP 'self'). */
const page = (body: string, { css = '', stylesheet = '' } = {}) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Third-party page</title>${
  stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : ''
}${css ? `<style>${css}</style>` : ''}</head>
<body>
<h1>A family blog somewhere else</h1>
<button id="host-button" type="button">Host page button</button>
${body}
</body></html>`;

const allFour = (scriptAttributes = '') => `
<div id="elf-host"></div>
<div data-elf-generator="craft" data-theme="christmas" id="craft-host"></div>
<div data-elf-generator="scene" data-theme="minimal" data-post-id="third-party-post" id="scene-host"></div>
<div id="recipe-host"></div>
<script src="${LOADER}"${scriptAttributes}></script>
<script${scriptAttributes}>
  window.initElfNameGenerator('elf-host', 'christmas');
  window.initRecipeGenerator('recipe-host', 'elf');
</script>`;
const ALL_FOUR = allFour();

const GENERATOR_KEYS = ['elf-name', 'craft', 'scene', 'recipe'] as const;

/** Benchmark pages: the time origin is marked just before the widget script tag. */
const benchPage = (body: string) =>
  page(
    `${body.replace('<script src=', '<script>window.benchStart = performance.now()</script><script src=')}`,
  );
const allFourDeclared = `${GENERATOR_KEYS.map((key, i) => `<div data-elf-generator="${key}" id="${i === 0 ? 'w' : `w${i}`}"></div>`).join('')}<script src="${LOADER}"></script>`;

/**
 * A page that allows scripts by hash only ('strict-dynamic' lets the script it trusts add others):
 * its one inline script adds the loader as a module script.
 */
const addLoaderModule = `const s = document.createElement('script');
s.type = 'module';
s.src = ${JSON.stringify(LOADER)};
document.body.append(s);`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

const PAGES: Record<string, HostPage> = {
  ...Object.fromEntries(
    GENERATOR_KEYS.flatMap((key) => [
      [
        `/bench/loader-${key}.html`,
        {
          html: benchPage(
            `<div data-elf-generator="${key}" id="w"></div><script src="${LOADER}"></script>`,
          ),
        },
      ],
      [
        `/bench/umd-${key}.html`,
        {
          html: benchPage(`<div id="w"></div><script src="${SITE_ORIGIN}/widgets/${key}-generator.umd.js"></script>
<script>window.${{ 'elf-name': 'initElfNameGenerator', craft: 'initCraftGenerator', scene: 'initSceneGenerator', recipe: 'initRecipeGenerator' }[key]}('w');</script>`),
        },
      ],
    ]),
  ),
  '/bench/loader-all.html': { html: benchPage(allFourDeclared) },
  '/bench/strict-csp-all.html': { html: benchPage(allFourDeclared), csp: STRICT_STYLE_CSP },
  '/bench/strict-csp-umd.html': {
    html: benchPage(`<div id="w"></div><script src="${SITE_ORIGIN}/widgets/scene-generator.umd.js"></script>
<script>window.initSceneGenerator('w');</script>`),
    csp: STRICT_STYLE_CSP,
  },
  '/hostile.html': { html: page(ALL_FOUR, { css: HOSTILE_CSS }) },
  '/plain.html': { html: page(ALL_FOUR) },
  '/blank.html': { html: page('') },
  '/only-scene.html': {
    html: page(
      `<div data-elf-generator="scene" id="scene-host"></div><script src="${LOADER}"></script>`,
    ),
  },
  // The rest of a long post follows the widget, as on a real blog. Without scroll anchoring (Safari
  // has none) the page keeps its scroll position when the recipe list gives way to one recipe.
  '/only-recipe.html': {
    html: page(
      `<div data-elf-generator="recipe" id="recipe-host"></div><div class="rest-of-post">The rest of the post.</div><script src="${LOADER}"></script>`,
      { css: '.rest-of-post { height: 2000px; } html { overflow-anchor: none; }' },
    ),
  },
  '/umd.html': {
    html: page(`<div id="scene-host"></div><script src="${SITE_ORIGIN}/widgets/scene-generator.umd.js"></script>
<script>window.initSceneGenerator('scene-host', 'christmas');</script>`),
  },
  // Strict CSP, with the hostile stylesheet loaded the way such a page may: from its own origin.
  '/strict-csp.html': {
    html: page(ALL_FOUR, { stylesheet: '/hostile.css' }),
    csp: STRICT_STYLE_CSP,
  },
  '/strict-csp-umd.html': {
    html: page(`<div id="scene-host"></div><script src="${SITE_ORIGIN}/widgets/scene-generator.umd.js"></script>
<script>window.initSceneGenerator('scene-host', 'christmas');</script>`),
    csp: STRICT_STYLE_CSP,
  },
  '/nonce-csp.html': {
    html: page(allFour(` nonce="${PAGE_NONCE}"`)),
    csp: `style-src 'nonce-${PAGE_NONCE}'; script-src 'nonce-${PAGE_NONCE}'`,
  },
  '/module.html': {
    html: page(
      `<div data-elf-generator="scene" id="scene-host"></div><script type="module" src="${LOADER}"></script>`,
    ),
  },
  '/hash-csp.html': {
    html: page(
      `<div data-elf-generator="recipe" id="recipe-host"></div><script>${addLoaderModule}</script>`,
    ),
    csp: `script-src 'sha256-${sha256(addLoaderModule)}' 'strict-dynamic'; ${STRICT_STYLE_CSP}`,
  },
  '/import.html': {
    html: page(
      `<div data-elf-generator="craft" id="craft-host"></div><script type="module">import(${JSON.stringify(LOADER)});</script>`,
    ),
  },
  // The page decides the embeds' outer layout; tests change --embed-width.
  '/layout.html': {
    html: page(ALL_FOUR.replaceAll('<div ', '<div class="embed" '), {
      css: '.embed { margin: 0 0 24px; max-width: var(--embed-width, 480px); }',
    }),
  },
  // <elf-generator> under the strict policy; the test changes its attributes.
  '/element.html': {
    html: page(`<elf-generator id="generator" kind="scene" theme="auto"></elf-generator>
<script src="${LOADER}"></script>`),
    csp: STRICT_STYLE_CSP,
  },
  // An iframe embed with no script of ours on the page: it keeps its fixed height.
  '/iframe-plain.html': {
    html: page(
      `<iframe id="frame" src="${SITE_ORIGIN}/embed/recipe" title="Recipes" height="${EMBED_FRAME_HEIGHT.recipe}" style="border:0;width:100%"></iframe>`,
    ),
  },
  // One embed of each kind, as the generator pages give their codes: the other engines' lane.
  '/three-ways.html': {
    html: page(`<div data-elf-generator="scene" id="scene-host"></div>
<elf-generator id="generator" kind="elf-name"></elf-generator>
<iframe id="frame" src="${SITE_ORIGIN}/embed/recipe" title="Recipes" height="${EMBED_FRAME_HEIGHT.recipe}" style="border:0;width:100%"></iframe>
<script src="${LOADER}"></script>`),
  },
  '/auto-theme.html': {
    html: page(`<div data-elf-generator="scene" data-theme="auto" id="scene-host"></div>
<div id="recipe-host"></div>
<script src="${LOADER}"></script>
<script>window.initRecipeGenerator('recipe-host', 'auto');</script>`),
  },
};

/**
 * Any path under /below-the-fold/: a long page whose scene widget starts out of view, so each test
 * run can embed it on a page of its own (the analytics count per page).
 */
const BELOW_THE_FOLD: HostPage = {
  html: page(
    `<div class="above">The post begins.</div><div data-elf-generator="scene" id="scene-host"></div><script src="${LOADER}"></script>`,
    { css: '.above { height: 3000px; }' },
  ),
};

/**
 * Any path under /framed/: an iframe embed of the recipe generator with the loader on the page,
 * so each test run can embed it on a page of its own (the analytics count per page).
 */
const FRAMED: HostPage = {
  html: page(
    `<iframe id="frame" src="${SITE_ORIGIN}/embed/recipe?theme=christmas" title="Recipes" height="${EMBED_FRAME_HEIGHT.recipe}" style="border:0;width:100%"></iframe><script src="${LOADER}"></script>`,
  ),
};

/**
 * /bench/loader-preload-<key>.html: the loader's snippet with a preload hint for each file the
 * loader fetches for that generator (the embed build's manifest, read when asked: it is built
 * after this module loads), so its second round trip starts with the first.
 */
function loaderWithPreloadHints(path: string): HostPage | undefined {
  const key = /^\/bench\/loader-preload-([\w-]+)\.html$/.exec(path)?.[1];
  if (!key) return undefined;
  const manifest = JSON.parse(
    readFileSync(join(ROOT, 'dist/hosting/widgets', EMBED_MANIFEST_FILE), 'utf8'),
  ) as WidgetManifest;
  const files = manifest[key];
  if (!files) return undefined;
  const hints = files
    .map((file) => `<link rel="modulepreload" href="${SITE_ORIGIN}/widgets/${file}">`)
    .join('');
  return {
    html: page(
      `<div data-elf-generator="${key}" id="w"></div><script>window.benchStart = performance.now()</script>${hints}<script src="${LOADER}"></script>`,
    ),
  };
}

const STYLESHEETS: Record<string, string> = {
  '/hostile.css': HOSTILE_CSS,
};

/**
 * /host/{sandboxing|scripting}?url=…: a post on a blog platform with `url` pasted in it
 * (e2e/embed-hosts.ts); a 502 says why the platform could not embed it.
 */
async function answerEmbedHost(url: URL, response: ServerResponse): Promise<void> {
  const host = url.pathname.slice('/host/'.length);
  const pageUrl = url.searchParams.get('url');
  if (!EMBED_HOSTS.includes(host as EmbedHost) || !pageUrl)
    return void response.writeHead(404).end('not found');
  try {
    const html = await embedHostPage(host as EmbedHost, pageUrl);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  } catch (error) {
    response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
  }
}

export function startThirdPartyServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', THIRD_PARTY_ORIGIN);
    const path = url.pathname;
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    if (path.startsWith('/host/')) return void answerEmbedHost(url, response);
    const stylesheet = STYLESHEETS[path];
    if (stylesheet !== undefined) {
      response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
      return void response.end(stylesheet);
    }
    const found =
      PAGES[path] ??
      (path.startsWith('/below-the-fold/') ? BELOW_THE_FOLD : undefined) ??
      (path.startsWith('/framed/') ? FRAMED : loaderWithPreloadHints(path));
    response.writeHead(found ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
      ...(found?.csp ? { 'content-security-policy': found.csp } : {}),
    });
    response.end(found?.html ?? 'not found');
  });
  return new Promise((resolve) =>
    server.listen(Number(new URL(THIRD_PARTY_ORIGIN).port), '127.0.0.1', () => resolve(server)),
  );
}
