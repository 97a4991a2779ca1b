/**
 * GET|PUT /api/admin/redirects/edge-settings and POST /api/admin/sync-cloudflare-redirects.
 * The settings live in settings/edgeSync (admins may read them), the API token in
 * serverSecrets/edgeSync, which no client reads: the admin sets it and never sees it again. The
 * API the token goes to is server configuration (CLOUDFLARE_API_BASE_URL); the token is stored
 * with that API's host and sent to no other.
 */
import { isDeepStrictEqual } from 'node:util';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { AuditActor } from '@core/audit';
import { fieldIssues } from '@core/content-schemas';
import { COLLECTIONS, EDGE_SYNC_DOC } from '@core/paths';
import {
  DEFAULT_EDGE_ITEM_LIMIT,
  EDGE_TEXT,
  edgeSettingsSchema,
  edgeSyncConfigured,
  type EdgeSettings,
} from '@core/redirects/redirect-api';
import {
  adminError,
  adminJson,
  invalidInput,
  readJsonBody,
  requireAdminActor,
} from '../admin-content/admin-request';
import { recordAudit, singleChange } from '../audit/audit-log';
import { db } from '../platform/firebase';
import { serverSettings } from '../platform/config';
import { edgeItems, EdgeSyncFailed, replaceListItems } from './edge-sync';
import { toRule } from './redirect-checks-source';
import { redirectsCollection } from './redirect-store';

const settingsRef = () => db().collection(COLLECTIONS.settings).doc(EDGE_SYNC_DOC);
const secretRef = () => db().collection(COLLECTIONS.serverSecrets).doc(EDGE_SYNC_DOC);

/** The configured API's host: what a token is saved for. */
const apiHost = () => new URL(serverSettings().cloudflareApiBaseUrl).host;

/** The stored settings as the admin sees them; a stored API address (older versions) is ignored. */
function edgeSettingsOf(stored: DocumentSnapshot, secret: DocumentSnapshot): EdgeSettings {
  const token = secret.get('apiToken') as unknown;
  return {
    accountId: String(stored.get('accountId') ?? ''),
    listId: String(stored.get('listId') ?? ''),
    siteHost: String(stored.get('siteHost') ?? ''),
    apiHost: apiHost(),
    itemLimit: Number(stored.get('itemLimit') ?? DEFAULT_EDGE_ITEM_LIMIT),
    tokenSet: typeof token === 'string' && token !== '',
  };
}

async function readEdgeSettings() {
  const [stored, secret] = await Promise.all([settingsRef().get(), secretRef().get()]);
  const token = secret.get('apiToken') as unknown;
  const tokenHost = secret.get('apiHost') as unknown;
  return {
    settings: edgeSettingsOf(stored, secret),
    token: typeof token === 'string' && token ? token : null,
    tokenHost: typeof tokenHost === 'string' ? tokenHost : null,
  };
}

/** What the audit log keeps of the settings: never the token, only what happened to it. */
function audited(settings: EdgeSettings, token: string) {
  const { accountId, listId, siteHost, itemLimit } = settings;
  return { accountId, listId, siteHost, itemLimit, apiToken: token };
}

function tokenChange(wasSet: boolean, given: boolean): string {
  if (given) return wasSet ? 'replaced' : 'set';
  return wasSet ? 'kept' : 'not set';
}

async function saveEdgeSettings(request: Request, actor: AuditActor): Promise<Response> {
  const read = await readJsonBody(request, 8 * 1024);
  if (read instanceof Response) return read;
  const parsed = edgeSettingsSchema.safeParse(read.body);
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error);
    return invalidInput(issues[0]!.message, issues);
  }
  const { apiToken, accountId, listId, siteHost, itemLimit } = parsed.data;
  const host = apiHost();
  const saved = await db().runTransaction(async (tx) => {
    const [stored, secret] = await Promise.all([tx.get(settingsRef()), tx.get(secretRef())]);
    const current = edgeSettingsOf(stored, secret);
    const next: EdgeSettings = {
      ...current,
      accountId,
      listId,
      siteHost,
      itemLimit,
      tokenSet: current.tokenSet || Boolean(apiToken),
    };
    if (!apiToken && stored.exists && isDeepStrictEqual(audited(current, ''), audited(next, '')))
      return next;
    const before = audited(current, current.tokenSet ? 'set' : 'not set');
    const after = audited(next, tokenChange(current.tokenSet, Boolean(apiToken)));
    const now = new Date().toISOString();
    tx.set(settingsRef(), { accountId, listId, siteHost, itemLimit, updatedAt: now });
    if (apiToken) tx.set(secretRef(), { apiToken, apiHost: host });
    recordAudit(
      tx,
      actor,
      singleChange(
        {
          area: 'redirects',
          action: stored.exists ? 'update' : 'create',
          collection: COLLECTIONS.settings,
          documentId: EDGE_SYNC_DOC,
          label: 'Cloudflare edge settings',
        },
        stored.exists ? before : null,
        after,
      ),
      now,
    );
    return next;
  });
  return adminJson(saved);
}

export async function edgeSettingsHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (request.method === 'GET') return adminJson((await readEdgeSettings()).settings);
  return saveEdgeSettings(request, actor);
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
