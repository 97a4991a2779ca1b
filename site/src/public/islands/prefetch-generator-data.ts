import { GENERATOR_DATA, isGeneratorKind } from '@core/generators/generator-embeds';
import { requestJsonOnce } from '@core/lib/json-once';
import { publicApiPath } from '@core/public-api-routes';

/**
 * Requests what the page's generators read (their content and settings) into the page's shared
 * JSON requests, where a generator finds it when the visitor reaches it: its first frame then
 * waits for no network. A failure is left for the generator, which asks again and says so.
 */
export function prefetchGeneratorData(doc: Document): void {
  const kinds = new Set(
    [...doc.querySelectorAll<HTMLElement>('[data-elf-generator]')]
      .map((element) => element.dataset.elfGenerator)
      .filter(isGeneratorKind),
  );
  for (const kind of kinds) {
    for (const route of Object.values(GENERATOR_DATA[kind])) {
      requestJsonOnce(`${location.origin}${publicApiPath(route)}`).catch(() => undefined);
    }
  }
}
