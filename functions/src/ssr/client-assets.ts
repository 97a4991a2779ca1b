import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATOR_KINDS } from '@core/generators/generator-embeds';
import {
  ISLANDS_LIVE_KEY,
  WIDGET_MANIFEST_FILE,
  type WidgetManifest,
} from '@core/generators/widget-manifest';
import type { EntryAssets } from '@site/public/server/document';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRIES = {
  admin: 'site/src/admin/entry-admin.tsx',
} as const;

const manifests = new Map<string, Manifest>();

/** Where the deployed function finds the client build's Vite manifest (copied there by the build). */
const BUNDLED_MANIFEST = () => join(__dirname, 'client-manifest.json');

function readManifest(path: string): Manifest {
  let manifest = manifests.get(path);
  if (!manifest) {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    manifests.set(path, manifest);
  }
  return manifest;
}

/** Adds a chunk's file, styles and static imports, transitively. */
function visitChunk(chunks: Manifest, key: string, files: Set<string>, css: Set<string>): void {
  const chunk = chunks[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.css?.forEach((file) => css.add(file));
  chunk.imports?.forEach((next) => visitChunk(chunks, next, files, css));
}

/** Script, styles and modules to preload for one client entry. */
export function entryAssets(
  entry: keyof typeof CLIENT_ENTRIES,
  manifestPath: string = BUNDLED_MANIFEST(),
): EntryAssets {
  const chunks = readManifest(manifestPath);
  const root = chunks[CLIENT_ENTRIES[entry]];
  if (!root)
    throw new Error(`Client build has no entry ${CLIENT_ENTRIES[entry]}; run npm run build`);
  const files = new Set<string>();
  const css = new Set<string>();
  visitChunk(chunks, CLIENT_ENTRIES[entry], files, css);
  files.delete(root.file);
  return {
    script: `/${root.file}`,
    css: [...css].map((file) => `/${file}`),
    preload: [...files].map((file) => `/${file}`),
  };
}

/** Where the deployed function finds the widget build's manifest (copied there by the build). */
const BUNDLED_WIDGET_MANIFEST = () => join(__dirname, WIDGET_MANIFEST_FILE);

/**
 * The public pages' script: the islands entry, built with the widgets on their runtime, whose
 * static imports are preloaded; and the chunks that bring an island to life, which the entry
 * fetches once the page is idle (islands/island-attributes.ts › WARM_CHUNKS_ATTRIBUTE); and each
 * generator's files, which a page that embeds it fetches ahead the same way.
 */
export function islandAssets(manifestPath: string = BUNDLED_WIDGET_MANIFEST()): EntryAssets {
  const manifest = readManifest(manifestPath) as unknown as WidgetManifest;
  const [script, ...imports] = manifest.islands ?? [];
  if (!script) throw new Error('Widget build has no islands entry; run npm run build');
  const warm = (manifest[ISLANDS_LIVE_KEY] ?? []).filter(
    (file) => file !== script && !imports.includes(file),
  );
  return {
    script: `/widgets/${script}`,
    css: [],
    preload: imports.map((file) => `/widgets/${file}`),
    warm: warm.map((file) => `/widgets/${file}`),
    generators: Object.fromEntries(
      GENERATOR_KINDS.map((kind) => [
        kind,
        (manifest[kind] ?? []).map((file) => `/widgets/${file}`),
      ]),
    ),
  };
}

/** The JavaScript files one chunk (an entry or a lazily imported module) loads: its own and its imports'. */
export function chunkFiles(
  manifestKey: string,
  manifestPath: string = BUNDLED_MANIFEST(),
): string[] {
  const files = new Set<string>();
  visitChunk(readManifest(manifestPath), manifestKey, files, new Set());
  return [...files].map((file) => `/${file}`);
}
