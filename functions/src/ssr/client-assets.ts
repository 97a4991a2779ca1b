import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntryAssets } from '../../../site/src/server/document';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRIES = {
  public: 'site/src/entry-client.tsx',
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

/** The JavaScript files one chunk (an entry or a lazily imported module) loads: its own and its imports'. */
export function chunkFiles(
  manifestKey: string,
  manifestPath: string = BUNDLED_MANIFEST(),
): string[] {
  const files = new Set<string>();
  visitChunk(readManifest(manifestPath), manifestKey, files, new Set());
  return [...files].map((file) => `/${file}`);
}
