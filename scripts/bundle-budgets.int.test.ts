/**
 * What visitors download stays within its budget, measured on the build `npm test` makes before
 * this step: gzip sizes are deterministic, so this is a check, not a benchmark.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_GZIP_BUDGETS, bundleSizes, HOSTING_DIR } from './lib/bundle-sizes';

describe('what visitors download, in bytes of gzip -9', () => {
  let sizes: Record<string, number>;
  beforeAll(() => {
    if (!existsSync(join(HOSTING_DIR, 'widgets/loader.js')))
      throw new Error(`No build in ${HOSTING_DIR}: run npm run build first`);
    sizes = bundleSizes();
  });

  it('has a budget for every group, and no budget for a group gone', () => {
    expect(Object.keys(sizes).sort()).toEqual(Object.keys(BUNDLE_GZIP_BUDGETS).sort());
  });

  it.each(Object.entries(BUNDLE_GZIP_BUDGETS))('%s is within its %i bytes', (name, budget) => {
    expect(sizes[name], `${name}: ${sizes[name]} bytes`).toBeLessThanOrEqual(budget);
  });
});
