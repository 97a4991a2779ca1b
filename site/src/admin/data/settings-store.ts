/** The craft and scene generators' stored settings, through the admin content API. */
import type { User } from 'firebase/auth';
import { apiPath } from '@core/api-routes';
import type { SettingsName, SettingsTypes, StoredSettings } from '@core/admin/admin-content-api';
import { callAdminApi, jsonRequest } from './admin-api';

export interface SettingsStore {
  get<N extends SettingsName>(name: N): Promise<StoredSettings<SettingsTypes[N]>>;
  save<N extends SettingsName>(
    name: N,
    settings: SettingsTypes[N],
  ): Promise<StoredSettings<SettingsTypes[N]>>;
}

export function apiSettingsStore(currentUser: () => User | null): SettingsStore {
  return {
    get: (name) =>
      callAdminApi(currentUser(), apiPath('settings', { name }), { cache: 'no-store' }),
    save: (name, settings) =>
      callAdminApi(currentUser(), apiPath('settings', { name }), jsonRequest(settings, 'PUT')),
  };
}
