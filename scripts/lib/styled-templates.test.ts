import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, serialize, stringify } from 'stylis';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths';
import { minifyStyledTemplates } from './styled-templates';

/** Each tagged template's text, interpolations as numbered placeholders, in source order. */
function templates(code: string): string[] {
  const source = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node)) {
      const template = node.template;
      found.push(
        ts.isNoSubstitutionTemplateLiteral(template)
          ? (template.rawText ?? '')
          : [
              template.head.rawText ?? '',
              ...template.templateSpans.map((span, i) => `i${i}x ${span.literal.rawText ?? ''}`),
            ].join(''),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The rules styled-components' stylis makes of a component's CSS. */
const rules = (css: string) => serialize(compile(`.c{${css}}`), stringify);

const widgetSources = readdirSync(join(ROOT, 'widgets'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  .map((file) => join(ROOT, 'widgets', file));

describe('minifyStyledTemplates', () => {
  it('drops comments and indentation, keeping quoted text and a descendant combinator', () => {
    const code = [
      "import styled, { css } from 'styled-components';",
      'const A = styled.div<{ on: boolean }>`',
      '  /* Why it is red. */',
      '  color: red;',
      '  // a line comment',
      '  font-family: "Elf  Sans", serif;',
      '  & :hover, &:focus {',
      "    content: 'a:  b /* kept */';",
      '  }',
      '  ${(p) => p.on && css`',
      '    border: 1px solid ${(p) => p.color};',
      '  `}',
      '`;',
      'const b = `  not styled  `;',
    ].join('\n');
    expect(minifyStyledTemplates(code, 'a.tsx')?.code).toBe(
      [
        "import styled, { css } from 'styled-components';",
        'const A = styled.div<{ on: boolean }>`color:red;font-family:"Elf  Sans",serif;& :hover,&:focus{' +
          "content:'a:  b /* kept */';}${(p) => p.on && css`border:1px solid ${(p) => p.color};`}`;",
        'const b = `  not styled  `;',
      ].join('\n'),
    );
  });

  it('leaves a file without styled-components as it is', () => {
    expect(minifyStyledTemplates('const a = css`  color: red;  `;', 'a.ts')).toBeUndefined();
  });

  it.each(widgetSources)('keeps every rule of %s and ships none of its comments', (file) => {
    const code = readFileSync(file, 'utf8');
    const minified = minifyStyledTemplates(code, file)?.code ?? code;
    const before = templates(code);
    const after = templates(minified);
    expect(after.map(rules)).toEqual(before.map(rules));
    expect(after.join('')).not.toMatch(/\/\*|\n/);
  });
});
