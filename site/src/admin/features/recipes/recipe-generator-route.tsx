import { AdminTabs } from '@site/admin/components/admin-tabs';
import { ToolPageHeader } from '@site/admin/components/tool-page-header';
import { useAsync } from '@site/admin/components/use-async';
import { PreviewTool } from '@site/admin/components/widget-preview';
import { useAdminData } from '@site/admin/data/admin-data';
import { RecipeAdmin } from './recipe-admin';
import { RECIPE_ADMIN_TEXT as TEXT } from './recipe-text';

const RECIPE_THEMES = [
  { value: 'default', label: 'Default' },
  { value: 'christmas', label: 'Christmas' },
  { value: 'elf', label: 'Elf' },
];

/** Recipe Generator (/admin/tools/recipe-generator and /admin/recipe-generator). */
export function RecipeGeneratorRoute() {
  const data = useAdminData();
  const counts = useAsync(() => data.content.counts(), 'counts');
  return (
    <>
      <ToolPageHeader title={TEXT.heading} />
      <AdminTabs
        label="Recipe generator"
        tabs={[
          {
            value: 'recipes',
            label: TEXT.tabs.recipes,
            content: (
              <RecipeAdmin
                count={counts.state.status === 'ready' ? counts.state.data.recipes : null}
                onCountChange={(delta) =>
                  counts.setData((c) => ({ ...c, recipes: c.recipes + delta }))
                }
              />
            ),
          },
          {
            value: 'preview',
            label: TEXT.tabs.preview,
            content: (
              <PreviewTool
                generator="recipe"
                name="Recipe generator"
                themes={RECIPE_THEMES}
                initialTheme="default"
              />
            ),
          },
        ]}
      />
    </>
  );
}
