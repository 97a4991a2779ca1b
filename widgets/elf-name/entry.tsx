import type { NameParts } from '@core/elf-name';
import { defineGenerator } from '../shared/define-generator';
import { API } from '../shared/runtime-config';
import { ELF_NAME_TEXT, ElfNameGenerator } from './elf-name-generator';

export const start = defineGenerator<NameParts>({
  tool: 'elfNameGenerator',
  label: 'initElfNameGenerator',
  title: ELF_NAME_TEXT.title,
  themes: ['default', 'christmas'],
  dataPath: API.nameParts,
  render: ({ theme, instance, data, options }) => (
    <ElfNameGenerator
      theme={theme}
      instance={instance}
      parts={data}
      title={options.title}
      showHistory={options.showHistory}
    />
  ),
});
