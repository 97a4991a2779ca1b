import { defineGenerator } from '../shared/define-generator';
import { API } from '../shared/runtime-config';
import { CRAFT_TEXT, CraftGenerator, type CraftIdeaView } from './craft-generator';

export const start = defineGenerator<CraftIdeaView[]>({
  tool: 'craftGenerator',
  label: 'initCraftGenerator',
  title: CRAFT_TEXT.title,
  themes: ['default', 'brand', 'christmas'],
  dataPath: API.craftIdeas,
  render: ({ theme, instance, data }) => (
    <CraftGenerator theme={theme} instance={instance} ideas={data} />
  ),
});
