import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import type { SettingsName, SettingsTypes } from '@core/admin/admin-content-api';
import { useToast } from '@site/shared/components/use-toast';
import { useAdminData } from '../data/admin-data';
import { messageOf, serverFieldErrors, validateWith, type FieldErrors } from './form-issues';

export type SettingsState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; saved: T; draft: T; updatedAt: string | null; saving: boolean };
export type ReadySettings<T> = Extract<SettingsState<T>, { status: 'ready' }>;

/**
 * A generator's stored settings as a draft the page edits: `dirty` until Save Changes stores it
 * (the server validates it with the shared schema and answers what it stored).
 */
export function useGeneratorSettings<N extends SettingsName>(name: N) {
  const { settings } = useAdminData();
  type T = SettingsTypes[N];
  const [state, setState] = useState<SettingsState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    settings.get(name).then(
      (stored) =>
        live &&
        setState({
          status: 'ready',
          saved: stored.settings,
          draft: stored.settings,
          updatedAt: stored.updatedAt,
          saving: false,
        }),
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      live = false;
    };
  }, [settings, name, attempt]);

  const edit = useCallback((change: (draft: T) => T) => {
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, draft: change(previous.draft) } : previous,
    );
  }, []);

  /** Stores the draft; throws what the server refused (the draft stays for another try). */
  const save = useCallback(async () => {
    if (state.status !== 'ready') return;
    setState({ ...state, saving: true });
    try {
      const stored = await settings.save(name, state.draft);
      setState({
        status: 'ready',
        saved: stored.settings,
        draft: stored.settings,
        updatedAt: stored.updatedAt,
        saving: false,
      });
    } catch (error) {
      setState((previous) =>
        previous.status === 'ready' ? { ...previous, saving: false } : previous,
      );
      throw error;
    }
  }, [settings, name, state]);

  const dirty =
    state.status === 'ready' && JSON.stringify(state.draft) !== JSON.stringify(state.saved);
  return { state, edit, save, dirty, reload: useCallback(() => setAttempt((n) => n + 1), []) };
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
