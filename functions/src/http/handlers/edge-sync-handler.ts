/**
 * GET|PUT /api/admin/redirects/edge-settings and POST /api/admin/sync-cloudflare-redirects; how
 * the settings and the token are kept is redirects/edge-sync-settings.ts.
 */
import type { AuditActor } from '@core/admin/audit';
import { EDGE_TEXT, edgeSettingsSchema, edgeSyncConfigured } from '@core/redirects/redirect-api';
import { adminError, adminJson, readAdminInput, requireAdminActor } from '../admin-request';
import { serverSettings } from '../../platform/config';
import { edgeItems, EdgeSyncFailed, replaceListItems } from '../../redirects/edge-sync';
import { readEdgeSettings, saveEdgeSettings } from '../../redirects/edge-sync-settings';
import { toRule } from '../../redirects/redirect-checks-source';
import { redirectsCollection } from '../../redirects/redirect-store';

async function putEdgeSettings(request: Request, actor: AuditActor): Promise<Response> {
  const input = await readAdminInput(request, edgeSettingsSchema, 8 * 1024);
  if (input instanceof Response) return input;
  const saved = await saveEdgeSettings(input, actor);
  return adminJson(saved);
}

export async function edgeSettingsHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (request.method === 'GET') return adminJson((await readEdgeSettings()).settings);
  return putEdgeSettings(request, actor);
}

/** Spec §7: no body; answers {count}, the redirects now in the list. */
export async function syncHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const { settings, token, tokenHost } = await readEdgeSettings();
  if (!edgeSyncConfigured(settings) || !token)
    return adminError(400, { error: EDGE_TEXT.notConfigured });
  // A token saved for another API (or before tokens were bound to one) stays where it is.
  if (tokenHost !== settings.apiHost)
    return adminError(400, { error: EDGE_TEXT.tokenForOtherHost(settings.apiHost) });
  const active = await redirectsCollection()
    .where('isActive', '==', true)
    .select('sourcePath', 'targetPath', 'statusCode', 'isActive')
    .get();
  const items = edgeItems(
    active.docs.map((doc) => toRule(doc.data())),
    settings.siteHost,
  );
  try {
    await replaceListItems(
      { apiBaseUrl: serverSettings().cloudflareApiBaseUrl, token },
      settings,
      items,
    );
    return adminJson({ count: items.length });
  } catch (error) {
    if (error instanceof EdgeSyncFailed) return adminError(error.status, { error: error.message });
    throw error;
  }
}
