/**
 * Which folders of a source tree import which, read the way TypeScript reads imports (static,
 * `export ... from`, and `import()`), for the layer and circle checks of functions/src
 * (scripts/functions-layers.test.ts). Tests are left out: they may reach across layers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One import from a file in `from` of a file in `to` (folders named by their first segment). */
export interface FolderEdge {
  from: string;
  to: string;
  file: string;
  imported: string;
}

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
/** Files directly under the root belong to no folder: they only wire (functions/src/index.ts). */
export const ROOT_FILES = '.';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

function resolved(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base])
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this candidate
    }
  return null;
}

const folderOf = (root: string, file: string) => {
  const parts = relative(root, file).split(sep);
  return parts.length > 1 ? parts[0]! : ROOT_FILES;
};

/** Every import between two folders under `root`, relative imports only (aliases lead out). */
export function folderEdges(root: string): FolderEdge[] {
  return sourceFiles(root).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
      .flatMap(({ fileName }) => {
        const target = resolved(file, fileName);
        if (!target || relative(root, target).startsWith('..')) return [];
        const edge = {
          from: folderOf(root, file),
          to: folderOf(root, target),
          file: relative(root, file),
          imported: relative(root, target),
        };
        return edge.from === edge.to ? [] : [edge];
      }),
  );
}

/**
 * Imports that run against the layers: into `top` from any folder but the root's files, and from
 * `bottom` into any other folder.
 */
export const layerBreaches = (
  edges: readonly FolderEdge[],
  { top, bottom }: { top: string; bottom: string },
) =>
  edges.filter(
    ({ from, to }) => (to === top && from !== ROOT_FILES) || (from === bottom && to !== bottom),
  );

/** The circles between folders (each as its folders, sorted), by Tarjan's strongly connected components. */
export function folderCircles(edges: readonly FolderEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
    if (!next.has(to)) next.set(to, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const to of next.get(folder)!) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string;
    do component.push((member = stack.pop()!));
    while (member !== folder);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder);
  return circles;
}
