import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@core/paths';
import {
  RESULT_IMAGE_CACHE,
  RESULT_IMAGE_MISSES_PER_CLIENT_MINUTE,
  RESULT_IMAGE_RENDERS_PER_HOUR,
  RESULT_IMAGE_TEXT,
} from '@core/results/result-images';
import { GENERATOR_KINDS } from '@core/generators/generator-embeds';
import {
  elfNameImagePath,
  generatorImagePath,
  RESULT_IMAGE_SIZES,
  resultImagePath,
  type ResultImageVariant,
} from '@core/results/result-pages';
import { DEMO_CRAFTS } from '../../../scripts/seed/demo-content';
import {
  forwardedFor,
  inOneRateWindow,
  randomClientAddress,
  SITE_ORIGIN,
  uniqueId,
} from '@test/emulators';
import { LocalBlobStore } from '../blob/local-blob-store';
import { rateWindowRef } from '../http/rate-limit';
import { sharedWindowRef } from '../platform/quotas';
import { db } from '../platform/firebase';
import {
  RESULT_IMAGE_MISS_SCOPE,
  RESULT_IMAGE_RENDER_SCOPE,
} from '../http/handlers/result-image-handler';

const store = new LocalBlobStore(process.env.LOCAL_BLOB_DIR ?? '');
const stored = (path: string) => path.replace(/^\/media\//, '');

const get = (path: string, client = randomClientAddress()) =>
  fetch(`${SITE_ORIGIN}${path}`, { headers: forwardedFor(client), redirect: 'manual' });

/** A PNG's size as its first chunk, IHDR, states it. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const rendersThisHour = async () =>
  ((await sharedWindowRef(RESULT_IMAGE_RENDER_SCOPE, new Date(), 'hour').get()).get('count') as
    number | undefined) ?? 0;

describe('preview images of results', () => {
  const craft = { id: uniqueId('preview-craft'), updatedAt: new Date().toISOString() };
  const craftRef = db().collection(COLLECTIONS.craftIdeas).doc(craft.id);
  const made: string[] = [];

  beforeAll(async () => {
    await craftRef.set({
      ...DEMO_CRAFTS[0]!,
      createdAt: craft.updatedAt,
      updatedAt: craft.updatedAt,
    });
  });
  afterAll(async () => {
    await craftRef.delete();
    for (const path of made) await store.delete(stored(path));
  });

  it.each(['og', 'pin'] as ResultImageVariant[])(
    "makes a demo craft's %s image on the first request, stores it, and serves it from storage after",
    async (variant) => {
      const path = resultImagePath('craft', craft, variant);
      made.push(path);
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/png');
      expect(first.headers.get('cache-control')).toBe(RESULT_IMAGE_CACHE);
      expect(first.headers.get('server-timing')).toMatch(/^render;dur=\d+/);
      const bytes = Buffer.from(await first.arrayBuffer());
      expect(pngSize(bytes)).toEqual(RESULT_IMAGE_SIZES[variant]);
      expect((await store.get(stored(path)))?.bytes.equals(bytes)).toBe(true);

      const rendersBefore = await rendersThisHour();
      const again = await get(path);
      expect(again.status).toBe(200);
      expect(again.headers.get('cache-control')).toBe(RESULT_IMAGE_CACHE);
      expect(again.headers.get('server-timing')).toBeNull();
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
      expect(await rendersThisHour()).toBe(rendersBefore);
    },
  );

  it('answers 404 for an id with no content, an unknown variant and a path of no image', async () => {
    const noContent = [
      resultImagePath('craft', { id: uniqueId('no-such-craft'), updatedAt: craft.updatedAt }, 'og'),
      resultImagePath('scene', craft, 'og'),
    ];
    const noImage = [
      resultImagePath('craft', craft, 'og').replace('-og.png', '-huge.png'),
      '/media/results/craft/x/Not_A_Version-og.png',
    ];
    for (const path of [...noContent, ...noImage]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      if (noContent.includes(path))
        expect(await response.json()).toEqual({ error: RESULT_IMAGE_TEXT.notFound });
      expect(await store.get(stored(path))).toBeNull();
    }
  });

  it("sends an earlier version's address to the current one, without making an image there", async () => {
    const earlier = { ...craft, updatedAt: '2025-12-01T08:00:00.000Z' };
    const path = resultImagePath('craft', earlier, 'pin');
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(resultImagePath('craft', craft, 'pin'));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await store.get(stored(path))).toBeNull();
  });

  it('makes an elf name the generator can make, and refuses one it cannot', async () => {
    const word = uniqueId('Zq')
      .replace(/[^a-z]/gi, '')
      .toLowerCase();
    const parts = [
      [COLLECTIONS.elfNamePrefixes, `Pre${word}`],
      [COLLECTIONS.elfNameSuffixes, 'toes'],
      [COLLECTIONS.elfLastNames, `Mc${word}`],
    ] as const;
    const refs = await Promise.all(
      parts.map(([collection, value]) =>
        db().collection(collection).add({ value, category: 'test' }),
      ),
    );
    // The name parts' route reads again once their collections' versions move.
    await Promise.all(
      parts.map(([collection]) =>
        db()
          .collection(COLLECTIONS.contentVersions)
          .doc(collection)
          .set({ version: FieldValue.increment(1) }, { merge: true }),
      ),
    );
    try {
      const path = elfNameImagePath({ firstName: `Pre${word}toes`, lastName: `Mc${word}` }, 'og');
      made.push(path);
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual(RESULT_IMAGE_SIZES.og);
      for (const name of [
        { firstName: `Pre${word}toes`, lastName: 'Buynow' },
        { firstName: `PRE${word}toes` },
      ]) {
        expect((await get(elfNameImagePath(name, 'og'))).status).toBe(404);
      }
    } finally {
      await Promise.all(refs.map((ref) => ref.delete()));
    }
  });

  it("makes each generator page's image on the first request, and refuses a generator there is none of", async () => {
    for (const kind of GENERATOR_KINDS) {
      const path = generatorImagePath(kind, 'og');
      made.push(path);
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe(RESULT_IMAGE_CACHE);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(pngSize(bytes)).toEqual(RESULT_IMAGE_SIZES.og);
      expect((await store.get(stored(path)))?.bytes.equals(bytes)).toBe(true);
    }
    expect((await get(generatorImagePath('scene', 'og').replace('scene', 'poem'))).status).toBe(
      404,
    );
  });

  it('limits the images a client asks for that are not stored yet (one more answers 429)', async () => {
    await inOneRateWindow(async () => {
      const client = randomClientAddress();
      const window = rateWindowRef(
        new Request(SITE_ORIGIN, { headers: forwardedFor(client) }),
        RESULT_IMAGE_MISS_SCOPE,
        new Date(),
      );
      await window.set({ count: RESULT_IMAGE_MISSES_PER_CLIENT_MINUTE - 1 });
      const unknown = () =>
        resultImagePath('recipe', { id: uniqueId('none'), updatedAt: craft.updatedAt }, 'og');
      expect((await get(unknown(), client)).status).toBe(404);
      const refused = await get(unknown(), client);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: RESULT_IMAGE_TEXT.tooManyFromClient });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // A stored image is no miss: the same client still gets it.
      expect((await get(resultImagePath('craft', craft, 'og'), client)).status).toBe(200);
    });
  });

  it('stops making images for everyone past the hourly cap, and says when to come back', async () => {
    const hour = sharedWindowRef(RESULT_IMAGE_RENDER_SCOPE, new Date(), 'hour');
    const before = await rendersThisHour();
    await hour.set({ count: RESULT_IMAGE_RENDERS_PER_HOUR }, { merge: true });
    try {
      const fresh = { id: uniqueId('preview-capped'), updatedAt: new Date().toISOString() };
      const ref = db().collection(COLLECTIONS.craftIdeas).doc(fresh.id);
      await ref.set({ ...DEMO_CRAFTS[1]!, updatedAt: fresh.updatedAt });
      try {
        const refused = await get(resultImagePath('craft', fresh, 'og'));
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ error: RESULT_IMAGE_TEXT.tooManyRenders });
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(3600);
        expect(await store.get(stored(resultImagePath('craft', fresh, 'og')))).toBeNull();
      } finally {
        await ref.delete();
      }
    } finally {
      await hour.set({ count: before }, { merge: true });
    }
  });
});
