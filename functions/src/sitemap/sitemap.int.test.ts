import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import { ROBOTS_BLOCKS_SITE_MESSAGE, ROBOTS_LINE_TEXT } from '@core/site/robots';
import { checkSitemapXml } from '@core/site/sitemap';
import type { GenerateSitemapResponse } from '@core/site/sitemap-api';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@core/paths';
import { createTestPost, deleteTestPost, SITE_ORIGIN, uniqueId } from '@test/emulators';
import { bearer, type TestSession, sessionsForFile } from '@test/sessions';
import { db } from '../platform/firebase';

const CANONICAL = 'https://elfletter.example';

const post = (path: string, session: TestSession | null, body: unknown) =>
  fetch(`${SITE_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? bearer(session) : {}) },
    body: JSON.stringify(body),
  });

const generate = (session: TestSession | null) =>
  post('/api/generate-sitemap', session, {
    timestamp: Date.now(),
    random: Math.random().toString(36),
    forceRefresh: true,
  });

/** The site's own sitemap, fetched past any cache as the dashboard's verification does. */
const rootSitemap = () =>
  fetch(`${SITE_ORIGIN}/sitemap.xml?verify=${Date.now()}`, {
    headers: { 'cache-control': 'no-cache' },
  });

describe('sitemap and robots.txt', () => {
  const { admin, user } = sessionsForFile('admin', 'user');
  beforeAll(async () => {
    // The first page request starts the rendering function, which takes long on a busy machine.
    await fetch(`${SITE_ORIGIN}/robots.txt`);
  }, 180_000);

  it('generates and copies only for admins', async () => {
    expect(await (await generate(null)).json()).toEqual({ error: ADMIN_ACCESS_TEXT.noSession });
    const notAdmin = await generate(user);
    expect(notAdmin.status).toBe(403);
    expect(await notAdmin.json()).toEqual({ error: ADMIN_ACCESS_TEXT.notAdmin });
    const copy = await post('/api/copy-sitemap-files', user, {
      sitemapUrl: '/media/public/site-files/sitemap.xml',
      robotsUrl: '/media/public/site-files/robots.txt',
    });
    expect(copy.status).toBe(403);
  });

  it('lists the four category pages, each dated by the last update of its published posts', async () => {
    const story = await createTestPost({
      metadata: { categories: ['elf-stories'] },
      updatedAt: '2099-01-02T03:04:05.000Z',
    });
    const draft = await createTestPost({
      published: false,
      metadata: { categories: ['elf-stories'] },
      updatedAt: '2099-06-01T00:00:00.000Z',
    });
    try {
      const answer = (await (await generate(admin)).json()) as GenerateSitemapResponse;
      const stored = await (await fetch(`${SITE_ORIGIN}${answer.sitemapUrl}`)).text();
      const check = checkSitemapXml(stored);
      expect(check.valid && check.locs).toEqual(
        expect.arrayContaining(
          ['elf-tips', 'holiday-magic', 'christmas-traditions', 'elf-stories'].map(
            (id) => `${CANONICAL}/blog/category/${id}`,
          ),
        ),
      );
      expect(stored).toContain(
        [
          `<loc>${CANONICAL}/blog/category/elf-stories</loc>`,
          '    <lastmod>2099-01-02T03:04:05.000Z</lastmod>',
        ].join('\n'),
      );
    } finally {
      await Promise.all([deleteTestPost(story), deleteTestPost(draft)]);
    }
  });

  it('lists published posts with their update time and image, never drafts, and copies to the root', async () => {
    const published = await createTestPost({
      featuredImage: '/media/blog/featured/sitemap-test.webp',
      updatedAt: '2026-10-05T08:00:00.000Z',
    });
    const draft = await createTestPost({ published: false });
    try {
      const generated = await generate(admin);
      expect(generated.status).toBe(200);
      const answer = (await generated.json()) as GenerateSitemapResponse;
      // A refresh a trigger started before this post was written (another test's content) may
      // store its files after these; it then sees the change noted and reads again.
      const storedNow = async () => {
        const stored = await (await fetch(`${SITE_ORIGIN}${answer.sitemapUrl}`)).text();
        const check = checkSitemapXml(stored);
        expect(check).toMatchObject({ valid: true, kind: 'urlset', urlCount: answer.urlCount });
        const locs = check.valid ? check.locs : [];
        expect(locs).toContain(`${CANONICAL}/blog/${published.slug}`);
        return { stored, locs };
      };
      const { stored, locs } = await vi.waitFor(storedNow, { timeout: 30_000, interval: 500 });
      expect(answer).toMatchObject({
        success: true,
        sitemapUrl: '/media/public/site-files/sitemap.xml',
        robotsUrl: '/media/public/site-files/robots.txt',
      });
      expect(answer.message).toBe(`Sitemap generated with ${answer.urlCount} URLs`);
      expect(locs).toEqual(
        expect.arrayContaining([
          `${CANONICAL}/`,
          `${CANONICAL}/blog`,
          `${CANONICAL}/about`,
          `${CANONICAL}/terms`,
          `${CANONICAL}/privacy`,
          `${CANONICAL}/blog/${published.slug}`,
        ]),
      );
      expect(locs).not.toContain(`${CANONICAL}/blog/${draft.slug}`);
      expect(locs.some((loc) => loc.includes('/admin'))).toBe(false);
      expect(stored).toContain(
        [
          `<loc>${CANONICAL}/blog/${published.slug}</loc>`,
          '    <lastmod>2026-10-05T08:00:00.000Z</lastmod>',
          '    <image:image>',
          `      <image:loc>${CANONICAL}/media/blog/featured/sitemap-test.webp</image:loc>`,
        ].join('\n'),
      );

      const copied = await post('/api/copy-sitemap-files', admin, {
        sitemapUrl: `${SITE_ORIGIN}${answer.sitemapUrl}`,
        robotsUrl: answer.robotsUrl,
      });
      expect(copied.status).toBe(200);
      expect(await copied.json()).toEqual({
        success: true,
        message: 'Copied 2 files to the domain root',
      });
      const served = await rootSitemap();
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(served.headers.get('x-sitemap-source')).toBe('domain-root');
      expect(await served.text()).toBe(stored);
    } finally {
      await Promise.all([deleteTestPost(published), deleteTestPost(draft)]);
    }
  });

  it("lists each curated result's page, dated by its last change, and no elf name", async () => {
    const id = uniqueId('sitemap-craft');
    const craft = db().collection(COLLECTIONS.craftIdeas).doc(id);
    await craft.set({
      title: 'Sitemap Snowflake',
      instructions: 'Fold and cut.',
      requiredSupplies: ['paper'],
      difficulty: 'Easy',
      timeRequired: null,
      createdAt: '2026-11-19T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    try {
      const answer = (await (await generate(admin)).json()) as GenerateSitemapResponse;
      const stored = await (await fetch(`${SITE_ORIGIN}${answer.sitemapUrl}`)).text();
      expect(stored).toContain(
        [
          `<loc>${CANONICAL}/generators/craft/${id}/sitemap-snowflake</loc>`,
          '    <lastmod>2026-11-20T10:00:00.000Z</lastmod>',
        ].join('\n'),
      );
      expect(stored).not.toContain('/generators/elf-name/');
    } finally {
      await craft.delete();
    }
  });

  it('answers HEAD with the headers the verification reads and no body', async () => {
    const head = await fetch(`${SITE_ORIGIN}/sitemap.xml?verify=${Date.now()}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100);
    expect(head.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(head.headers.get('x-sitemap-source')).toBe('domain-root');
    expect(Date.parse(head.headers.get('x-served-at') ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await head.text()).toBe('');
  });

  it("serves robots.txt naming the sitemap, keeping crawlers out of admin and API, with the admin's lines", async () => {
    const put = (extraLines: string) =>
      fetch(`${SITE_ORIGIN}/api/admin/settings/robots`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...bearer(admin) },
        body: JSON.stringify({ extraLines }),
      });
    const robots = async () => (await fetch(`${SITE_ORIGIN}/robots.txt?v=${Date.now()}`)).text();
    try {
      const saved = await put('User-agent: GPTBot\nDisallow: /');
      expect(saved.status).toBe(200);
      // Cloud Functions never see /robots.txt: Hosting redirects it on the same host.
      const redirect = await fetch(`${SITE_ORIGIN}/robots.txt`, { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(new URL(redirect.headers.get('location')!, SITE_ORIGIN).pathname).toBe(
        '/site-files/robots-txt',
      );
      // Saving publishes robots.txt at once, without a separate generate and copy.
      const served = await fetch(`${SITE_ORIGIN}/robots.txt`);
      expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await served.text()).toBe(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api',
          '',
          'User-agent: GPTBot',
          'Disallow: /',
          '',
          `Sitemap: ${CANONICAL}/sitemap.xml`,
          '',
        ].join('\n'),
      );
      const audit = await db()
        .collection(COLLECTIONS.auditLog)
        .where('area', '==', 'site')
        .where('documentId', '==', 'robots')
        .get();
      expect(audit.docs.map((d) => d.get('label'))).toContain('robots.txt extra lines');

      const before = await robots();
      const refused = await put('User-agent: *\nDisallow: /');
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(ROBOTS_BLOCKS_SITE_MESSAGE);
      // Lines are checked as robots.txt lines: known fields, and a Sitemap is a full URL.
      const relativeSitemap = await put('User-agent: GPTBot\nSitemap: /extra.xml');
      expect(relativeSitemap.status).toBe(400);
      expect(((await relativeSitemap.json()) as { error: string }).error).toBe(
        ROBOTS_LINE_TEXT.sitemapUrl(2),
      );
      expect(await robots()).toBe(before);
    } finally {
      await put('');
    }
  });

  it('copies only the generated files: a URL of anything else is refused', async () => {
    const before = await (await rootSitemap()).text();
    for (const body of [
      {
        sitemapUrl: 'http://169.254.169.254/latest/meta-data',
        robotsUrl: '/media/public/site-files/robots.txt',
      },
      {
        sitemapUrl: '/media/blog/featured/x.xml',
        robotsUrl: '/media/public/site-files/robots.txt',
      },
      { sitemapUrl: '/media/public/site-files/sitemap.xml' },
    ]) {
      const refused = await post('/api/copy-sitemap-files', admin, body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBeTruthy();
    }
    expect(await (await rootSitemap()).text()).toBe(before);
  });

  it('republishes by itself when a curated result is added, renamed or deleted', async () => {
    const listed = async () => {
      const check = checkSitemapXml(await (await rootSitemap()).text());
      return check.valid ? check.locs : [];
    };
    // As an admin write does: the entry, and its collection's version in the same breath.
    const bump = () =>
      db()
        .collection(COLLECTIONS.contentVersions)
        .doc(COLLECTIONS.elfScenes)
        .set({ version: FieldValue.increment(1) }, { merge: true });
    const id = uniqueId('sitemap-scene');
    const scene = db().collection(COLLECTIONS.elfScenes).doc(id);
    const url = (slug: string) => `${CANONICAL}/generators/scene/${id}/${slug}`;
    const waitFor = (check: () => Promise<void>) =>
      vi.waitFor(check, { timeout: 30_000, interval: 500 });
    try {
      await scene.set({
        title: 'Sitemap Sledding',
        description: 'Down the stairs.',
        requiredItems: ['Tray'],
        setupInstructions: 'Put the elf on a tray.',
        difficulty: 'Easy',
        timeRequired: null,
        createdAt: '2026-11-19T10:00:00.000Z',
        updatedAt: '2026-11-19T10:00:00.000Z',
      });
      await bump();
      await waitFor(async () => expect(await listed()).toContain(url('sitemap-sledding')));
      await scene.update({ title: 'Sitemap Skiing', updatedAt: '2026-11-20T10:00:00.000Z' });
      await bump();
      await waitFor(async () => {
        const locs = await listed();
        expect(locs).toContain(url('sitemap-skiing'));
        expect(locs).not.toContain(url('sitemap-sledding'));
      });
      await scene.delete();
      await bump();
      await waitFor(async () => expect(await listed()).not.toContain(url('sitemap-skiing')));
    } finally {
      await scene.delete();
    }
  });

  it('republishes by itself when a post is published, re-slugged or unpublished', async () => {
    const listed = async () => {
      const check = checkSitemapXml(await (await rootSitemap()).text());
      return check.valid ? check.locs : [];
    };
    const target = await createTestPost({ slug: uniqueId('sitemap-auto') });
    const url = (slug: string) => `${CANONICAL}/blog/${slug}`;
    try {
      await vi.waitFor(async () => expect(await listed()).toContain(url(target.slug)), {
        timeout: 30_000,
        interval: 500,
      });
      const newSlug = uniqueId('sitemap-moved');
      await db().collection(COLLECTIONS.posts).doc(target.id).update({ slug: newSlug });
      await vi.waitFor(
        async () => {
          const locs = await listed();
          expect(locs).toContain(url(newSlug));
          expect(locs).not.toContain(url(target.slug));
        },
        { timeout: 30_000, interval: 500 },
      );
      await db().collection(COLLECTIONS.posts).doc(target.id).update({ published: false });
      await vi.waitFor(async () => expect(await listed()).not.toContain(url(newSlug)), {
        timeout: 30_000,
        interval: 500,
      });
    } finally {
      await deleteTestPost(target);
    }
  });
});
