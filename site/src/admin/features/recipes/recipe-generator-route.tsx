import { AdminTabs } from '@site/admin/components/admin-tabs';
import { ToolPageHeader } from '@site/admin/components/tool-page-header';
import { PreviewTool } from '@site/admin/components/widget-preview';
import { RecipeAdmin } from './recipe-admin';
import { RECIPE_ADMIN_TEXT as TEXT } from './recipe-text';

const RECIPE_THEMES = [
  { value: 'default', label: 'Default' },
  { value: 'christmas', label: 'Christmas' },
  { value: 'elf', label: 'Elf' },
];

/** Recipe Generator (/admin/tools/recipe-generator and /admin/recipe-generator). */
export function RecipeGeneratorRoute() {
  return (
    <>
      <ToolPageHeader title={TEXT.heading} />
      <AdminTabs
        label="Recipe generator"
        tabs={[
          {
            value: 'recipes',
            label: TEXT.tabs.recipes,
            content: <RecipeAdmin />,
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
