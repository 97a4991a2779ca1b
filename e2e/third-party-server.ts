import { createServer, type Server } from 'node:http';
import { PORT_OFFSET, SITE_ORIGIN } from '../scripts/lib/stack';

/** Another origin (another port) serving plain HTML pages that embed the widgets by script tag. */
export const THIRD_PARTY_ORIGIN = `http://127.0.0.1:${5055 + PORT_OFFSET}`;

export const HOSTILE_CSS = `
  * { font: 40px serif !important; color: red !important; letter-spacing: 3px !important; }
  button { display: none !important; }
  div { background: yellow !important; line-height: 5 !important; }
  h2, h3 { text-transform: uppercase !important; }
`;

const page = (body: string, css = '') => `<!doctype html>
<html><head><meta charset="utf-8"><title>Third-party page</title><style>${css}</style></head>
<body>
<h1>A family blog somewhere else</h1>
<button id="host-button" type="button">Host page button</button>
${body}
</body></html>`;

const ALL_FOUR = `
<div id="elf-host"></div>
<div data-elf-generator="craft" data-theme="christmas" id="craft-host"></div>
<div data-elf-generator="scene" data-theme="minimal" data-post-id="third-party-post" id="scene-host"></div>
<div id="recipe-host"></div>
<script src="${SITE_ORIGIN}/widgets/loader.js"></script>
<script>
  window.initElfNameGenerator('elf-host', 'christmas');
  window.initRecipeGenerator('recipe-host', 'elf');
</script>`;

const GENERATOR_KEYS = ['elf-name', 'craft', 'scene', 'recipe'] as const;

/** Benchmark pages: the time origin is marked just before the widget script tag. */
const benchPage = (body: string) =>
  page(
    `${body.replace('<script src=', '<script>window.benchStart = performance.now()</script><script src=')}`,
  );

const PAGES: Record<string, string> = {
  ...Object.fromEntries(
    GENERATOR_KEYS.flatMap((key) => [
      [
        `/bench/loader-${key}.html`,
        benchPage(
          `<div data-elf-generator="${key}" id="w"></div><script src="${SITE_ORIGIN}/widgets/loader.js"></script>`,
        ),
      ],
      [
        `/bench/umd-${key}.html`,
        benchPage(`<div id="w"></div><script src="${SITE_ORIGIN}/widgets/${key}-generator.umd.js"></script>
<script>window.${{ 'elf-name': 'initElfNameGenerator', craft: 'initCraftGenerator', scene: 'initSceneGenerator', recipe: 'initRecipeGenerator' }[key]}('w');</script>`),
      ],
    ]),
  ),
  '/bench/loader-all.html': benchPage(
    `${GENERATOR_KEYS.map((key, i) => `<div data-elf-generator="${key}" id="${i === 0 ? 'w' : `w${i}`}"></div>`).join('')}<script src="${SITE_ORIGIN}/widgets/loader.js"></script>`,
  ),
  '/hostile.html': page(ALL_FOUR, HOSTILE_CSS),
  '/plain.html': page(ALL_FOUR),
  '/blank.html': page(''),
  '/only-scene.html': page(
    `<div data-elf-generator="scene" id="scene-host"></div><script src="${SITE_ORIGIN}/widgets/loader.js"></script>`,
  ),
  // The rest of a long post follows the widget, as on a real blog. Without scroll anchoring (Safari
  // has none) the page keeps its scroll position when the recipe list gives way to one recipe.
  '/only-recipe.html': page(
    `<div data-elf-generator="recipe" id="recipe-host"></div><div class="rest-of-post">The rest of the post.</div><script src="${SITE_ORIGIN}/widgets/loader.js"></script>`,
    '.rest-of-post { height: 2000px; } html { overflow-anchor: none; }',
  ),
  '/umd.html':
    page(`<div id="scene-host"></div><script src="${SITE_ORIGIN}/widgets/scene-generator.umd.js"></script>
<script>window.initSceneGenerator('scene-host', 'christmas');</script>`),
};

export function startThirdPartyServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', THIRD_PARTY_ORIGIN).pathname;
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    const body = PAGES[path];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  return new Promise((resolve) =>
    server.listen(Number(new URL(THIRD_PARTY_ORIGIN).port), '127.0.0.1', () => resolve(server)),
  );
}
