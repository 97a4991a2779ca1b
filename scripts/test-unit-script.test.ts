import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import config from '../vitest.config';
import { ROOT } from './lib/paths';

/** Each vitest project's name, and whether it needs the emulators (only `*.int.test.ts` files). */
const projects = (config.test?.projects ?? []).flatMap((project) =>
  typeof project === 'object' && 'test' in project && project.test?.name
    ? [
        {
          name: String(project.test.name),
          needsEmulators: (project.test.include ?? []).every((glob) =>
            glob.endsWith('.int.test.ts'),
          ),
        },
      ]
    : [],
);

it('npm run test:unit runs every vitest project that needs no emulators, component tests included', () => {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const selected = [...(scripts['test:unit'] ?? '').matchAll(/--project[= ](\S+)/g)].map(
    (match) => match[1],
  );
  expect(projects.some((project) => project.needsEmulators)).toBe(true);
  expect(selected.sort()).toEqual(
    projects
      .filter((project) => !project.needsEmulators)
      .map((project) => project.name)
      .sort(),
  );
});
