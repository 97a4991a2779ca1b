import type { RecipeView } from '../../core/recipe';
import { defineGenerator } from '../shared/define-generator';
import { API } from '../shared/runtime-config';
import { RecipeGenerator } from './recipe-generator';

export const init = defineGenerator<RecipeView[]>({
  tool: 'recipeGenerator',
  label: 'initRecipeGenerator',
  themes: ['default', 'christmas', 'elf'],
  dataPath: API.recipes,
  render: ({ theme, instance, data }) => (
    <RecipeGenerator theme={theme} instance={instance} recipes={data} />
  ),
});
