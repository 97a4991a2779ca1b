import { GENERATOR_THEMES } from '@core/embed/generator-themes';
import { GENERATOR_DATA, GENERATOR_TOOLS } from '@core/generators/generator-embeds';
import { publicApiPath } from '@core/public-api-routes';
import type { NameParts } from '@core/generators/elf-name';
import { defineGenerator, type GeneratorDefinition } from '../shared/define-generator';
import { ELF_NAME_TEXT, ElfNameGenerator } from './elf-name-generator';

/** What the generator is: started in a page by `start`, rendered on the server by first-frame.tsx. */
export const definition: GeneratorDefinition<NameParts> = {
  tool: GENERATOR_TOOLS['elf-name'],
  label: 'initElfNameGenerator',
  title: ELF_NAME_TEXT.title,
  themes: GENERATOR_THEMES['elf-name'],
  dataPath: publicApiPath(GENERATOR_DATA['elf-name'].data),
  render: ({ theme, instance, data, options }) => (
    <ElfNameGenerator
      theme={theme}
      instance={instance}
      parts={data}
      title={options.title}
      showHistory={options.showHistory}
    />
  ),
};

export const start = defineGenerator(definition);

/** Removes the widget an element shows (the loader's <elf-generator> when taken out). */
export { unmountWidget as stop } from '../shared/mount';
