/**
 * The kinds of generator content an admin curates. Apart from core/generators/content-kinds.ts (which
 * defines each kind and pulls in its schemas) so the API route table, which the widgets carry,
 * can name them without that weight.
 */
export const CONTENT_KIND_IDS = [
  'prefixes',
  'suffixes',
  'last-names',
  'crafts',
  'scenes',
  'recipes',
] as const;
export type ContentKindId = (typeof CONTENT_KIND_IDS)[number];

/** What the import engine imports and the tables delete in bulk: generator content, and redirects. */
export const IMPORT_KIND_IDS = [...CONTENT_KIND_IDS, 'redirects'] as const;
export type ImportKindId = (typeof IMPORT_KIND_IDS)[number];
