import type { NameParts } from '../../core/elf-name';
import { defineGenerator } from '../shared/define-generator';
import { API } from '../shared/runtime-config';
import { ElfNameGenerator } from './elf-name-generator';

export const init = defineGenerator<NameParts>({
  tool: 'elfNameGenerator',
  label: 'initElfNameGenerator',
  themes: ['default', 'christmas'],
  dataPath: API.nameParts,
  render: ({ theme, instance, data }) => (
    <ElfNameGenerator theme={theme} instance={instance} parts={data} />
  ),
});
