import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import type { ActivityPage } from '@core/admin/audit';
import {
  ROOT_FILE_MAX_BYTES,
  ROOT_FILE_NAME_MAX_BYTES,
  ROOT_FILE_TEXT,
  type CopyFileToRootResponse,
  type RootFile,
  type StagedRootFile,
} from '@core/site/root-files';
import { SITE_ORIGIN, uniqueId } from '@test/emulators';
import { bearer, type TestSession, sessionsForFile } from '@test/sessions';

const CANONICAL = 'https://elfletter.example';
const ADS = 'google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\n';

const postJson = (path: string, session: TestSession | null, body: unknown) =>
  fetch(`${SITE_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? bearer(session) : {}) },
    body: JSON.stringify(body),
  });

const stage = (session: TestSession | null, name: string, body: BodyInit) =>
  fetch(`${SITE_ORIGIN}/api/admin/root-files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...(session ? bearer(session) : {}) },
    body,
  });

async function list(session: TestSession): Promise<RootFile[]> {
  const response = await fetch(`${SITE_ORIGIN}/api/admin/root-files`, { headers: bearer(session) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { files: RootFile[] }).files;
}

/** Upload and copy, as the manager does. */
async function publish(session: TestSession, name: string, text: string) {
  const staged = await stage(session, name, text);
  expect(staged.status).toBe(201);
  const { sourceUrl } = (await staged.json()) as StagedRootFile;
  return postJson('/api/copy-file-to-root', session, { sourceUrl, destFileName: name });
}

const fromRoot = (name: string, init?: RequestInit) =>
  fetch(`${SITE_ORIGIN}/${name}`, { redirect: 'manual', ...init });

describe('domain root files', () => {
  const { admin, user } = sessionsForFile('admin', 'user');
  beforeAll(async () => {
    await fetch(`${SITE_ORIGIN}/`);
  }, 180_000);

  it('lets only admins list, upload, copy and delete', async () => {
    const anonymous = await fetch(`${SITE_ORIGIN}/api/admin/root-files`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: ADMIN_ACCESS_TEXT.noSession });
    expect((await stage(user, 'ads.txt', ADS)).status).toBe(403);
    const copy = await postJson('/api/copy-file-to-root', user, {
      sourceUrl: '/media/public/root-files/ads.txt',
      destFileName: 'ads.txt',
    });
    expect(copy.status).toBe(403);
    expect((await postJson('/api/delete-root-file', null, { fileName: 'ads.txt' })).status).toBe(
      401,
    );
  });

  it('serves an uploaded ads.txt at the site root with its headers, audits it, and deletes it', async () => {
    const published = await publish(admin, 'ads.txt', ADS);
    expect(published.status).toBe(200);
    const answer = (await published.json()) as CopyFileToRootResponse;
    expect(answer).toMatchObject({
      success: true,
      publicUrl: `${CANONICAL}/ads.txt`,
      file: { name: 'ads.txt', size: ADS.length, contentType: 'text/plain; charset=utf-8' },
    });

    const served = await fromRoot('ads.txt');
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(ADS);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await list(admin)).map((f) => f.name)).toContain('ads.txt');

    // The staged copy is gone: only the published file remains.
    expect((await fetch(`${SITE_ORIGIN}/media/public/root-files/ads.txt`)).status).toBe(404);

    const activity = await fetch(`${SITE_ORIGIN}/api/admin/activity?area=site`, {
      headers: bearer(admin),
    });
    const { entries } = (await activity.json()) as ActivityPage;
    expect(entries.find((e) => e.documentId === 'ads.txt')).toMatchObject({
      area: 'site',
      collection: 'rootFiles',
      label: '/ads.txt',
      actor: { uid: admin.uid },
    });

    const deleted = await postJson('/api/delete-root-file', admin, { fileName: 'ads.txt' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, fileName: 'ads.txt' });
    expect((await fromRoot('ads.txt')).status).toBe(404);
    expect((await list(admin)).map((f) => f.name)).not.toContain('ads.txt');
    const again = await postJson('/api/delete-root-file', admin, { fileName: 'ads.txt' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: ROOT_FILE_TEXT.notFound('ads.txt') });
  });

  it('serves an HTML verification file where no script can run, and security.txt under .well-known', async () => {
    const token = uniqueId('google').replace('-', '');
    const html = `<html><script>alert(1)</script>google-site-verification: ${token}.html</html>`;
    expect((await publish(admin, `${token}.html`, html)).status).toBe(200);
    expect((await publish(admin, '.well-known/security.txt', 'Contact: x@y.z\n')).status).toBe(200);
    try {
      const page = await fromRoot(`${token}.html`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
      );
      expect(await page.text()).toBe(html);
      const security = await fromRoot('.well-known/security.txt');
      expect(security.status).toBe(200);
      expect(await security.text()).toBe('Contact: x@y.z\n');
    } finally {
      await postJson('/api/delete-root-file', admin, { fileName: `${token}.html` });
      await postJson('/api/delete-root-file', admin, { fileName: '.well-known/security.txt' });
    }
  });

  it('publishes and replaces a file with the longest name, and refuses longer ones with 400 up to 255 bytes', async () => {
    const named = (bytes: number) => `${uniqueId('n').padEnd(bytes - 4, 'n')}.txt`;
    const longest = named(ROOT_FILE_NAME_MAX_BYTES);
    for (const text of [ADS, `${ADS}# replaced\n`]) {
      const published = await publish(admin, longest, text);
      expect(published.status).toBe(200);
      expect(await (await fromRoot(longest)).text()).toBe(text);
    }
    expect((await postJson('/api/delete-root-file', admin, { fileName: longest })).status).toBe(
      200,
    );

    for (const bytes of [ROOT_FILE_NAME_MAX_BYTES + 1, 255]) {
      const name = named(bytes);
      const staged = await stage(admin, name, ADS);
      expect(staged.status, `${bytes} bytes`).toBe(400);
      expect(await staged.json()).toEqual({ error: ROOT_FILE_TEXT.nameTooLong });
      expect((await list(admin)).map((f) => f.name)).not.toContain(name);
    }
  });

  it('refuses bad names, types, sizes and sources with a message, and changes nothing', async () => {
    const before = await list(admin);
    const sitemapBefore = await (await fromRoot('robots.txt', { redirect: 'follow' })).text();
    const refusedNames: [string, string][] = [
      ['../ads.txt', ROOT_FILE_TEXT.nameDots],
      ['folder/ads.txt', ROOT_FILE_TEXT.nameSlash],
      ['ads\u0001.txt', ROOT_FILE_TEXT.nameControl],
      [`${'a'.repeat(300)}.txt`, ROOT_FILE_TEXT.nameTooLong],
      ['robots.txt', ROOT_FILE_TEXT.nameReserved('robots.txt')],
      ['index.html', ROOT_FILE_TEXT.nameReserved('index.html')],
      ['sw.js', ROOT_FILE_TEXT.nameReserved('sw.js')],
      ['shell.php', ROOT_FILE_TEXT.type('.php')],
    ];
    for (const [name, message] of refusedNames) {
      const staged = await stage(admin, name, ADS);
      expect(staged.status, name).toBe(400);
      expect(await staged.json()).toEqual({ error: message });
      const copied = await postJson('/api/copy-file-to-root', admin, {
        sourceUrl: '/media/public/root-files/ads.txt',
        destFileName: name,
      });
      expect(copied.status, name).toBe(400);
      expect(await copied.json()).toEqual({ error: message });
    }

    const tooLarge = await stage(admin, 'big.txt', 'a'.repeat(ROOT_FILE_MAX_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: ROOT_FILE_TEXT.tooLarge });
    const binary = await stage(admin, 'bin.txt', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(binary.status).toBe(400);
    expect(await binary.json()).toEqual({ error: ROOT_FILE_TEXT.notText });

    // Only what our own upload staged is copied: never a URL elsewhere, never another stored file.
    for (const sourceUrl of [
      'http://169.254.169.254/latest/meta-data',
      '/media/public/site-files/robots.txt',
      '/media/public/root-files/..%2Fsite-files%2Frobots.txt',
    ]) {
      const copied = await postJson('/api/copy-file-to-root', admin, {
        sourceUrl,
        destFileName: 'copied.txt',
      });
      expect(copied.status, sourceUrl).toBe(400);
    }
    const missing = await postJson('/api/copy-file-to-root', admin, {
      sourceUrl: '/media/public/root-files/never-staged.txt',
      destFileName: 'never-staged.txt',
    });
    expect(missing.status).toBe(404);
    const extra = await postJson('/api/copy-file-to-root', admin, {
      sourceUrl: '/media/public/root-files/ads.txt',
      destFileName: 'ads.txt',
      overwrite: true,
    });
    expect(extra.status).toBe(400);

    expect(await list(admin)).toEqual(before);
    expect((await fromRoot('copied.txt')).status).toBe(404);
    expect(await (await fromRoot('robots.txt', { redirect: 'follow' })).text()).toBe(sitemapBefore);
  });
});
