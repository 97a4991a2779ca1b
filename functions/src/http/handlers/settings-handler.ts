/**
 * The admin reads and replaces stored settings here (audited); what each holds and how it is read
 * is in settings-store.ts.
 */
import type { SettingsName } from '@core/admin/admin-content-api';
import { refreshSitemap } from '../../sitemap/sitemap-files';
import { adminJson, readAdminInput, requireAdminActor } from '../admin-request';
import { readSettings, saveSettings, SETTINGS } from '../../content/settings-store';

const MAX_SETTINGS_BYTES = 64 * 1024;

/** What else a change brings about, once it is stored: the served robots.txt follows at once. */
const AFTER_CHANGE: Partial<Record<SettingsName, () => Promise<unknown>>> = {
  robots: refreshSitemap,
};

/** GET|PUT /api/admin/settings/{craft-generator|scene-generator|robots} */
export async function settingsHandler(request: Request, name: SettingsName): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (request.method === 'GET') return adminJson(await readSettings(name));
  const definition = SETTINGS[name];
  const input = await readAdminInput(request, definition.schema, MAX_SETTINGS_BYTES);
  if (input instanceof Response) return input;
  const answer = await saveSettings(name, input, actor);
  if ('changed' in answer) {
    await AFTER_CHANGE[name]?.();
    return adminJson({ settings: answer.settings, updatedAt: answer.updatedAt });
  }
  return adminJson(answer);
}
