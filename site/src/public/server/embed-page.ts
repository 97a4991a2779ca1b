import { ALL_TOOLS } from '@core/generators/tools';
import { EMBED_MIN_HEIGHT, embedPageOptions } from '@core/embed/embed-page';
import type { EmbedKind } from '@core/embed/embed-kinds';
import { EMBED_FRAME_ATTRIBUTE } from '@core/embed/embed-message';
import type { SiteSettings } from '@core/site/settings';
import { escapeHtml } from '../app/head';
import { EMBED_PAGE_WIDGET_LOADER } from '@site/shared/app/paths';
import { VISUALLY_HIDDEN } from '@site/shared/app/global-style';
import { embedDocument } from './embed-document';

/**
 * The iframe embed page: the generator's markup alone on a transparent page, started by the
 * generators other sites load (the smaller runtime), through a loader that also holds a click on
 * the server's first frame until the generator answers it. The frame attribute tells the loader it runs in a
 * frame: it reports the content's height to the parent and the embed as an iframe one. Never
 * indexed (embedDocument): the generator pages are what search engines should find.
 */
export function renderEmbedPage(
  kind: EmbedKind,
  query: URLSearchParams,
  settings: SiteSettings,
): string {
  const tool = ALL_TOOLS.find((candidate) => candidate.key === kind)!;
  const options = embedPageOptions(kind, query);
  const attributes = [
    `data-elf-generator="${kind}"`,
    EMBED_FRAME_ATTRIBUTE,
    options.theme && `data-theme="${escapeHtml(options.theme)}"`,
    options.title && `data-title="${escapeHtml(options.title)}"`,
    options.showHistory !== undefined && `data-show-history="${escapeHtml(options.showHistory)}"`,
  ].filter(Boolean);
  return embedDocument({
    title: `${tool.label} | ${settings.productName}`,
    style: `[data-elf-generator]{min-height:${EMBED_MIN_HEIGHT}px}.visually-hidden{${VISUALLY_HIDDEN}}`,
    body: [
      // A page of its own when opened on its own: its main part and its heading, unseen (the
      // generator shows its own).
      '<main>',
      `<h1 class="visually-hidden">${escapeHtml(options.title ?? tool.label)}</h1>`,
      `<div ${attributes.join(' ')}></div>`,
      '</main>',
      // After the markup: the loader sees the frame's generator when it starts.
      `<script src="${EMBED_PAGE_WIDGET_LOADER}"></script>`,
    ],
  });
}
