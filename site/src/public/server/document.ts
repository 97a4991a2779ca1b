import type { GeneratorKind } from '@core/generators/generator-embeds';
import { BOOT_DATA_ID, type BootData } from '@core/site/boot-data';
import { renderHeadTags, scriptJson, type HeadData } from '../app/head';
import { SITE_WIDGET_LOADER } from '@site/shared/app/paths';
import { WARM_CHUNKS_ATTRIBUTE } from '../app/island-attributes';

/** One built entry of the client, as the Vite manifest names it. */
export interface EntryAssets {
  script: string;
  css: string[];
  preload: string[];
  /** Chunks the script fetches ahead once the page is idle (islands/entry.ts). */
  warm?: string[];
  /** Per generator, the files it runs; a page that embeds one fetches them ahead too. */
  generators?: Partial<Record<GeneratorKind, string[]>>;
}

export interface DocumentParts {
  head: HeadData;
  boot: BootData;
  assets: EntryAssets;
  styleTags: string;
  /** Resource hints for the page's first images, first in the head so they are fetched early. */
  preloads?: string;
  body: string;
  /** The page embeds generators: the widget loader starts them from this HTML, not after a script. */
  widgets?: boolean;
}

/** A raster of favicon.svg: the page would lay an SVG icon out as a document on its main thread. */
export const FAVICON_LINK = '<link rel="icon" href="/favicon.png" sizes="48x48" type="image/png">';

/** How every page of the site begins, up to its own head tags. */
export const DOCUMENT_START = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
];

export function renderDocument(parts: DocumentParts): string {
  const { assets } = parts;
  return [
    ...DOCUMENT_START,
    FAVICON_LINK,
    parts.preloads ?? '',
    renderHeadTags(parts.head, parts.boot.settings),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
    parts.widgets ? `<script src="${SITE_WIDGET_LOADER}" async></script>` : '',
    parts.styleTags,
    '</head>',
    '<body>',
    `<div id="root">${parts.body}</div>`,
    // Data, not a script: the page's policy allows no inline script.
    `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(parts.boot)}</script>`,
    `<script type="module" src="${assets.script}"${
      assets.warm?.length ? ` ${WARM_CHUNKS_ATTRIBUTE}="${assets.warm.join(' ')}"` : ''
    }></script>`,
    '</body>',
    '</html>',
  ].join('\n');
}
