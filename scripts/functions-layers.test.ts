/**
 * functions/src runs in layers (docs/architecture.md): http/ (parsing requests, the admin check,
 * the route table's handlers) over one folder per area over platform/ (Firebase, configuration,
 * quotas, the guarded fetch). ESLint's boundary zones say the same file by file
 * (eslint.config.js); this also finds circles between areas, which no one file closes.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { folderCircles, folderEdges, layerBreaches } from './lib/folder-graph';
import { ROOT } from './lib/paths';

const edges = folderEdges(join(ROOT, 'functions/src'));

it('functions/src: no import runs from an area up into http/, nor from platform/ into anything above', () => {
  expect(edges.length).toBeGreaterThan(50);
  expect(
    layerBreaches(edges, { top: 'http', bottom: 'platform' }).map(
      ({ file, imported }) => `${file} imports ${imported}`,
    ),
  ).toEqual([]);
});

it('functions/src: no circle between its folders', () => {
  expect(folderCircles(edges)).toEqual([]);
});
