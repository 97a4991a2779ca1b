import { PATHS } from '@site/shared/app/paths';
import { ImporterPage } from '@site/admin/components/import-panel/importer-page';
import { RECIPE_EXAMPLES } from './recipe-examples';
import { RECIPE_ADMIN_TEXT as TEXT } from './recipe-text';

/** The recipe importer (/admin/tools/recipe-importer). */
export function RecipeImporterRoute() {
  return (
    <ImporterPage
      kind="recipes"
      examples={RECIPE_EXAMPLES}
      returnTo={PATHS.adminRecipeGenerator}
      text={{
        ...TEXT,
        heading: TEXT.importerHeading,
        cardTitle: 'Recipes from a CSV or JSON file',
        backLabel: TEXT.backToRecipes,
      }}
    />
  );
}
