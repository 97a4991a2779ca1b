/**
 * The edge sync against a local server that speaks Cloudflare's Lists API (replace all items,
 * then poll the bulk operation), including its error envelope and a failed bulk operation.
 */
import {
  EDGE_TEXT,
  REDIRECT_API_PATHS,
  type EdgeSettings,
  type SyncResult,
} from '@core/redirects/redirect-api';
import { COLLECTIONS, EDGE_SYNC_DOC } from '@core/paths';
import {
  startCloudflareListsServer,
  type CloudflareListsServer,
} from '../../../test/support/cloudflare-lists-server';
import { SITE_ORIGIN, uniqueId } from '../../../test/support/emulators';
import {
  adminSession,
  bearer,
  deleteSession,
  type TestSession,
} from '../../../test/support/sessions';
import { db } from '../platform/firebase';

let admin: TestSession;
let cloudflare: CloudflareListsServer;
beforeAll(async () => {
  [admin, cloudflare] = await Promise.all([adminSession(), startCloudflareListsServer()]);
});
afterAll(async () => {
  await Promise.all([deleteSession(admin), cloudflare.close()]);
  await db().collection(COLLECTIONS.settings).doc(EDGE_SYNC_DOC).delete();
  await db().collection(COLLECTIONS.serverSecrets).doc(EDGE_SYNC_DOC).delete();
});

async function call<T>(method: string, path: string, body?: unknown) {
  const response = await fetch(`${SITE_ORIGIN}${path}`, {
    method,
    headers: { ...bearer(admin), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const configure = (apiToken: string) =>
  call<EdgeSettings>('PUT', REDIRECT_API_PATHS.edgeSettings, {
    accountId: cloudflare.accountId,
    listId: cloudflare.listId,
    siteHost: 'elfletter.example',
    apiBaseUrl: cloudflare.baseUrl,
    itemLimit: 500,
    apiToken,
  });

describe('Cloudflare edge sync', () => {
  it('without settings answers a clear "not configured" error', async () => {
    const answer = await call<{ error: string }>('POST', REDIRECT_API_PATHS.sync);
    expect(answer).toEqual({ status: 400, body: { error: EDGE_TEXT.notConfigured } });
  });

  it('keeps the token secret: the settings answer says only that one is set', async () => {
    const saved = await configure(cloudflare.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      accountId: cloudflare.accountId,
      listId: cloudflare.listId,
      siteHost: 'elfletter.example',
      apiBaseUrl: cloudflare.baseUrl,
      itemLimit: 500,
      tokenSet: true,
    });
    expect(JSON.stringify((await call('GET', REDIRECT_API_PATHS.edgeSettings)).body)).not.toContain(
      cloudflare.token,
    );
    const refused = await call<{ error: string }>('PUT', REDIRECT_API_PATHS.edgeSettings, {
      accountId: 'nope',
      listId: cloudflare.listId,
      siteHost: 'elfletter.example',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Account ID: 32 hexadecimal characters');
  });

  it('replaces the list with every active redirect and waits for the bulk operation', async () => {
    await configure(cloudflare.token);
    const p = `/${uniqueId('edge')}`;
    await call('POST', REDIRECT_API_PATHS.list, { sourcePath: `${p}/on`, targetPath: '/blog' });
    await call('POST', REDIRECT_API_PATHS.list, {
      sourcePath: `${p}/off`,
      targetPath: '/blog',
      isActive: false,
    });
    const synced = await call<SyncResult>('POST', REDIRECT_API_PATHS.sync);
    expect(synced.status).toBe(200);
    expect(synced.body.count).toBe(cloudflare.items.length);
    expect(cloudflare.items).toContainEqual({
      redirect: {
        source_url: `elfletter.example${p}/on`,
        target_url: 'https://elfletter.example/blog',
        status_code: 301,
        preserve_query_string: true,
        include_subdomains: false,
        subpath_matching: false,
        preserve_path_suffix: false,
      },
    });
    expect(JSON.stringify(cloudflare.items)).not.toContain(`${p}/off`);
    expect([...cloudflare.polls.values()].at(-1)).toBe(3);
  });

  it('reports a failed bulk operation and Cloudflare’s error envelope', async () => {
    await configure(cloudflare.token);
    cloudflare.failNextOperation('Too many items in the list');
    const failed = await call<{ error: string }>('POST', REDIRECT_API_PATHS.sync);
    expect(failed).toEqual({
      status: 502,
      body: { error: EDGE_TEXT.failed('Too many items in the list') },
    });

    await configure('a-wrong-token');
    const refused = await call<{ error: string }>('POST', REDIRECT_API_PATHS.sync);
    expect(refused).toEqual({
      status: 502,
      body: { error: EDGE_TEXT.failed('Authentication error') },
    });
  });
});
