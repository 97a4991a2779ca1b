/**
 * GET|PUT /api/admin/redirects/edge-settings and POST /api/admin/sync-cloudflare-redirects.
 * The settings live in settings/edgeSync (admins may read them), the API token in
 * serverSecrets/edgeSync, which no client reads: the admin sets it and never sees it again.
 */
import { fieldIssues } from '@core/content-schemas';
import { COLLECTIONS, EDGE_SYNC_DOC } from '@core/paths';
import {
  DEFAULT_CLOUDFLARE_API,
  DEFAULT_EDGE_ITEM_LIMIT,
  EDGE_TEXT,
  edgeSettingsSchema,
  type EdgeSettings,
} from '@core/redirects/redirect-api';
import type { StoredRedirect } from '@core/redirects/redirect-document';
import {
  adminError,
  adminJson,
  invalidInput,
  readJsonBody,
  requireAdminActor,
} from '../admin-content/admin-request';
import { db } from '../platform/firebase';
import { edgeItems, EdgeSyncFailed, replaceListItems } from './edge-sync';
import { redirectsCollection } from './redirect-store';

const settingsRef = () => db().collection(COLLECTIONS.settings).doc(EDGE_SYNC_DOC);
const secretRef = () => db().collection(COLLECTIONS.serverSecrets).doc(EDGE_SYNC_DOC);

async function readEdgeSettings(): Promise<{ settings: EdgeSettings; token: string | null }> {
  const [stored, secret] = await Promise.all([settingsRef().get(), secretRef().get()]);
  const token = secret.get('apiToken');
  return {
    settings: {
      accountId: String(stored.get('accountId') ?? ''),
      listId: String(stored.get('listId') ?? ''),
      siteHost: String(stored.get('siteHost') ?? ''),
      apiBaseUrl: String(stored.get('apiBaseUrl') ?? DEFAULT_CLOUDFLARE_API),
      itemLimit: Number(stored.get('itemLimit') ?? DEFAULT_EDGE_ITEM_LIMIT),
      tokenSet: typeof token === 'string' && token !== '',
    },
    token: typeof token === 'string' && token ? token : null,
  };
}

const configured = (settings: EdgeSettings) =>
  Boolean(settings.accountId && settings.listId && settings.siteHost && settings.tokenSet);

export async function edgeSettingsHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (request.method === 'GET') return adminJson((await readEdgeSettings()).settings);
  const read = await readJsonBody(request, 8 * 1024);
  if (read instanceof Response) return read;
  const parsed = edgeSettingsSchema.safeParse(read.body);
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error);
    return invalidInput(issues[0]!.message, issues);
  }
  const { apiToken, ...settings } = parsed.data;
  const batch = db().batch();
  batch.set(settingsRef(), { ...settings, updatedAt: new Date().toISOString() });
  if (apiToken) batch.set(secretRef(), { apiToken });
  await batch.commit();
  return adminJson((await readEdgeSettings()).settings);
}

/** Spec §7: no body; answers {count}, the redirects now in the list. */
export async function syncHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const { settings, token } = await readEdgeSettings();
  if (!configured(settings) || !token) return adminError(400, { error: EDGE_TEXT.notConfigured });
  const active = await redirectsCollection()
    .where('isActive', '==', true)
    .select('sourcePath', 'targetPath', 'statusCode')
    .get();
  const items = edgeItems(
    active.docs.map(
      (doc) => doc.data() as Pick<StoredRedirect, 'sourcePath' | 'targetPath' | 'statusCode'>,
    ),
    settings.siteHost,
  );
  try {
    await replaceListItems(settings, token, items);
    return adminJson({ count: items.length });
  } catch (error) {
    if (error instanceof EdgeSyncFailed) return adminError(error.status, { error: error.message });
    throw error;
  }
}
