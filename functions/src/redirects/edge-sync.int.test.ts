/**
 * The edge sync against a local server that speaks Cloudflare's Lists API (replace all items,
 * then poll the bulk operation), including its error envelope and a failed bulk operation. The
 * functions reach it because `npm test` configures CLOUDFLARE_API_BASE_URL to it; no admin request
 * can point the sync (and its token) anywhere else.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ActivityPage } from '@core/admin/audit';
import { EDGE_TEXT, type EdgeSettings, type SyncResult } from '@core/redirects/redirect-api';
import { COLLECTIONS, EDGE_SYNC_DOC } from '@core/paths';
import {
  startCloudflareListsServer,
  type CloudflareListsServer,
} from '@test/cloudflare-lists-server';
import { SITE_ORIGIN, uniqueId } from '@test/emulators';
import { bearer, sessionsForFile } from '@test/sessions';
import { db } from '../platform/firebase';
import { apiPath } from '@core/api-routes';

const { admin } = sessionsForFile('admin');
let cloudflare: CloudflareListsServer;
/** Another server on this machine: whatever an admin request names, nothing may reach it. */
let elsewhere: Server;
let elsewhereUrl: string;
const elsewhereRequests: string[] = [];
beforeAll(async () => {
  elsewhere = createServer((request, response) => {
    elsewhereRequests.push(`${request.method} ${request.url} ${request.headers.authorization}`);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: true, errors: [], result: { operation_id: 'x' } }));
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  cloudflare = await startCloudflareListsServer();
});
afterAll(async () => {
  elsewhere.closeAllConnections();
  await new Promise((resolve) => elsewhere.close(resolve));
  await cloudflare.close();
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

const settingsBody = (apiToken?: string) => ({
  accountId: cloudflare.accountId,
  listId: cloudflare.listId,
  siteHost: 'elfletter.example',
  itemLimit: 500,
  apiToken,
});

const configure = (apiToken: string) =>
  call<EdgeSettings>('PUT', apiPath('edgeSettings'), settingsBody(apiToken));

describe('Cloudflare edge sync', () => {
  it('without settings answers a clear "not configured" error', async () => {
    const answer = await call<{ error: string }>('POST', apiPath('edgeSync'));
    expect(answer).toEqual({ status: 400, body: { error: EDGE_TEXT.notConfigured } });
  });

  it('keeps the token secret: the settings answer says only that one is set', async () => {
    const saved = await configure(cloudflare.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      accountId: cloudflare.accountId,
      listId: cloudflare.listId,
      siteHost: 'elfletter.example',
      apiHost: new URL(cloudflare.baseUrl).host,
      itemLimit: 500,
      tokenSet: true,
    });
    expect(JSON.stringify((await call('GET', apiPath('edgeSettings'))).body)).not.toContain(
      cloudflare.token,
    );
    const refused = await call<{ error: string }>('PUT', apiPath('edgeSettings'), {
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
    await call('POST', apiPath('redirects'), { sourcePath: `${p}/on`, targetPath: '/blog' });
    await call('POST', apiPath('redirects'), {
      sourcePath: `${p}/off`,
      targetPath: '/blog',
      isActive: false,
    });
    const synced = await call<SyncResult>('POST', apiPath('edgeSync'));
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
    const failed = await call<{ error: string }>('POST', apiPath('edgeSync'));
    expect(failed).toEqual({
      status: 502,
      body: { error: EDGE_TEXT.failed('Too many items in the list') },
    });

    await configure('a-wrong-token');
    const refused = await call<{ error: string }>('POST', apiPath('edgeSync'));
    expect(refused).toEqual({
      status: 502,
      body: { error: EDGE_TEXT.failed('Authentication error') },
    });
  });
});

describe('the API token goes only where it was saved for', () => {
  const sync = () => call<{ error?: string; count?: number }>('POST', apiPath('edgeSync'));

  beforeEach(() => {
    elsewhereRequests.length = 0;
  });

  it('refuses an admin request naming an API address, and the sync still reaches only the configured API', async () => {
    await configure(cloudflare.token);
    const named = [
      `${elsewhereUrl}/client/v4`,
      elsewhereUrl,
      `http://localhost:${new URL(elsewhereUrl).port}/client/v4`,
    ];
    for (const apiBaseUrl of named) {
      for (const body of [
        { ...settingsBody(), apiBaseUrl },
        { ...settingsBody(cloudflare.token), apiBaseUrl },
      ]) {
        const refused = await call<{ error: string }>('PUT', apiPath('edgeSettings'), body);
        expect(refused).toMatchObject({
          status: 400,
          body: { error: EDGE_TEXT.apiIsServerConfig },
        });
      }
    }
    const otherNames = await call<{ error: string }>('PUT', apiPath('edgeSettings'), {
      ...settingsBody(),
      apiUrl: elsewhereUrl,
    });
    expect(otherNames.status).toBe(400);
    const read = await call<EdgeSettings>('GET', apiPath('edgeSettings'));
    expect(JSON.stringify(read.body)).not.toContain(new URL(elsewhereUrl).port);

    // An address stored before it became server configuration is ignored too.
    await db()
      .collection(COLLECTIONS.settings)
      .doc(EDGE_SYNC_DOC)
      .update({ apiBaseUrl: `${elsewhereUrl}/client/v4` });
    const before = cloudflare.requests.length;
    expect((await sync()).status).toBe(200);
    expect(cloudflare.requests.length).toBeGreaterThan(before);
    expect(elsewhereRequests).toEqual([]);
  });

  it('does not send a token saved for another API host, and asks for it again', async () => {
    await configure(cloudflare.token);
    const secret = db().collection(COLLECTIONS.serverSecrets).doc(EDGE_SYNC_DOC);
    const configuredHost = new URL(cloudflare.baseUrl).host;
    for (const stored of [
      { apiToken: cloudflare.token, apiHost: 'api.cloudflare.com' },
      // Saved before tokens were bound to a host.
      { apiToken: cloudflare.token },
    ]) {
      await secret.set(stored);
      const before = cloudflare.requests.length;
      const refused = await sync();
      expect(refused).toEqual({
        status: 400,
        body: { error: EDGE_TEXT.tokenForOtherHost(configuredHost) },
      });
      expect(cloudflare.requests.length).toBe(before);
    }
    await configure(cloudflare.token);
    expect((await sync()).status).toBe(200);
  });

  it('does not follow a redirect from the API, to this machine or anywhere', async () => {
    await configure(cloudflare.token);
    for (const location of [`${elsewhereUrl}/client/v4/steal`, '/client/v4/elsewhere']) {
      cloudflare.answerNext(307, { location }, '');
      const failed = await sync();
      expect(failed.status).toBe(502);
      expect(failed.body.error).toMatch(/^Cloudflare refused the sync: .*307/);
    }
    expect(elsewhereRequests).toEqual([]);
    expect(cloudflare.requests.some((r) => r.includes('steal') || r.includes('elsewhere'))).toBe(
      false,
    );
  });

  it('repeats no more of an error answer than Cloudflare’s own short messages', async () => {
    await configure(cloudflare.token);
    cloudflare.answerNext(500, { 'content-type': 'text/html' }, `<html>${'internal '.repeat(999)}`);
    const page = await sync();
    expect(page).toEqual({ status: 502, body: { error: EDGE_TEXT.failed('HTTP 500') } });

    const long = 'x'.repeat(5000);
    cloudflare.answerNext(
      400,
      { 'content-type': 'application/json' },
      JSON.stringify({ success: false, errors: [{ code: 1, message: long }], result: null }),
    );
    const envelope = await sync();
    expect(envelope.status).toBe(502);
    expect(envelope.body.error!.length).toBeLessThan(400);
    expect(envelope.body.error).toMatch(/^Cloudflare refused the sync: x+…$/);
  });

  it('records every settings change in the audit log, without the token', async () => {
    const token = `${cloudflare.token}`;
    await configure(token);
    await call('PUT', apiPath('edgeSettings'), { ...settingsBody(), itemLimit: 321 });
    const activity = await call<ActivityPage>(
      'GET',
      `${apiPath('activity')}?area=redirects&limit=5`,
    );
    const entries = activity.body.entries.filter((e) => e.documentId === EDGE_SYNC_DOC);
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const [kept, replaced] = entries;
    expect(kept).toMatchObject({
      action: 'update',
      collection: COLLECTIONS.settings,
      label: 'Cloudflare edge settings',
      changes: [{ after: { itemLimit: 321, apiToken: 'kept' } }],
    });
    expect(replaced!.changes[0]!.after).toMatchObject({ itemLimit: 500, apiToken: 'replaced' });
    expect(JSON.stringify(activity.body)).not.toContain(token);
  });
});
