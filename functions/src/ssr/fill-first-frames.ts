import {
  EMBED_RENDERED_ATTRIBUTE,
  isGeneratorKind,
  type GeneratorKind,
} from '@core/generators/generator-embeds';

/** A generator element of a page's HTML: its kind and its attributes, decoded. */
export interface GeneratorMarkup {
  kind: GeneratorKind;
  attributes: Record<string, string>;
}

/**
 * An empty div with attributes: how pages write the elements that embed a generator (the
 * generator page's, a post body's once sanitized, the embed page's). An attribute value holding
 * '>' ends the match early, and the element is left to the browser.
 */
const EMPTY_DIV = /<div(\s[^>]*)><\/div>/g;
const GENERATOR_ATTRIBUTE = 'data-elf-generator';

const ATTRIBUTE = /\s([a-zA-Z_:][-\w:.]*)(?:\s*=\s*"([^"]*)")?/g;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

const decode = (value: string) =>
  value.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (e) => ENTITIES[e]!);

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) {
    attributes[name!.toLowerCase()] = decode(value ?? '');
  }
  return attributes;
}

/**
 * The page's HTML with each generator element holding its first frame: `render` answers the
 * frame's HTML (a declarative shadow root), or null to leave the element to the browser, which
 * renders it as before. A filled element is marked rendered, so the page reserves no height for
 * it. Elements render together; the same kind's data is read once by `render`'s caller.
 */
export async function fillFirstFrames(
  html: string,
  render: (markup: GeneratorMarkup) => Promise<string | null>,
): Promise<string> {
  if (!html.includes(GENERATOR_ATTRIBUTE)) return html;
  const found = [...html.matchAll(EMPTY_DIV)];
  const frames = await Promise.all(
    found.map((match) => {
      const attributes = attributesOf(match[1]!);
      const kind = attributes[GENERATOR_ATTRIBUTE];
      if (!isGeneratorKind(kind) || EMBED_RENDERED_ATTRIBUTE in attributes) return null;
      return render({ kind, attributes });
    }),
  );
  let out = '';
  let last = 0;
  found.forEach((match, index) => {
    const frame = frames[index];
    if (!frame) return;
    out += html.slice(last, match.index);
    out += `<div${match[1]} ${EMBED_RENDERED_ATTRIBUTE}="">${frame}</div>`;
    last = match.index + match[0].length;
  });
  return out + html.slice(last);
}
