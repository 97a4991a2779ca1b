/**
 * The code an admin copies to embed the elf name generator in a page: the loader script plus
 * either markup (data-title, data-show-history) or the init call with its options. Parameters
 * left at their defaults are left out, so the shortest code that does the job is shown.
 */

export interface ElfNameEmbedOptions {
  /** The widget loader's absolute URL. */
  loaderUrl: string;
  title: string;
  showHistory: boolean;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON is a JavaScript literal; '<' is escaped so the text cannot close the script element. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function elfNameEmbedCode({ loaderUrl, title, showHistory }: ElfNameEmbedOptions): {
  markup: string;
  script: string;
} {
  const loader = `<script src="${attribute(loaderUrl)}"></script>`;
  const trimmed = title.trim();
  const attributes = [
    'data-elf-generator="elf-name"',
    trimmed ? `data-title="${attribute(trimmed)}"` : '',
    showHistory ? '' : 'data-show-history="false"',
  ].filter(Boolean);
  const options: { title?: string; show_history?: boolean } = {};
  if (trimmed) options.title = trimmed;
  if (!showHistory) options.show_history = false;
  const args = Object.keys(options).length
    ? `'elf-names', undefined, undefined, ${literal(options)}`
    : `'elf-names'`;
  return {
    markup: `${loader}\n<div ${attributes.join(' ')}></div>`,
    script: `${loader}\n<div id="elf-names"></div>\n<script>\n  window.initElfNameGenerator(${args});\n</script>`,
  };
}
