/**
 * The Cloudflare edge sync's settings: settings/edgeSync (admins may read them) and the API token
 * in serverSecrets/edgeSync, which no client reads: the admin sets it and never sees it again.
 * The API the token goes to is server configuration (CLOUDFLARE_API_BASE_URL); the token is
 * stored with that API's host and sent to no other.
 */
import { isDeepStrictEqual } from 'node:util';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { AuditActor } from '@core/admin/audit';
import { COLLECTIONS, EDGE_SYNC_DOC } from '@core/paths';
import {
  DEFAULT_EDGE_ITEM_LIMIT,
  type EdgeSettings,
  type edgeSettingsSchema,
} from '@core/redirects/redirect-api';
import type { z } from 'zod';
import { recordAudit, singleChange } from '../audit/audit-log';
import { serverSettings } from '../platform/config';
import { db } from '../platform/firebase';

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

export async function readEdgeSettings() {
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

/** Stores what the admin sent (checked against edgeSettingsSchema), audited; answers the settings now. */
export async function saveEdgeSettings(
  input: z.infer<typeof edgeSettingsSchema>,
  actor: AuditActor,
): Promise<EdgeSettings> {
  const { apiToken, accountId, listId, siteHost, itemLimit } = input;
  const host = apiHost();
  return db().runTransaction(async (tx) => {
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
}
