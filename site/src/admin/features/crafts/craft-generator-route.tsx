import type { ReactNode } from 'react';
import { craftSettingsSchema } from '@core/generators/content-schemas';
import {
  DEFAULT_CRAFT_SETTINGS,
  type CraftSettings,
  type CraftTheme,
} from '@core/generators/generator-settings';
import { useSiteSettings } from '@site/shared/app/settings-context';
import { AdminTabs } from '@site/admin/components/admin-tabs';
import { AppearanceFields, type ThemeOption } from '@site/admin/components/appearance-fields';
import { SaveChangesButton, SettingsPanel } from '@site/admin/components/settings-panel';
import { ToolPageHeader } from '@site/admin/components/tool-page-header';
import {
  useSettingsEditor,
  type ReadySettings,
} from '@site/admin/components/use-generator-settings';
import { PreviewTool } from '@site/admin/components/widget-preview';
import { CraftIdeasTab } from './craft-ideas-tab';
import { CRAFT_ADMIN_TEXT as TEXT } from './craft-text';
import { DefaultSuppliesTab } from './default-supplies-tab';
import { useContentCount } from '@site/admin/data/queries';

/**
 * Craft Generator configuration (/admin/tools/craft-generator and /admin/craft-generator):
 * the default supplies and appearance the widget uses (stored by Save Changes), the craft ideas
 * with their form, list and import, and a preview of the live widget.
 */
export function CraftGeneratorRoute() {
  const { productName } = useSiteSettings();
  const settings = useSettingsEditor('craft-generator', craftSettingsSchema, TEXT);
  const { state, errors } = settings;

  const themes: ThemeOption<CraftTheme>[] = [
    { value: 'default', label: 'Default' },
    { value: 'brand', label: productName },
    { value: 'christmas', label: 'Christmas' },
  ];
  const panel = (children: (ready: ReadySettings<CraftSettings>) => ReactNode) => (
    <SettingsPanel state={state} failedText={TEXT.settingsLoadFailed} onRetry={settings.reload}>
      {children}
    </SettingsPanel>
  );
  const craftCount = useContentCount('crafts');

  return (
    <>
      <ToolPageHeader
        title={TEXT.heading}
        actions={<SaveChangesButton state={state} dirty={settings.dirty} onSave={settings.save} />}
      />
      <AdminTabs
        label="Craft generator settings"
        tabs={[
          {
            value: 'supplies',
            label: TEXT.tabs.supplies,
            content: panel(({ draft }) => (
              <DefaultSuppliesTab
                supplies={draft.defaultSupplies}
                error={errors.defaultSupplies}
                onChange={(defaultSupplies) => settings.edit((d) => ({ ...d, defaultSupplies }))}
              />
            )),
          },
          {
            value: 'ideas',
            label: TEXT.tabs.ideas(craftCount),
            content: (
              <CraftIdeasTab
                count={craftCount}
                // Until the stored ones load (or if they cannot), the widget's own defaults.
                defaultSupplies={
                  state.status === 'ready'
                    ? state.saved.defaultSupplies
                    : DEFAULT_CRAFT_SETTINGS.defaultSupplies
                }
              />
            ),
          },
          {
            value: 'appearance',
            label: TEXT.tabs.appearance,
            content: panel(({ draft }) => (
              <AppearanceFields
                value={draft.appearance}
                themes={themes}
                errors={errors}
                onChange={(appearance) => settings.edit((d) => ({ ...d, appearance }))}
              />
            )),
          },
          {
            value: 'preview',
            label: TEXT.tabs.preview,
            content: panel(({ saved, updatedAt }) => (
              <PreviewTool
                generator="craft"
                name="Craft generator"
                themes={themes}
                initialTheme={saved.appearance.theme}
                reloadKey={updatedAt ?? ''}
              />
            )),
          },
        ]}
      />
    </>
  );
}
