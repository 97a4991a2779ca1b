/** Seeds the local emulators with demo data and the two demo users. Runs against emulators only. */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { BUILTIN_ARTICLE_REDIRECTS } from '@core/redirects/builtin-redirects';
import { contentKind } from '@core/generators/content-kinds';
import type { ToolName } from '@core/models';
import { IMAGE_FOLDERS } from '@core/images/image-upload';
import { COLLECTIONS } from '@core/paths';
import { rootFileContentType } from '@core/site/root-files';
import { redirectDocId } from '@core/redirects/redirect-paths';
import { storedRedirect } from '@core/redirects/redirect-document';
import { redirectInputSchema } from '@core/redirects/redirect-schema';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { deriveSlug } from '@core/posts/slug';
import { monthOf } from '@core/analytics/tracking';
import { setAdminStatus } from '../../functions/src/admin/admin-claims';
import { writeClaim } from '../../functions/src/content/content-store';
import { LocalBlobStore } from '../../functions/src/blob/local-blob-store';
import { ROOT_UPLOAD_CACHE } from '../../functions/src/http/handlers/root-files-handler';
import { refreshSitemap, ROOT_PREFIX } from '../../functions/src/sitemap/sitemap-files';
import { addToCounter } from '../../functions/src/counters/sharded-counter';
import { storeLibraryImage } from '../../functions/src/images/image-library-store';
import { reencodeImage } from '../../functions/src/images/reencode-image';
import {
  EMBED_COUNTERS,
  POST_COUNTERS,
  postStatsRef,
  REDIRECT_COUNTERS,
  TOOL_COUNTERS,
  toolEmbedRef,
  toolStatsRef,
} from '../../functions/src/counters/site-counters';
import { adminAuth, db } from '../../functions/src/platform/firebase';
import { EMULATOR_ENV } from '../lib/stack';
import {
  DEMO_CUSTOM_REDIRECTS,
  DEMO_GENERATOR_CONTENT,
  DEMO_POSTS,
  DEMO_SUBSCRIBERS,
  type DemoPost,
} from './demo-content';
import { featuredSvg } from './featured-image';

export interface Credentials {
  email: string;
  password: string;
}
export interface DemoUsers {
  admin: Credentials;
  helper: Credentials;
}

/** Admin SDK calls in this process go to the local emulators, never to a real project. */
export function connectToEmulators(): void {
  Object.assign(process.env, EMULATOR_ENV);
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Hits of the first demo redirects, so the stats and Top Redirects show something. */
const DEMO_REDIRECT_HITS = [148, 96, 61, 33, 12, 7];

/** Published demo posts embed the generators in turn, so posts show them and the dashboard counts them. */
export const DEMO_EMBEDS = [
  ['craft', 'craftGenerator'],
  ['scene', 'sceneGenerator'],
  ['recipe', 'recipeGenerator'],
  ['elf-name', 'elfNameGenerator'],
] as const satisfies readonly (readonly [string, ToolName])[];

/**
 * The generator each demo post embeds, in order: published posts take DEMO_EMBEDS in turn, except
 * text-only ones (`generators: false`); drafts embed none.
 */
export function demoEmbedKinds(
  posts: readonly DemoPost[],
): ((typeof DEMO_EMBEDS)[number] | null)[] {
  let next = 0;
  return posts.map((post) =>
    post.published && post.generators !== false ? DEMO_EMBEDS[next++ % DEMO_EMBEDS.length]! : null,
  );
}

export interface DemoEmbed {
  generator: string;
  theme: string;
  postId: string;
}

/** The theme key a demo post is stored with ('brand' is the site's brand theme). */
export const demoPostTheme = (post: DemoPost): string =>
  post.theme === 'brand' ? DEFAULT_SITE_SETTINGS.brandThemeKey : post.theme;

/** A demo post's body as the editor would have written it (tests open the same bodies). */
export function demoPostHtml(post: DemoPost, embed: DemoEmbed | null): string {
  const paragraphs = post.paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  const tips = post.tips.map((tip) => `<li>${tip}</li>`).join('');
  const generator = embed
    ? `\n<p>Try it with your kids:</p>\n<div data-elf-generator="${embed.generator}" data-theme="${embed.theme}" data-post-id="${embed.postId}"></div>`
    : '';
  return `${paragraphs}\n<h2>Try this</h2>\n<ul>${tips}</ul>${generator}\n<p>Happy elfing!</p>`;
}

/** Made-up but steady figures, so a fresh dashboard shows its charts. */
const demoViews = (index: number) => 60 + ((index * 53) % 240);
const demoClicks = (index: number) => Math.round(demoViews(index) * (0.06 + (index % 5) * 0.02));
const MONTH_WEIGHTS = [1, 2, 3, 4, 6, 8];

/** A post's clicks spread over the last six months ('YYYY-MM'), rising towards the season. */
function spreadOverMonths(clicks: number, now: number): Record<string, number> {
  const weightSum = MONTH_WEIGHTS.reduce((sum, w) => sum + w, 0);
  const at = new Date(now);
  let left = clicks;
  return Object.fromEntries(
    MONTH_WEIGHTS.map((weight, i) => {
      const month = monthOf(
        new Date(
          Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - (MONTH_WEIGHTS.length - 1 - i), 1),
        ),
      );
      const share =
        i === MONTH_WEIGHTS.length - 1 ? left : Math.round((clicks * weight) / weightSum);
      left -= share;
      return [month, share];
    }),
  );
}

async function commitInChunks(
  firestore: Firestore,
  writes: ((batch: WriteBatch) => void)[],
): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = firestore.batch();
    writes.slice(i, i + 400).forEach((write) => write(batch));
    await batch.commit();
  }
}

async function ensureUser(email: string, password: string, isAdmin: boolean): Promise<void> {
  const auth = adminAuth();
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
    await auth.updateUser(uid, { password });
  } catch {
    uid = (await auth.createUser({ email, password, emailVerified: true })).uid;
  }
  await setAdminStatus(uid, email, isAdmin);
}

/** The demo users, with the passwords kept in the data folder so every start prints the same ones. */
export async function ensureDemoUsers(dataDir: string): Promise<DemoUsers> {
  const file = join(dataDir, 'demo-users.json');
  const users: DemoUsers = existsSync(file)
    ? (JSON.parse(await readFile(file, 'utf8')) as DemoUsers)
    : {
        admin: { email: 'admin@elf.test', password: randomBytes(9).toString('base64url') },
        helper: { email: 'helper@elf.test', password: randomBytes(9).toString('base64url') },
      };
  await ensureUser(users.admin.email, users.admin.password, true);
  await ensureUser(users.helper.email, users.helper.password, false);
  await writeFile(file, JSON.stringify(users, null, 2));
  return users;
}

export async function isSeeded(): Promise<boolean> {
  return !(await db().collection(COLLECTIONS.posts).limit(1).get()).empty;
}

export async function seedDemoContent(blobDir: string, adminEmail: string): Promise<void> {
  const firestore = db();
  const store = new LocalBlobStore(blobDir);
  const now = Date.now();
  const writes: ((batch: WriteBatch) => void)[] = [];
  const adminUid = (await adminAuth().getUserByEmail(adminEmail)).uid;

  const embedsByTool = new Map<ToolName, string[]>();
  const embedKinds = demoEmbedKinds(DEMO_POSTS);
  for (const [index, post] of DEMO_POSTS.entries()) {
    const slug = deriveSlug(post.title);
    let featuredImage: string | null = null;
    if (post.imageColor) {
      // Stored as an upload is (re-encoded, with its widths), so the image library lists it;
      // the post-write trigger then records the post as its user.
      const stored = await storeLibraryImage(
        {
          image: await reencodeImage(featuredSvg(post.title, post.imageColor)),
          folder: IMAGE_FOLDERS.featured,
          baseName: `${randomBytes(6).toString('hex')}_${now + index}`,
          source: 'seed',
          alt: `${post.title} illustration`,
          title: post.title,
          actor: { uid: adminUid, email: adminEmail },
        },
        store,
      );
      featuredImage = stored.url;
    }
    const createdAt = new Date(now - index * 4 * DAY).toISOString();
    const ref = firestore.collection(COLLECTIONS.posts).doc();
    const theme = demoPostTheme(post);
    const embedOf = embedKinds[index];
    if (embedOf) embedsByTool.set(embedOf[1], [...(embedsByTool.get(embedOf[1]) ?? []), ref.id]);
    if (post.published) {
      const views = demoViews(index);
      const clicks = demoClicks(index);
      const statsRef = postStatsRef(firestore, ref.id);
      writes.push((batch) => {
        addToCounter(batch, POST_COUNTERS, statsRef, {
          views,
          clicks,
          clicksByMonth: spreadOverMonths(clicks, now),
        });
        batch.set(statsRef, { postId: ref.id, views, clicks });
      });
    }
    writes.push((batch) =>
      batch.create(ref, {
        title: post.title,
        slug,
        excerpt: post.excerpt,
        content: demoPostHtml(
          post,
          embedOf ? { generator: embedOf[0], theme, postId: ref.id } : null,
        ),
        featuredImage,
        published: post.published,
        rand: Math.random(),
        createdAt,
        updatedAt: createdAt,
        ...(post.published ? { publishedAt: createdAt } : {}),
        ...(post.scheduledInDays
          ? {
              scheduledAt: new Date(
                Math.ceil((now + post.scheduledInDays * DAY) / HOUR) * HOUR,
              ).toISOString(),
            }
          : {}),
        metadata: {
          theme,
          categories: post.categories,
          ...(post.author ? { author: post.author } : {}),
          ...(post.seoDescription ? { seoDescription: post.seoDescription } : {}),
          ...(featuredImage
            ? { featuredImageAlt: `${post.title} illustration`, featuredImageTitle: post.title }
            : {}),
        },
      }),
    );
    writes.push((batch) =>
      batch.create(firestore.collection(COLLECTIONS.postSlugs).doc(slug), { postId: ref.id }),
    );
  }

  // Through the content kinds, as the admin API stores entries: validated, with duplicate keys.
  const stamp = new Date(now).toISOString();
  for (const [kindId, items] of DEMO_GENERATOR_CONTENT) {
    const kind = contentKind(kindId);
    for (const item of items) {
      const fields = kind.schema.parse(item);
      const ref = firestore.collection(kind.collection).doc();
      writes.push((batch) => {
        batch.create(ref, kind.toDocument(fields, stamp));
        writeClaim(batch, kind.collection, kind.key(fields), ref.id);
      });
    }
  }

  // Stored as the admin API stores them (id = source key), with a few hits on their counters.
  const redirects = [
    ...BUILTIN_ARTICLE_REDIRECTS.map((r) => ({ ...r, notes: 'Built-in article redirect' })),
    ...DEMO_CUSTOM_REDIRECTS,
  ];
  for (const [index, redirect] of redirects.entries()) {
    const fields = redirectInputSchema.parse(redirect);
    const ref = firestore
      .collection(COLLECTIONS.urlRedirects)
      .doc(redirectDocId(fields.sourcePath));
    const hits = DEMO_REDIRECT_HITS[index] ?? 0;
    const lastAccessedAt = hits ? new Date(now - index * DAY).toISOString() : null;
    const data = storedRedirect(fields, { now: stamp, createdBy: adminUid });
    writes.push((batch) => {
      batch.create(ref, { ...data, accessCount: hits, lastAccessedAt });
      if (hits) addToCounter(batch, REDIRECT_COUNTERS, ref, { hits }, { lastAccessedAt });
    });
  }
  for (const [index, [, toolName]] of DEMO_EMBEDS.entries()) {
    const postIds = embedsByTool.get(toolName) ?? [];
    const lastUsed = new Date(now - index * DAY).toISOString();
    writes.push((batch) =>
      addToCounter(
        batch,
        TOOL_COUNTERS,
        toolStatsRef(firestore, toolName),
        { totalUsage: 40 + index * 27 },
        { lastUsed },
      ),
    );
    for (const postId of postIds) {
      const embedRef = toolEmbedRef(firestore, toolName, postId);
      writes.push((batch) => {
        batch.create(embedRef, { postId, firstUsed: lastUsed });
        addToCounter(batch, EMBED_COUNTERS, embedRef, { uses: 10 }, { lastUsed });
      });
    }
  }
  writes.push(...DEMO_SUBSCRIBERS.map(demoSubscriberWrite(firestore, now)));
  await commitInChunks(firestore, writes);
  await publishSiteFiles(blobDir, store);
}

/** A demo subscriber stored as the newsletter's functions store one (id: the address's SHA-256). */
const demoSubscriberWrite =
  (firestore: Firestore, now: number) =>
  ({ email, status, daysAgo, source = '' }: (typeof DEMO_SUBSCRIBERS)[number]) =>
  (batch: WriteBatch) => {
    const createdAt = new Date(now - daysAgo * DAY).toISOString();
    const confirmedAt = new Date(now - daysAgo * DAY + HOUR).toISOString();
    const ref = firestore
      .collection(COLLECTIONS.newsletterSignups)
      .doc(createHash('sha256').update(email).digest('hex'));
    batch.create(
      ref,
      !status
        ? { email, createdAt }
        : {
            email,
            status,
            createdAt,
            source,
            ...(status === 'waiting' ? {} : { confirmedAt }),
            ...(status === 'unsubscribed' ? { unsubscribedAt: new Date(now).toISOString() } : {}),
          },
    );
  };

/** A demo ads.txt at the domain root, as the root file manager publishes one. */
export const DEMO_ROOT_FILE = {
  name: 'ads.txt',
  text: '# Demo ads.txt: the networks allowed to sell ads on this site\ngoogle.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\n',
};

/**
 * The sitemap and robots.txt, generated and copied to the domain root as the dashboard does, and
 * the demo root file: a first start serves /sitemap.xml, /robots.txt and /ads.txt at once.
 */
async function publishSiteFiles(blobDir: string, store: LocalBlobStore): Promise<void> {
  // The functions' code run here stores through the same folder the emulators serve.
  Object.assign(process.env, {
    BLOB_STORE: 'local',
    LOCAL_BLOB_DIR: blobDir,
  });
  await refreshSitemap();
  await store.put(
    `${ROOT_PREFIX}${DEMO_ROOT_FILE.name}`,
    {
      bytes: Buffer.from(DEMO_ROOT_FILE.text),
      contentType: rootFileContentType(DEMO_ROOT_FILE.name),
      cacheControl: ROOT_UPLOAD_CACHE,
    },
    { overwrite: true },
  );
}
