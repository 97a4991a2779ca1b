import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import config from '../vitest.config';
import { ROOT } from './lib/paths';

/** The one vitest project that needs the emulators (npm test starts them). */
const NEEDS_EMULATORS = 'integration';

const projectNames = (config.test?.projects ?? []).flatMap((project) =>
  typeof project === 'object' && 'test' in project && project.test?.name
    ? [String(project.test.name)]
    : [],
);

it('npm run test:unit runs every vitest project that needs no emulators, component tests included', () => {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const selected = [...(scripts['test:unit'] ?? '').matchAll(/--project[= ](\S+)/g)].map(
    (match) => match[1],
  );
  expect(projectNames).toContain(NEEDS_EMULATORS);
  expect(selected.sort()).toEqual(projectNames.filter((name) => name !== NEEDS_EMULATORS).sort());
});
