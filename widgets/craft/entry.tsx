import { GENERATOR_THEMES } from '@core/embed/generator-themes';
import { GENERATOR_DATA, GENERATOR_TOOLS } from '@core/generators/generator-embeds';
import { publicApiPath } from '@core/public-api-routes';
import { DEFAULT_CRAFT_SETTINGS, type CraftSettings } from '@core/generators/generator-settings';
import { defineGenerator, type GeneratorDefinition } from '../shared/define-generator';
import { CRAFT_TEXT, CraftGenerator, type CraftIdeaView } from './craft-generator';

/** What the generator is: started in a page by `start`, rendered on the server by first-frame.tsx. */
export const definition: GeneratorDefinition<CraftIdeaView[], CraftSettings> = {
  tool: GENERATOR_TOOLS.craft,
  label: 'initCraftGenerator',
  title: CRAFT_TEXT.title,
  themes: GENERATOR_THEMES.craft,
  dataPath: publicApiPath(GENERATOR_DATA.craft.data),
  settings: {
    path: publicApiPath(GENERATOR_DATA.craft.settings),
    fallback: DEFAULT_CRAFT_SETTINGS,
    theme: (settings) => settings.appearance.theme,
  },
  render: ({ theme, instance, data, settings }) => (
    <CraftGenerator theme={theme} instance={instance} ideas={data} settings={settings} />
  ),
};

export const start = defineGenerator(definition);

/** Removes the widget an element shows (the loader's <elf-generator> when taken out). */
export { unmountWidget as stop } from '../shared/mount';
