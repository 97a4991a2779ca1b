import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCircles, folderEdges, layerBreaches } from './folder-graph';

/** A source tree of the given files and contents, in a fresh folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'folder-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const LAYERS = { top: 'http', bottom: 'platform' };

describe('folder graph', () => {
  it('reads static, re-exported and dynamic imports between folders, and leaves tests out', () => {
    const root = tree({
      'index.ts': "export const load = () => import('./http/router');",
      'http/router.ts': "import { save } from '../posts/save';\nexport { save };",
      'posts/save.ts': "export * from '../platform/db';\nimport type { X } from '@core/x';",
      'posts/save.test.ts': "import '../http/router';",
      'platform/db.ts': 'export const db = 1;',
    });
    expect(
      folderEdges(root)
        .map(({ from, to }) => `${from} -> ${to}`)
        .sort(),
    ).toEqual(['. -> http', 'http -> posts', 'posts -> platform']);
  });

  it('names an area that imports http, and platform importing an area', () => {
    const root = tree({
      'http/rate.ts': 'export const rate = 1;',
      'posts/save.ts': "import { rate } from '../http/rate';",
      'platform/db.ts': "import { save } from '../posts/save';",
    });
    expect(layerBreaches(folderEdges(root), LAYERS).map(({ file }) => file)).toEqual([
      'platform/db.ts',
      'posts/save.ts',
    ]);
  });

  it('finds a circle between folders that no single file closes', () => {
    const root = tree({
      'audit/log.ts': "import { cursor } from '../content/cursor';",
      'content/cursor.ts': 'export const cursor = 1;',
      'content/store.ts': "import { log } from '../audit/log';",
      'posts/save.ts': "import { log } from '../audit/log';",
    });
    expect(folderCircles(folderEdges(root))).toEqual([['audit', 'content']]);
  });
});
