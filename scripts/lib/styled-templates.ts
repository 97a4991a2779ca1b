/**
 * The widgets' styled-components CSS, minified where it is written: comments and the source's
 * indentation would otherwise ship in every bundle (styled-components keeps template text as
 * written). styled-components names a class after its CSS, so the widgets' client bundles
 * (rollup.config.ts) and the server's first frames (scripts/build.ts) must both run this, or the
 * server's class names would not match the hydrating widget's.
 */
import MagicString, { type SourceMap } from 'magic-string';
import ts from 'typescript';

/** The widgets' sources, which alone are rendered by the first frames (not the site's). */
export const WIDGET_SOURCE = /\/widgets\/.*\.tsx?$/;

const QUOTED = /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/;

/**
 * Without the spaces around `,` and `>` and after `:` outside parentheses, where stylis would keep
 * them (`repeat(auto-fill, 1fr)`, `(prefers-reduced-motion: reduce)`). A space before `:` may be a
 * descendant combinator (`& :hover`), so it stays.
 */
function withoutSpacesAtTopLevel(css: string): string {
  let depth = 0;
  let out = '';
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    if (depth === 0 && char === ' ') {
      const before = out[out.length - 1];
      const after = css[i + 1];
      if (before === ',' || before === '>' || before === ':' || after === ',' || after === '>')
        continue;
    }
    out += char;
  }
  return out;
}

/** One piece of CSS outside quotes, minified; `first`/`last` say whether it starts/ends the template. */
function minifyCss(css: string, first: boolean, last: boolean): string {
  let out = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // Stylis reads `//` to the line's end as a comment: gone before the lines are joined.
    .replace(/(^|[\n;{}])[ \t]*\/\/[^\n]*/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1');
  out = withoutSpacesAtTopLevel(out);
  if (first) out = out.trimStart();
  if (last) out = out.trimEnd();
  return out;
}

/** A template's text between its interpolations, minified outside its quoted strings. */
export function minifyTemplatePart(raw: string, first: boolean, last: boolean): string {
  const pieces = raw.split(QUOTED);
  return pieces
    .map((piece, index) =>
      index % 2
        ? piece
        : minifyCss(piece, first && index === 0, last && index === pieces.length - 1),
    )
    .join('');
}

/** The names a file imports from styled-components, which tag its CSS templates. */
function styledNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.moduleSpecifier.text !== 'styled-components'
    )
      continue;
    const clause = statement.importClause;
    if (clause?.name) names.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

/** The identifier a tag starts from: `styled` of `styled.div`, `styled(Button).attrs(...)`. */
function tagRoot(tag: ts.Expression): string | undefined {
  if (ts.isIdentifier(tag)) return tag.text;
  if (ts.isPropertyAccessExpression(tag) || ts.isCallExpression(tag))
    return tagRoot(tag.expression);
  return undefined;
}

/**
 * `code` (TypeScript or TSX) with the text of its styled-components templates minified, and its
 * source map, or undefined when it has none. Interpolations are kept as written.
 */
export function minifyStyledTemplates(
  code: string,
  fileName: string,
): { code: string; map: SourceMap } | undefined {
  if (!code.includes('styled-components')) return undefined;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const names = styledNames(source);
  if (!names.size) return undefined;
  const out = new MagicString(code);
  const edit = (part: ts.TemplateLiteralLikeNode & ts.Node, first: boolean, last: boolean) => {
    // The text between the backtick or `}` before it and the backtick or `${` after it.
    const start = part.getStart(source) + 1;
    const end = part.getEnd() - (last ? 1 : 2);
    const raw = code.slice(start, end);
    const text = minifyTemplatePart(raw, first, last);
    if (text !== raw) out.overwrite(start, end, text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && names.has(tagRoot(node.tag) ?? '')) {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) edit(template, true, true);
      else {
        edit(template.head, true, false);
        template.templateSpans.forEach((span, index) =>
          edit(span.literal, false, index === template.templateSpans.length - 1),
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!out.hasChanged()) return undefined;
  return { code: out.toString(), map: out.generateMap({ source: fileName, includeContent: true }) };
}
