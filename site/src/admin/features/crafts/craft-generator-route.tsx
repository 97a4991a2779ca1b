import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { craftSettingsSchema } from '../../../../../core/content-schemas';
import type { CraftTheme } from '../../../../../core/generator-settings';
import { useSiteSettings } from '../../../app/settings-context';
import { primaryButtonStyles, secondaryButtonStyles } from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { AdminTabs } from '../../components/admin-tabs';
import { AppearanceFields, type ThemeOption } from '../../components/appearance-fields';
import {
  messageOf,
  serverFieldErrors,
  validateWith,
  type FieldErrors,
} from '../../components/form-issues';
import { ToolPageHeader } from '../../components/tool-page-header';
import { useAsync } from '../../components/use-async';
import { useGeneratorSettings } from '../../components/use-generator-settings';
import { PreviewTool } from '../../components/widget-preview';
import { useAdminData } from '../../data/admin-data';
import { CraftIdeasTab } from './craft-ideas-tab';
import { CRAFT_ADMIN_TEXT as TEXT } from './craft-text';
import { DefaultSuppliesTab } from './default-supplies-tab';

const Save = styled.button`
  ${primaryButtonStyles}
`;

const Status = styled.div`
  padding: 1rem 0;
  button {
    ${secondaryButtonStyles}
    margin-left: 0.5rem;
  }
`;

/**
 * Craft Generator configuration (/admin/tools/craft-generator and /admin/craft-generator):
 * the default supplies and appearance the widget uses (stored by Save Changes), the craft ideas
 * with their form, list and import, and a preview of the live widget.
 */
export function CraftGeneratorRoute() {
  const data = useAdminData();
  const toast = useToast();
  const { productName } = useSiteSettings();
  const settings = useGeneratorSettings('craft-generator');
  const counts = useAsync(() => data.content.counts(), 'counts');
  const [errors, setErrors] = useState<FieldErrors>({});
  const state = settings.state;

  const themes: ThemeOption<CraftTheme>[] = [
    { value: 'default', label: 'Default' },
    { value: 'brand', label: productName },
    { value: 'christmas', label: 'Christmas' },
  ];

  async function save() {
    if (state.status !== 'ready') return;
    const found = validateWith(craftSettingsSchema, state.draft);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast({ title: TEXT.saveFailed, description: first, variant: 'destructive' });
      return;
    }
    try {
      await settings.save();
      toast({ title: TEXT.saved, description: TEXT.savedText });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({ title: TEXT.saveFailed, description: messageOf(error), variant: 'destructive' });
    }
  }

  const settingsPanel = (
    render: (draft: Extract<typeof state, { status: 'ready' }>) => ReactNode,
  ) =>
    state.status === 'ready' ? (
      render(state)
    ) : state.status === 'loading' ? (
      <Status role="status">Loading...</Status>
    ) : (
      <Status role="alert">
        {TEXT.settingsLoadFailed}: {state.error.message}
        <button type="button" onClick={settings.reload}>
          {TEXT.retry}
        </button>
      </Status>
    );

  const craftCount = counts.state.status === 'ready' ? counts.state.data.crafts : null;

  return (
    <>
      <ToolPageHeader
        title={TEXT.heading}
        actions={
          <Save
            type="button"
            onClick={() => void save()}
            disabled={state.status !== 'ready' || state.saving || !settings.dirty}
          >
            {state.status === 'ready' && state.saving ? TEXT.saving : TEXT.save}
          </Save>
        }
      />
      <AdminTabs
        label="Craft generator settings"
        tabs={[
          {
            value: 'supplies',
            label: TEXT.tabs.supplies,
            content: settingsPanel(({ draft }) => (
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
                defaultSupplies={state.status === 'ready' ? state.saved.defaultSupplies : []}
                onCountChange={(delta) =>
                  counts.setData((c) => ({ ...c, crafts: c.crafts + delta }))
                }
                onCountsStale={counts.reload}
              />
            ),
          },
          {
            value: 'appearance',
            label: TEXT.tabs.appearance,
            content: settingsPanel(({ draft }) => (
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
            content: settingsPanel(({ saved, updatedAt }) => (
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
