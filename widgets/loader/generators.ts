/** The generators a page can name in markup (data-elf-generator="…") and their global init functions. */
export const GENERATORS = {
  'elf-name': 'initElfNameGenerator',
  craft: 'initCraftGenerator',
  scene: 'initSceneGenerator',
  recipe: 'initRecipeGenerator',
} as const;

export type GeneratorKey = keyof typeof GENERATORS;

export function isGeneratorKey(value: string | undefined): value is GeneratorKey {
  // Its own keys only: 'toString' is no generator.
  return (Object.keys(GENERATORS) as (string | undefined)[]).includes(value);
}

/**
 * Says in the element, and in the console, that it names no generator, in place of what it showed
 * (an <elf-generator> whose kind changed): whoever writes the page sees the mistake, not an old or
 * empty widget. In its shadow root, as a widget would be, so the page's CSS leaves it readable.
 */
export function showUnknownGenerator(host: HTMLElement, key: string | undefined): void {
  const text = `Unknown generator "${key}": use one of ${Object.keys(GENERATORS).join(', ')}.`;
  console.error(`[elf widgets] ${text}`);
  try {
    const line = host.ownerDocument.createElement('p');
    line.setAttribute('role', 'alert');
    line.textContent = text;
    (host.shadowRoot ?? host.attachShadow({ mode: 'open' })).replaceChildren(line);
  } catch {
    // An element that cannot hold a shadow root (an <a>, an <img>…): its text, then.
    host.textContent = text;
  }
}
