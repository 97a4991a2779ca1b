import { useState } from 'react';
import type { z } from 'zod';
import type { SettingsName, SettingsTypes, StoredSettings } from '@core/admin/admin-content-api';
import { useToast } from '@site/shared/components/use-toast';
import { useAdminData } from '../data/admin-data';
import { keys, useAdminQuery } from '../data/queries';
import { messageOf, serverFieldErrors, validateWith, type FieldErrors } from './form-issues';

export type SettingsState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; saved: T; draft: T; updatedAt: string | null; saving: boolean };
export type ReadySettings<T> = Extract<SettingsState<T>, { status: 'ready' }>;

/**
 * A generator's stored settings as a draft the page edits: `dirty` until Save Changes stores it
 * (the server validates it with the shared schema and answers what it stored). The draft belongs
 * to the stored value it was made from, so a save (which stores a new one) starts it over.
 */
export function useGeneratorSettings<N extends SettingsName>(name: N) {
  type T = SettingsTypes[N];
  const { settings } = useAdminData();
  const stored = useAdminQuery(keys.settings(name), (d) => d.settings.get(name));
  const [draft, setDraft] = useState<{ of: StoredSettings<T>; value: T } | null>(null);
  const [saving, setSaving] = useState(false);
  const draftOf = (current: StoredSettings<T>) =>
    draft?.of === current ? draft.value : current.settings;
  const state: SettingsState<T> =
    stored.state.status === 'ready'
      ? {
          status: 'ready',
          saved: stored.state.data.settings,
          draft: draftOf(stored.state.data),
          updatedAt: stored.state.data.updatedAt,
          saving,
        }
      : stored.state;

  const edit = (change: (draft: T) => T) => {
    const current = stored.state.status === 'ready' ? stored.state.data : null;
    if (current)
      setDraft((previous) => ({
        of: current,
        value: change(previous?.of === current ? previous.value : current.settings),
      }));
  };

  /** Stores the draft; throws what the server refused (the draft stays for another try). */
  const save = async () => {
    if (state.status !== 'ready') return;
    setSaving(true);
    try {
      const next = await settings.save(name, state.draft);
      stored.setData(() => next);
    } finally {
      setSaving(false);
    }
  };

  const dirty =
    state.status === 'ready' && JSON.stringify(state.draft) !== JSON.stringify(state.saved);
  return { state, edit, save, dirty, reload: stored.reload };
}

export interface SaveTexts {
  saved: string;
  savedText: string;
  saveFailed: string;
}

/**
 * Save Changes for a generator's settings: the draft is checked with the shared schema first
 * (field errors and a toast, nothing sent), then stored, with a toast either way.
 */
export function useSettingsEditor<N extends SettingsName>(
  name: N,
  schema: z.ZodType,
  texts: SaveTexts,
) {
  const settings = useGeneratorSettings(name);
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save() {
    if (settings.state.status !== 'ready') return;
    const found = validateWith(schema, settings.state.draft);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast({ title: texts.saveFailed, description: first, variant: 'destructive' });
      return;
    }
    try {
      await settings.save();
      toast({ title: texts.saved, description: texts.savedText });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({ title: texts.saveFailed, description: messageOf(error), variant: 'destructive' });
    }
  }

  return { ...settings, errors, save };
}
