import { robotsTxt } from '@core/site/robots';
import {
  buildSitemapFiles,
  publicSitemapUrls,
  SITEMAP_MAX_URLS,
  type SitemapPost,
  type SitemapResult,
} from '@core/site/sitemap';
import { mediaUrl } from '@core/images/media-url';
import { COLLECTIONS } from '@core/paths';
import { isoDate, isFeaturedImageUrl, normalizeMetadata } from '@core/posts/post';
import { isPublicResult, RESULT_COLLECTIONS } from '@core/results/result-page-data';
import { RESULT_KINDS } from '@core/results/result-pages';
import { FieldValue } from 'firebase-admin/firestore';
import { readSettings } from '../content/settings-store';
import { repeatWhileChanged } from './repeat-while-changed';
import { blobStore } from '../blob/blob-store-from-env';
import { db } from '../platform/firebase';
import { serverSettings, siteSettings } from '../platform/config';

/** Generated files wait here (the spec's storage copy) until they are copied to the root. */
export const GENERATED_PREFIX = 'public/site-files/';
/** Files served at the domain root (`/{name}`), sitemap and robots.txt among them. */
export const ROOT_PREFIX = 'root/';

export const SITEMAP_NAME = /^sitemap(-[1-9][0-9]*)?\.xml$/;
export const ROBOTS_NAME = 'robots.txt';

/** A CDN may keep a copy for 5 minutes; checks bust it with a query string. */
export const ROOT_FILE_CACHE = 'public, max-age=0, s-maxage=300';

const maxUrls = () => serverSettings().sitemapMaxUrls ?? SITEMAP_MAX_URLS;

/** What a published post gives the sitemap; only the fields it needs are read. */
async function publishedPosts(): Promise<SitemapPost[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.posts)
    .where('published', '==', true)
    .select('slug', 'title', 'updatedAt', 'featuredImage', 'metadata.categories')
    .get();
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      const featuredImage = typeof data.featuredImage === 'string' ? data.featuredImage : '';
      return {
        slug: typeof data.slug === 'string' ? data.slug : '',
        title: typeof data.title === 'string' ? data.title : '',
        updatedAt: isoDate(data.updatedAt),
        featuredImage: isFeaturedImageUrl(featuredImage) ? featuredImage : null,
        categories: normalizeMetadata(data.metadata).categories,
      };
    })
    .filter((post) => post.slug !== '')
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/**
 * Every curated result with a page, as posts are read: one query per kind, only the fields its
 * entry needs, in the order of their ids.
 */
async function curatedResults(): Promise<SitemapResult[]> {
  const lists = await Promise.all(
    RESULT_KINDS.map(async (kind) => {
      const snapshot = await db()
        .collection(RESULT_COLLECTIONS[kind])
        .select('title', 'updatedAt')
        .get();
      return snapshot.docs.map((doc) => {
        const title = doc.get('title') as unknown;
        return {
          kind,
          id: doc.id,
          title: typeof title === 'string' ? title : '',
          updatedAt: isoDate(doc.get('updatedAt')),
        };
      });
    }),
  );
  return lists.flat().filter(isPublicResult);
}

async function robotsExtraLines(): Promise<string> {
  const { settings } = await readSettings('robots');
  return typeof settings.extraLines === 'string' ? settings.extraLines : '';
}

export interface GeneratedSitemap {
  sitemapUrl: string;
  robotsUrl: string;
  urlCount: number;
  files: string[];
}

/** Removes files under prefix named like sitemap parts but not among `keep` (an index shrank). */
async function removeStaleParts(prefix: string, keep: readonly string[]): Promise<void> {
  const store = blobStore();
  const stored = await store.list(prefix);
  await Promise.all(
    stored
      .map((blob) => blob.path.slice(prefix.length))
      .filter((name) => SITEMAP_NAME.test(name) && !keep.includes(name))
      .map((name) => store.delete(`${prefix}${name}`)),
  );
}

/**
 * Which files a refresh writes. A post change leaves robots.txt alone: it does not depend on
 * posts, and a refresh that read the robots settings just before an admin saved them would
 * otherwise publish the old lines after the save had published the new ones.
 */
export interface SitemapRefresh {
  robots?: boolean;
}

const changesRef = () => db().collection(COLLECTIONS.sitemapChanges).doc('count');

async function sitemapChangeCount(): Promise<number> {
  const count = (await changesRef().get()).get('count') as unknown;
  return typeof count === 'number' ? count : 0;
}

/** Builds sitemap.xml (with parts past the URL limit) and robots.txt from what is public now. */
export function generateSitemapFiles(refresh: SitemapRefresh = {}): Promise<GeneratedSitemap> {
  return repeatWhileChanged(sitemapChangeCount, () => writeSitemapFiles(refresh));
}

async function writeSitemapFiles({ robots = true }: SitemapRefresh): Promise<GeneratedSitemap> {
  const origin = siteSettings().siteUrl;
  const [posts, results, extraLines] = await Promise.all([
    publishedPosts(),
    curatedResults(),
    robots ? robotsExtraLines() : '',
  ]);
  const urls = publicSitemapUrls({ origin, posts, results });
  const files = [
    ...buildSitemapFiles(urls, { origin, maxUrls: maxUrls() }).map((file) => ({
      name: file.name,
      text: file.xml,
      contentType: 'application/xml; charset=utf-8',
    })),
    ...(robots
      ? [
          {
            name: ROBOTS_NAME,
            text: robotsTxt({ origin, extraLines }),
            contentType: 'text/plain; charset=utf-8',
          },
        ]
      : []),
  ];
  const store = blobStore();
  await Promise.all(
    files.map((file) =>
      store.put(
        `${GENERATED_PREFIX}${file.name}`,
        {
          bytes: Buffer.from(file.text),
          contentType: file.contentType,
          cacheControl: ROOT_FILE_CACHE,
        },
        { overwrite: true },
      ),
    ),
  );
  const names = files.map((f) => f.name);
  await removeStaleParts(GENERATED_PREFIX, names);
  return {
    sitemapUrl: mediaUrl(`${GENERATED_PREFIX}sitemap.xml`),
    robotsUrl: mediaUrl(`${GENERATED_PREFIX}${ROBOTS_NAME}`),
    urlCount: urls.length,
    files: names,
  };
}

export class SitemapNotGenerated extends Error {
  constructor() {
    super('Generate the sitemap first: there is no generated sitemap.xml and robots.txt');
  }
}

/** Copies the generated files to the domain root, parts included; answers how many. */
export async function copySitemapFilesToRoot({
  robots = true,
}: SitemapRefresh = {}): Promise<number> {
  const store = blobStore();
  const generated = (await store.list(GENERATED_PREFIX))
    .map((blob) => blob.path.slice(GENERATED_PREFIX.length))
    .filter((name) => SITEMAP_NAME.test(name) || (robots && name === ROBOTS_NAME));
  if (!generated.includes('sitemap.xml') || (robots && !generated.includes(ROBOTS_NAME))) {
    throw new SitemapNotGenerated();
  }
  await Promise.all(
    generated.map(async (name) => {
      const content = await store.get(`${GENERATED_PREFIX}${name}`);
      if (content) await store.put(`${ROOT_PREFIX}${name}`, content, { overwrite: true });
    }),
  );
  await removeStaleParts(ROOT_PREFIX, generated);
  return generated.length;
}

/**
 * Generates and copies at once, after a change the sitemap lists (a post, a result, the robots
 * lines): the change is noted first, so refreshes running now that read before it read again.
 */
export async function refreshSitemap(refresh: SitemapRefresh = {}): Promise<GeneratedSitemap> {
  await changesRef().set({ count: FieldValue.increment(1) }, { merge: true });
  const generated = await generateSitemapFiles(refresh);
  await copySitemapFilesToRoot(refresh);
  return generated;
}
