/**
 * POST /api/image-proxy through the Hosting emulator. Two image servers run on this machine: one at
 * TEST_IMAGE_ORIGIN, which `npm test` lets the proxy reach (IMAGE_PROXY_TEST_ALLOW_HOSTS), and one on
 * a port nobody allowed, which must never see a request. (Each refused spelling and DNS answer is
 * covered with a controlled resolver in safe-fetch.test.ts; here the deployed endpoint is held to
 * the same policy with the system's resolver.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { ImageProxyResponse, LibraryImage } from '@core/images/image-library';
import { IMAGE_TEXT } from '@core/images/image-upload';
import { COLLECTIONS } from '@core/paths';
import { TEST_IMAGE_ORIGIN } from '../../../scripts/lib/stack';
import { SITE_ORIGIN } from '@test/emulators';
import { COSTLY_SVG } from '@test/images';
import { bearer, deleteSession, userSession, sessionsForFile } from '@test/sessions';
import { LocalBlobStore } from '../blob/local-blob-store';
import { db } from '../platform/firebase';

const store = new LocalBlobStore(process.env.LOCAL_BLOB_DIR ?? '');

function imageServer(log: string[], png: Buffer): Server {
  return createServer((req, res) => {
    log.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/elf.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(png);
    } else if (url.pathname === '/not-an-image.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('<svg onload="alert(1)"></svg>');
    } else if (url.pathname === '/costly.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end(COSTLY_SVG);
    } else if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

describe('POST /api/image-proxy', () => {
  const { admin } = sessionsForFile('admin');
  let allowed: Server;
  let forbidden: Server;
  let forbiddenPort: number;
  const allowedLog: string[] = [];
  const forbiddenLog: string[] = [];
  const created: LibraryImage[] = [];

  beforeAll(async () => {
    const png = await sharp({
      create: { width: 1000, height: 500, channels: 3, background: '#2e7d32' },
    })
      .png()
      .toBuffer();
    allowed = imageServer(allowedLog, png);
    forbidden = imageServer(forbiddenLog, png);
    await listen(allowed, Number(new URL(TEST_IMAGE_ORIGIN).port));
    await listen(forbidden, 0);
    forbiddenPort = (forbidden.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const image of created) {
      await Promise.all(
        [image.path, ...image.variants.map((v) => v.path)].map((p) => store.delete(p)),
      );
      await db().collection(COLLECTIONS.images).doc(image.id).delete();
    }
    for (const server of [allowed, forbidden]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  const proxy = async (body: unknown, headers: Record<string, string> = bearer(admin)) => {
    const response = await fetch(`${SITE_ORIGIN}/api/image-proxy`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status === 201)
      created.push(((await response.clone().json()) as ImageProxyResponse).image);
    return response;
  };
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: string }).error;

  it('answers 401 without a session and 403 to a non-admin, fetching nothing', async () => {
    const url = `${TEST_IMAGE_ORIGIN}/elf.png`;
    expect((await proxy({ url, base64: true }, {})).status).toBe(401);
    const user = await userSession();
    try {
      expect((await proxy({ url, base64: true }, bearer(user))).status).toBe(403);
    } finally {
      await deleteSession(user);
    }
    expect(allowedLog).toEqual([]);
  });

  it.each([
    ['loopback', 'http://127.0.0.1:PORT/elf.png'],
    ['localhost', 'http://localhost:PORT/elf.png'],
    ['decimal loopback', 'http://2130706433:PORT/elf.png'],
    ['hex loopback', 'http://0x7f.0.0.1:PORT/elf.png'],
    ['octal loopback', 'http://0177.0.0.1:PORT/elf.png'],
    ['IPv6 loopback', 'http://[::1]:PORT/elf.png'],
    ['IPv4-mapped IPv6', 'http://[::ffff:7f00:1]:PORT/elf.png'],
    ['unspecified', 'http://0.0.0.0:PORT/elf.png'],
    ['the metadata address', 'http://169.254.169.254/computeMetadata/v1/'],
    ['a private address', 'http://10.0.0.1:PORT/elf.png'],
    ['a file URL', 'file:///etc/passwd'],
  ])('refuses %s with 400 and fetches nothing', async (_name, url) => {
    const before = (await store.list('blog_images/inline/')).length;
    const response = await proxy({ url: url.replace('PORT', String(forbiddenPort)), base64: true });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/Refused to fetch|Only http and https/);
    expect(forbiddenLog).toEqual([]);
    expect((await store.list('blog_images/inline/')).length).toBe(before);
  });

  it('checks the address again after a redirect', async () => {
    const to = `http://127.0.0.1:${forbiddenPort}/elf.png`;
    const response = await proxy({
      url: `${TEST_IMAGE_ORIGIN}/redirect?to=${encodeURIComponent(to)}`,
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/loopback/);
    expect(forbiddenLog).toEqual([]);
  });

  it('refuses a body that does not decode as an image with 415, storing nothing', async () => {
    const before = (await store.list('blog_images/inline/')).length;
    const response = await proxy({ url: `${TEST_IMAGE_ORIGIN}/not-an-image.png` });
    expect(response.status).toBe(415);
    expect((await store.list('blog_images/inline/')).length).toBe(before);
  });

  it('refuses an image that costs more than its conversion budget with 422, storing nothing', async () => {
    const before = (await store.list('blog_images/inline/')).length;
    const response = await proxy({ url: `${TEST_IMAGE_ORIGIN}/costly.svg` });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toBe(IMAGE_TEXT.tooCostly);
    expect((await store.list('blog_images/inline/')).length).toBe(before);
  });

  it('stores an allowed image re-encoded as image_{timestamp}.webp with its widths and library record', async () => {
    const response = await proxy({
      url: `${TEST_IMAGE_ORIGIN}/elf.png`,
      base64: true,
      blogTitle: 'Elf on the shelf ideas',
      alt: 'A green card',
      title: 'Green',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as ImageProxyResponse;
    expect(body.path).toMatch(/^blog_images\/inline\/image_\d+\.webp$/);
    expect(body.contentType).toBe('image/webp');
    expect(body.url).toBe(`/media/${body.path}`);
    const served = Buffer.from(await (await fetch(`${SITE_ORIGIN}${body.url}`)).arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 1000 });
    expect(body.image.variants.map((v) => v.width)).toEqual([480, 960]);
    const small = Buffer.from(
      await (await fetch(`${SITE_ORIGIN}${body.image.variants[0]!.url}`)).arrayBuffer(),
    );
    expect((await sharp(small).metadata()).width).toBe(480);

    const record = (await db().collection(COLLECTIONS.images).doc(body.image.id).get()).data();
    expect(record).toMatchObject({
      url: body.url,
      source: 'import',
      blogTitle: 'Elf on the shelf ideas',
      originalUrl: `${TEST_IMAGE_ORIGIN}/elf.png`,
      alt: 'A green card',
      title: 'Green',
      uploadedBy: admin.uid,
      usedBy: [],
    });
    expect(record?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
