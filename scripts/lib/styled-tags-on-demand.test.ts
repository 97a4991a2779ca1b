import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths';
import { styledTagsOnDemand } from './styled-tags-on-demand';

const source = readFileSync(
  join(ROOT, 'node_modules/styled-components/dist/styled-components.browser.esm.js'),
  'utf8',
);
// Under node_modules, so that its imports (react, stylis) resolve as the package's own do.
const dir = join(ROOT, 'node_modules/.cache/styled-tags-on-demand');
const rewritten = join(dir, `styled-${process.pid}.mjs`);

describe('styledTagsOnDemand', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("leaves out the element names and still makes every element's styled component", async () => {
    const code = styledTagsOnDemand(source);
    expect(code).not.toContain('"blockquote"');
    mkdirSync(dir, { recursive: true });
    writeFileSync(rewritten, code);
    const { default: styled } = (await import(rewritten)) as typeof import('styled-components');
    for (const tag of ['div', 'section', 'clipPath'] as const) {
      expect(styled[tag]).toBe(styled[tag]);
      // One element's type stands for all three: their union is too large for the compiler.
      const make = styled[tag] as typeof styled.div;
      const Component = make`
        color: red;
      `;
      expect(Component.styledComponentId).toMatch(/^sc-/);
      expect(Component.displayName).toBe(`styled.${tag}`);
    }
    expect(typeof styled('button')).toBe('function');
  });

  it('fails the build on a version whose code it does not know', () => {
    expect(() => styledTagsOnDemand(source.replace('"abbr"', '"abbrev"'))).toThrow(
      /update it for this version/,
    );
  });
});
