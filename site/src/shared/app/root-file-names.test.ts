import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RESERVED_ROOT_SEGMENTS, ROOT_FILE_TEXT, rootFileNameProblem } from '@core/site/root-files';
import { PATHS } from './paths';

/** A root file may not take a name the site's own routes or static files answer. */
describe('reserved root file names', () => {
  it('reserves every first segment of the public routes and every file of the public folder', () => {
    const routeSegments = Object.values(PATHS)
      .flatMap((value) => (typeof value === 'string' ? [value] : []))
      .map((path) => path.split('/')[1]!)
      .filter((segment) => segment !== '');
    const publicFiles = readdirSync(join(__dirname, '../../../public'));
    for (const name of [...routeSegments, ...publicFiles]) {
      expect(RESERVED_ROOT_SEGMENTS).toContain(name.toLowerCase());
    }
  });

  it('refuses each of them as a root file name', () => {
    for (const name of RESERVED_ROOT_SEGMENTS)
      expect(rootFileNameProblem(name)).toBe(ROOT_FILE_TEXT.nameReserved(name));
  });
});
