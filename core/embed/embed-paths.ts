/**
 * The addresses that serve the embeds. No imports but types: the site's page paths import these,
 * and with them every public page's entry script, which must stay a few kilobytes.
 */
import type { EmbedKind } from './embed-kinds';

export const WIDGET_LOADER_PATH = '/widgets/loader.js';
/** The public pages: the four generators, and each one's page with its embed builder. */
export const GENERATORS_PAGE_PATH = '/generators';
export const generatorPagePath = (kind: EmbedKind) => `${GENERATORS_PAGE_PATH}/${kind}`;
