/**
 * Stored generator settings (settings/craftGenerator, settings/sceneGenerator): the admin reads
 * and replaces them here (audited), the widgets read them from /api/generators/*-settings.
 */
import { isDeepStrictEqual } from 'node:util';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import type { SettingsName, StoredSettings } from '@core/admin-content-api';
import type { AuditArea } from '@core/audit';
import { craftSettingsSchema, fieldIssues, sceneSettingsSchema } from '@core/content-schemas';
import { DEFAULT_CRAFT_SETTINGS, DEFAULT_SCENE_SETTINGS } from '@core/generator-settings';
import { COLLECTIONS, SETTINGS_DOCS } from '@core/paths';
import { DEFAULT_ROBOTS_SETTINGS, robotsSettingsSchema } from '@core/robots';
import { recordAudit, singleChange } from '../audit/audit-log';
import { db } from '../platform/firebase';
import { refreshSitemap } from '../sitemap/sitemap-files';
import { adminJson, invalidInput, readJsonBody, requireAdminActor } from './admin-request';

interface SettingsDefinition {
  docId: string;
  schema: z.ZodType<Record<string, unknown>>;
  defaults: Record<string, unknown>;
  area: AuditArea;
  label: string;
  /** What else a change brings about, once it is stored. */
  afterChange?: () => Promise<unknown>;
}

const SETTINGS: Record<SettingsName, SettingsDefinition> = {
  'craft-generator': {
    docId: SETTINGS_DOCS.craftGenerator,
    schema: craftSettingsSchema,
    defaults: DEFAULT_CRAFT_SETTINGS,
    area: 'crafts',
    label: 'Craft generator settings',
  },
  'scene-generator': {
    docId: SETTINGS_DOCS.sceneGenerator,
    schema: sceneSettingsSchema,
    defaults: DEFAULT_SCENE_SETTINGS,
    area: 'scenes',
    label: 'Scene generator settings',
  },
  robots: {
    docId: SETTINGS_DOCS.robots,
    schema: robotsSettingsSchema,
    defaults: DEFAULT_ROBOTS_SETTINGS,
    area: 'site',
    label: 'robots.txt extra lines',
    // The served robots.txt follows at once.
    afterChange: refreshSitemap,
  },
};

const MAX_SETTINGS_BYTES = 64 * 1024;
const settingsRef = (definition: SettingsDefinition) =>
  db().collection(COLLECTIONS.settings).doc(definition.docId);

/** The stored settings, or the defaults while none are stored (or the stored ones are unreadable). */
export async function readSettings(
  name: SettingsName,
): Promise<StoredSettings<Record<string, unknown>>> {
  const definition = SETTINGS[name];
  const doc = await settingsRef(definition).get();
  if (!doc.exists) return { settings: definition.defaults, updatedAt: null };
  const { updatedAt, ...stored } = doc.data()!;
  const parsed = definition.schema.safeParse(stored);
  if (!parsed.success) {
    logger.warn('Stored settings do not match their schema; answering the defaults', { name });
    return { settings: definition.defaults, updatedAt: null };
  }
  return { settings: parsed.data, updatedAt: typeof updatedAt === 'string' ? updatedAt : null };
}

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
    await definition.afterChange?.();
    return adminJson({ settings: answer.settings, updatedAt: answer.updatedAt });
  }
  return adminJson(answer);
}
