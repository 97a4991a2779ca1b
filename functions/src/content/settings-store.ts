/**
 * Stored generator and site settings (settings/craftGenerator, settings/sceneGenerator,
 * settings/robots): what each holds, its defaults, and how it is read. The admin's handler writes
 * them; the widgets' endpoints and the sitemap read them here.
 */
import { isDeepStrictEqual } from 'node:util';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import type { SettingsName, StoredSettings } from '@core/admin/admin-content-api';
import type { AuditActor, AuditArea } from '@core/admin/audit';
import { craftSettingsSchema, sceneSettingsSchema } from '@core/generators/content-schemas';
import {
  DEFAULT_CRAFT_SETTINGS,
  DEFAULT_SCENE_SETTINGS,
} from '@core/generators/generator-settings';
import { COLLECTIONS, SETTINGS_DOCS } from '@core/paths';
import { DEFAULT_ROBOTS_SETTINGS, robotsSettingsSchema } from '@core/site/robots';
import { recordAudit, singleChange } from '../audit/audit-log';
import { db } from '../platform/firebase';

interface SettingsDefinition {
  docId: string;
  schema: z.ZodType<Record<string, unknown>>;
  defaults: Record<string, unknown>;
  area: AuditArea;
  label: string;
}

export const SETTINGS: Record<SettingsName, SettingsDefinition> = {
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
  },
};

export const settingsRef = (definition: SettingsDefinition) =>
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

/**
 * Replaces the stored settings with `settings` (already checked against the schema), audited;
 * `changed` only when they differ from what was stored.
 */
export async function saveSettings(
  name: SettingsName,
  settings: Record<string, unknown>,
  actor: AuditActor,
): Promise<StoredSettings<Record<string, unknown>> & { changed?: true }> {
  const definition = SETTINGS[name];
  const ref = settingsRef(definition);
  return db().runTransaction(async (tx) => {
    const current = await tx.get(ref);
    const before = current.exists ? current.data()! : null;
    const { updatedAt: previousStamp, ...previous } = before ?? {};
    if (before && isDeepStrictEqual(previous, settings))
      return { settings, updatedAt: typeof previousStamp === 'string' ? previousStamp : null };
    const now = new Date().toISOString();
    const after = { ...settings, updatedAt: now };
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
    return { settings, updatedAt: now, changed: true };
  });
}
