/**
 * Site figures for `npm run bench`: server render time per public page (median of repeated
 * in-process renders), Firestore documents read per page view with 12 and with 2,000 published
 * posts, and the JavaScript (gzip) each public page ships.
 */
import { join } from 'node:path';
import { postPath } from '@core/posts/blog-paths';
import { COLLECTIONS } from '@core/paths';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { deriveSlug } from '@core/posts/slug';
import { WIDGET_MANIFEST_FILE } from '@core/generators/widget-manifest';
import { chunkFiles, CLIENT_ENTRIES, islandAssets } from '../functions/src/ssr/client-assets';
import { db } from '../functions/src/platform/firebase';
import { gzipBytes } from './lib/bundle-sizes';
import { countFirestoreReads } from './lib/firestore-reads';
import { firestoreBlogSource } from '../functions/src/posts/firestore-blog-source';
import { firestoreResultSource } from '../functions/src/ssr/firestore-result-source';
import { renderPublicPage } from '@site/public/server/render-page';
import { ssrHandler } from '../functions/src/http/handlers/ssr-handler';

const RENDERS = 15;
let counter: ReturnType<typeof countFirestoreReads>;

async function publishedCount(): Promise<number> {
  return (
    await db().collection(COLLECTIONS.posts).where('published', '==', true).count().get()
  ).data().count;
}

/** Adds published posts until there are `target`, in batches. */
async function growTo(target: number): Promise<void> {
  let count = await publishedCount();
  const base = Date.parse('2020-01-01T00:00:00.000Z');
  while (count < target) {
    const batch = db().batch();
    for (let i = 0; i < Math.min(400, target - count); i++) {
      const n = count + i;
      const title = `Bench post ${n}`;
      const slug = deriveSlug(title);
      const ref = db().collection(COLLECTIONS.posts).doc();
      const createdAt = new Date(base + n * 60_000).toISOString();
      batch.create(ref, {
        title,
        slug,
        excerpt: `Excerpt ${n}`,
        content: `<p>Body of bench post ${n}</p>`,
        featuredImage: null,
        published: true,
        createdAt,
        updatedAt: createdAt,
        publishedAt: createdAt,
        metadata: {},
        rand: Math.random(),
      });
      batch.create(db().collection(COLLECTIONS.postSlugs).doc(slug), { postId: ref.id });
    }
    await batch.commit();
    count = await publishedCount();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measurePages(label: string, pages: string[], hostingDir: string): Promise<void> {
  const context = {
    source: firestoreBlogSource,
    results: firestoreResultSource,
    boot: {
      settings: DEFAULT_SITE_SETTINGS,
      firebase: { apiKey: 'bench', authDomain: 'bench', projectId: 'bench', emulators: null },
    },
    assets: islandAssets(join(hostingDir, 'widgets', WIDGET_MANIFEST_FILE)),
  };
  console.log(`\n  ${label}`);
  for (const path of pages) {
    const times: number[] = [];
    let pageReads = 0;
    for (let i = 0; i < RENDERS; i++) {
      counter.reset();
      const started = performance.now();
      const page = await renderPublicPage(new Request(`http://bench.local${path}`), context);
      times.push(performance.now() - started);
      if (page.status >= 500) throw new Error(`${path} answered ${page.status}`);
      pageReads = Math.max(pageReads, counter.count);
    }
    console.log(
      `    ${path.padEnd(48)} render ${median(times).toFixed(1).padStart(6)} ms (median of ${RENDERS})   reads ${String(pageReads).padStart(3)}`,
    );
  }
}

/** Bytes of the given built files (paths from the hosting root) once gzipped, as KB. */
function gzipKb(hostingDir: string, files: Iterable<string>): string {
  return `${(gzipBytes(files, hostingDir) / 1024).toFixed(1)} KB gzip`;
}

/** JavaScript every public page loads: the islands' entry and the runtime it shares with the widgets. */
function shippedJavaScript(hostingDir: string): void {
  const assets = islandAssets(join(hostingDir, 'widgets', WIDGET_MANIFEST_FILE));
  const files = [assets.script, ...assets.preload];
  console.log(
    `\n  JavaScript shipped to every public page: ${gzipKb(hostingDir, files)} (${files.join(', ')})`,
  );
  console.log(
    '  A post embedding generators adds the widget loader and what the widget figures above show.',
  );
}

/** Lazily loaded admin pages, by the modules that load when one is first opened. */
const ADMIN_PAGES: [string, string[]][] = [
  ['dashboard', ['site/src/admin/features/dashboard/dashboard-route.tsx']],
  [
    "dashboard's Analytics tab (charts)",
    ['site/src/admin/features/dashboard/analytics-charts.tsx'],
  ],
  ['blog management', ['site/src/admin/features/blog/blog-management-route.tsx']],
  [
    'URL redirects (table, dialogs, import)',
    ['site/src/admin/features/redirects/redirects-route.tsx'],
  ],
  [
    'post editor (form + Tiptap)',
    [
      'site/src/admin/features/posts/post-editor-route.tsx',
      'site/src/admin/features/posts/editor/rich-text-editor.tsx',
    ],
  ],
];

/**
 * JavaScript of the admin app: what every admin page loads (React, Firebase Auth and Firestore,
 * the gate), then what each page's own chunks add on top when it is first opened.
 */
function adminJavaScript(hostingDir: string): void {
  const manifest = join(hostingDir, '.vite/manifest.json');
  const start = new Set(chunkFiles(CLIENT_ENTRIES.admin, manifest));
  console.log(`\n  Admin app, loaded by every admin page: ${gzipKb(hostingDir, start)}`);
  for (const [label, keys] of ADMIN_PAGES) {
    const added = new Set(keys.flatMap((key) => chunkFiles(key, manifest)));
    const own = [...added].filter((file) => !start.has(file));
    console.log(`    + ${label.padEnd(38)} ${gzipKb(hostingDir, own)}`);
  }
}

/** hostingDir: the built dist/hosting (with the admin's .vite/manifest.json and the widget manifest). */
export async function benchSite(hostingDir: string): Promise<void> {
  counter = countFirestoreReads();
  const post = (await firestoreBlogSource.listPublished()).posts[0];
  const pages = [
    '/',
    '/blog',
    postPath(post?.slug ?? 'missing'),
    '/about',
    '/generators',
    '/generators/craft',
    '/terms',
    '/privacy',
    '/no-such-page',
  ];
  console.log('\nServer rendering (in-process, against the Firestore emulator)');
  await measurePages(`with ${await publishedCount()} published posts`, pages, hostingDir);
  await growTo(2000);
  await measurePages(`with ${await publishedCount()} published posts`, pages, hostingDir);
  await measureServerRedirects();
  shippedJavaScript(hostingDir);
  adminJavaScript(hostingDir);
}

/**
 * A redirected path through the SSR function in-process (no Hosting hop): median time to the
 * answer, hit counting included, and the documents it reads; and what a path no redirect can
 * match costs the lookup.
 */
async function measureServerRedirects(): Promise<void> {
  console.log('\nServer redirects (ssr function in-process, against the Firestore emulator)');
  for (const [label, path] of [
    ['redirected article path', '/articles/elf-on-the-shelf-ideas?utm=bench'],
    ['path no source can match', '/wp-login.php'],
  ] as const) {
    const times: number[] = [];
    let most = 0;
    let status = 0;
    for (let i = 0; i < RENDERS; i++) {
      counter.reset();
      const started = performance.now();
      const response = await ssrHandler(new Request(`http://bench.local${path}`));
      times.push(performance.now() - started);
      status = response.status;
      most = Math.max(most, counter.count);
    }
    console.log(
      `    ${label.padEnd(30)} ${String(status)}  ${median(times).toFixed(1).padStart(6)} ms (median of ${RENDERS})   reads at most ${most} (the lookup: ${path.includes('.') ? 0 : 1}; the rest copy the hit count while it is small)`,
    );
  }
}
