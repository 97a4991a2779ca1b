import { defineGenerator } from '../shared/define-generator';
import { API } from '../shared/runtime-config';
import { CraftGenerator, type CraftIdeaView } from './craft-generator';

export const init = defineGenerator<CraftIdeaView[]>({
  tool: 'craftGenerator',
  label: 'initCraftGenerator',
  themes: ['default', 'brand', 'christmas'],
  dataPath: API.craftIdeas,
  render: ({ theme, instance, data }) => (
    <CraftGenerator theme={theme} instance={instance} ideas={data} />
  ),
});
