import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ImportJobDetail } from '../../../../../core/admin-content-api';
import { PATHS } from '../../../app/paths';
import { secondaryButtonStyles } from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { AdminCard } from '../../components/admin-card';
import { ImportPanel } from '../../components/import-panel/import-panel';
import { ToolPageHeader } from '../../components/tool-page-header';
import { RECIPE_EXAMPLES } from './recipe-examples';
import { RECIPE_ADMIN_TEXT as TEXT } from './recipe-text';

const Back = styled(Link)`
  ${secondaryButtonStyles}
`;

/**
 * The recipe importer (/admin/tools/recipe-importer). Like the scene importer, a clean import
 * returns to the recipe generator page; one with rejected rows stays to show them.
 */
export function RecipeImporterRoute() {
  const toast = useToast();
  const navigate = useNavigate();

  function finished({ job }: ImportJobDetail) {
    if (job.status !== 'done') {
      toast({
        title: TEXT.importFailed,
        description: TEXT.importFailedText,
        variant: 'destructive',
      });
      return;
    }
    const notImported = job.rejected + job.failed;
    toast({
      title: TEXT.importComplete,
      description: TEXT.importCompleteText(job.imported, notImported),
      variant: notImported ? 'destructive' : 'default',
    });
    if (notImported === 0) navigate(PATHS.adminRecipeGenerator);
  }

  return (
    <>
      <ToolPageHeader
        title={TEXT.importerHeading}
        backTo={PATHS.adminRecipeGenerator}
        backLabel={TEXT.backToRecipes}
      />
      <AdminCard title="Recipes from a CSV or JSON file">
        <ImportPanel
          kind="recipes"
          examples={RECIPE_EXAMPLES}
          onFinished={finished}
          resultActions={<Back to={PATHS.adminRecipeGenerator}>{TEXT.backToRecipes}</Back>}
        />
      </AdminCard>
    </>
  );
}
