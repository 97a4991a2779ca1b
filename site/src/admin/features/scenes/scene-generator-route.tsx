import type { ReactNode } from 'react';
import { sceneSettingsSchema } from '@core/generators/content-schemas';
import type { SceneSettings, SceneTheme } from '@core/generators/generator-settings';
import { AdminCard } from '@site/admin/components/admin-card';
import { AdminTabs } from '@site/admin/components/admin-tabs';
import { AppearanceFields, type ThemeOption } from '@site/admin/components/appearance-fields';
import { SaveChangesButton, SettingsPanel } from '@site/admin/components/settings-panel';
import { ToolPageHeader } from '@site/admin/components/tool-page-header';
import {
  useSettingsEditor,
  type ReadySettings,
} from '@site/admin/components/use-generator-settings';
import { PreviewTool } from '@site/admin/components/widget-preview';
import { SceneAdmin } from './scene-admin';
import { SCENE_ADMIN_TEXT as TEXT } from './scene-text';

export const SCENE_THEME_OPTIONS: ThemeOption<SceneTheme>[] = [
  { value: 'default', label: 'Default' },
  { value: 'christmas', label: 'Christmas' },
  { value: 'minimal', label: 'Minimal' },
];

/**
 * Scene Generator configuration (/admin/tools/scene-generator and /admin/scene-generator):
 * Scene Ideas (the scene admin) and Preview Tool (the widget's appearance, stored by Save
 * Changes, and the live widget in the default, christmas and minimal themes).
 */
export function SceneGeneratorRoute() {
  const settings = useSettingsEditor('scene-generator', sceneSettingsSchema, TEXT);
  const { state, errors } = settings;
  const panel = (children: (ready: ReadySettings<SceneSettings>) => ReactNode) => (
    <SettingsPanel state={state} failedText={TEXT.settingsLoadFailed} onRetry={settings.reload}>
      {children}
    </SettingsPanel>
  );

  return (
    <>
      <ToolPageHeader
        title={TEXT.heading}
        actions={<SaveChangesButton state={state} dirty={settings.dirty} onSave={settings.save} />}
      />
      <AdminTabs
        label="Scene generator settings"
        tabs={[
          {
            value: 'ideas',
            label: TEXT.tabs.ideas,
            content: <SceneAdmin />,
          },
          {
            value: 'preview',
            label: TEXT.tabs.preview,
            content: panel(({ draft, saved, updatedAt }) => (
              <div style={{ display: 'grid', gap: '1.5rem' }}>
                <AdminCard title={TEXT.appearance}>
                  <AppearanceFields
                    value={draft.appearance}
                    themes={SCENE_THEME_OPTIONS}
                    errors={errors}
                    onChange={(appearance) => settings.edit((d) => ({ ...d, appearance }))}
                  />
                </AdminCard>
                <PreviewTool
                  generator="scene"
                  name="Scene generator"
                  themes={SCENE_THEME_OPTIONS}
                  initialTheme={saved.appearance.theme}
                  reloadKey={updatedAt ?? ''}
                />
              </div>
            )),
          },
        ]}
      />
    </>
  );
}
