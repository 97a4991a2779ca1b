import { useNavigate } from 'react-router-dom';
import { PATHS } from '@site/shared/app/paths';
import { AdminCard } from '@site/admin/components/admin-card';
import { ToolPageHeader } from '@site/admin/components/tool-page-header';
import { RecipeForm } from './recipe-form';
import { RECIPE_ADMIN_TEXT as TEXT } from './recipe-text';

/**
 * Add New Recipe (/admin/tools/recipe-generator/new and /admin/new-recipe): the recipe form;
 * Cancel or a save returns to the recipe generator page (spec §2).
 */
export function NewRecipeRoute() {
  const navigate = useNavigate();
  const back = () => navigate(PATHS.adminRecipeGenerator);
  return (
    <>
      <ToolPageHeader
        title={TEXT.formCreate}
        backTo={PATHS.adminRecipeGenerator}
        backLabel={TEXT.backToRecipes}
      />
      <AdminCard title="Recipe details">
        <RecipeForm recipe={null} onCancel={back} onSaved={back} />
      </AdminCard>
    </>
  );
}
