import { useCallback, useEffect, useState } from 'react';
import type { SettingsName, SettingsTypes } from '../../../../core/admin-content-api';
import { useAdminData } from '../data/admin-data';

export type SettingsState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; saved: T; draft: T; updatedAt: string | null; saving: boolean };

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
