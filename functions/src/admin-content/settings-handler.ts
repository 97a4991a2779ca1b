/**
 * The admin reads and replaces stored settings here (audited); what each holds and how it is read
 * is in settings-store.ts.
 */
import { isDeepStrictEqual } from 'node:util';
import type { SettingsName } from '@core/admin-content-api';
import { fieldIssues } from '@core/content-schemas';
import { COLLECTIONS } from '@core/paths';
import { recordAudit, singleChange } from '../audit/audit-log';
import { db } from '../platform/firebase';
import { refreshSitemap } from '../sitemap/sitemap-files';
import { adminJson, invalidInput, readJsonBody, requireAdminActor } from './admin-request';
import { readSettings, SETTINGS, settingsRef } from './settings-store';

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
  const read = await readJsonBody(request, MAX_SETTINGS_BYTES);
  if (read instanceof Response) return read;
  const parsed = definition.schema.safeParse(read.body);
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error);
    return invalidInput(issues[0]?.message ?? 'Invalid settings', issues);
  }
  const ref = settingsRef(definition);
  const answer = await db().runTransaction(async (tx) => {
    const current = await tx.get(ref);
    const before = current.exists ? current.data()! : null;
    const { updatedAt: previousStamp, ...previous } = before ?? {};
    if (before && isDeepStrictEqual(previous, parsed.data))
      return {
        settings: parsed.data,
        updatedAt: typeof previousStamp === 'string' ? previousStamp : null,
      };
    const now = new Date().toISOString();
    const after = { ...parsed.data, updatedAt: now };
    tx.set(ref, after);
    recordAudit(
      tx,
      actor,
      singleChange(
        {
          area: definition.area,
          action: before ? 'update' : 'create',
          collection: COLLECTIONS.settings,
          documentId: definition.docId,
          label: definition.label,
        },
        before,
        after,
      ),
      now,
    );
    return { settings: parsed.data, updatedAt: now, changed: true };
  });
  if ('changed' in answer) {
    await AFTER_CHANGE[name]?.();
    return adminJson({ settings: answer.settings, updatedAt: answer.updatedAt });
  }
  return adminJson(answer);
}
