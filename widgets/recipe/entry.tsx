import { GENERATOR_THEMES } from '@core/embed/generator-themes';
import { GENERATOR_DATA, GENERATOR_TOOLS } from '@core/generators/generator-embeds';
import { publicApiPath } from '@core/public-api-routes';
import type { RecipeView } from '@core/generators/recipe';
import { defineGenerator, type GeneratorDefinition } from '../shared/define-generator';
import { RECIPE_TEXT, RecipeGenerator } from './recipe-generator';

/** What the generator is: started in a page by `start`, rendered on the server by first-frame.tsx. */
export const definition: GeneratorDefinition<RecipeView[]> = {
  tool: GENERATOR_TOOLS.recipe,
  label: 'initRecipeGenerator',
  title: RECIPE_TEXT.title,
  themes: GENERATOR_THEMES.recipe,
  dataPath: publicApiPath(GENERATOR_DATA.recipe.data),
  // With no recipes it shows the built-in samples, which only the browser loads.
  renderedOnServer: (recipes) => recipes.length > 0,
  render: ({ theme, instance, data }) => (
    <RecipeGenerator theme={theme} instance={instance} recipes={data} />
  ),
};

export const start = defineGenerator(definition);

/** Removes the widget an element shows (the loader's <elf-generator> when taken out). */
export { unmountWidget as stop } from '../shared/mount';
