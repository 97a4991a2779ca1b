import { escapeHtml } from '../app/head';
import { DOCUMENT_START, FAVICON_LINK } from './document';

export interface EmbedDocumentParts {
  /** The page's title, as text. */
  title: string;
  /** More head tags (a canonical link), as HTML. */
  head?: string;
  /** The page's own rules; the page is transparent, whatever they say. */
  style?: string;
  /** The body's markup and scripts. */
  body: string[];
}

/**
 * The document of a page made to be framed by other sites (a generator alone, a post's card):
 * transparent, so the host page's background shows; never indexed; nothing of the site around it.
 * flow-root keeps its content's margins inside the body, whose height is what the frame reports.
 */
export function embedDocument(parts: EmbedDocumentParts): string {
  return [
    ...DOCUMENT_START,
    `<title>${escapeHtml(parts.title)}</title>`,
    '<meta name="robots" content="noindex">',
    // Opened on its own, the page would otherwise have its browser ask for a /favicon.ico.
    FAVICON_LINK,
    parts.head ?? '',
    `<style>html,body{margin:0;background:transparent}body{display:flow-root}${parts.style ?? ''}</style>`,
    '</head>',
    '<body>',
    ...parts.body,
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
}
