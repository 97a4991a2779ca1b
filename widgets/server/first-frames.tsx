/**
 * The generators' first frames for the server (scripts/build.ts bundles this file on its own, with
 * Preact in place of React as the widgets' build has it), read by the ssr function.
 */
import type { GeneratorKind } from '@core/generators/generator-embeds';
import { definition as craft } from '../craft/entry';
import { definition as elfName } from '../elf-name/entry';
import { definition as recipe } from '../recipe/entry';
import { definition as scene } from '../scene/entry';
import { EMBED_FRAME_ATTRIBUTE } from '@core/embed/embed-message';
import { renderFirstFrame, type FirstFrameInput } from '../shared/first-frame';
import type { GeneratorDefinition } from '../shared/define-generator';
import { optionsFromCall } from '../shared/widget-options';

/**
 * A generator's renderer for what its routes answered: the widget trusts that answer's shape as it
 * does in the browser (getJson<T>).
 */
const renderer =
  <T, S>(definition: GeneratorDefinition<T, S>) =>
  (input: FirstFrameInput<unknown, unknown>) =>
    renderFirstFrame(definition, input as FirstFrameInput<T, S>);

const RENDERERS: Record<GeneratorKind, ReturnType<typeof renderer>> = {
  'elf-name': renderer(elfName),
  craft: renderer(craft),
  scene: renderer(scene),
  recipe: renderer(recipe),
};

/**
 * The first frame (see renderFirstFrame) of a generator an element embeds, with the element's
 * attributes read as the loader reads them in the browser; `data` and `settings` are what the
 * generator's routes answer.
 */
export function renderGeneratorFirstFrame(
  kind: GeneratorKind,
  {
    data,
    settings,
    attributes,
  }: { data: unknown; settings: unknown; attributes: Record<string, string> },
): string | null {
  return RENDERERS[kind]({
    data,
    settings,
    theme: attributes['data-theme'] || undefined,
    options: optionsFromCall({
      title: attributes['data-title'],
      show_history: attributes['data-show-history'],
    }),
    method: EMBED_FRAME_ATTRIBUTE in attributes ? 'iframe' : 'markup',
    preview: 'data-preview' in attributes,
  });
}
