/**
 * The stored redirects the checks of core/redirects/redirect-checks.ts look at, read from
 * Firestore: for one save only what it can reach (the chain from its target, read by id, and the
 * redirects pointing at its source, one indexed query); for an import all active redirects once.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  isApplied,
  MAX_CHAIN,
  RedirectTable,
  type RedirectRule,
} from '@core/redirects/redirect-checks';
import { postPath } from '@core/posts/blog-paths';
import { postSlugOfPath, redirectDocId, redirectKey } from '@core/redirects/redirect-paths';
import type { StoredStatusCode } from '@core/redirects/redirect-schema';
import { COLLECTIONS } from '@core/paths';

const RULE_FIELDS = ['sourcePath', 'targetPath', 'statusCode', 'isActive'] as const;

export const toRule = (data: FirebaseFirestore.DocumentData): RedirectRule => ({
  sourcePath: String(data.sourcePath),
  targetPath: String(data.targetPath),
  statusCode: data.statusCode as StoredStatusCode,
  isActive: data.isActive !== false,
});

const redirects = (db: Firestore) => db.collection(COLLECTIONS.urlRedirects);

/** Whether `/blog/{slug}` shows a published post: the slug's claim names it (two reads at most). */
export async function isPublishedPostPath(db: Firestore, path: string): Promise<boolean> {
  const slug = postSlugOfPath(path);
  if (!slug) return false;
  const claim = await db.collection(COLLECTIONS.postSlugs).doc(slug).get();
  const postId: unknown = claim.get('postId');
  if (typeof postId !== 'string') return false;
  const post = await db.collection(COLLECTIONS.posts).doc(postId).get();
  return post.get('published') === true;
}

/** What one redirect's checks need to see, for a save of `candidate`. */
export async function tableFor(db: Firestore, candidate: RedirectRule): Promise<RedirectTable> {
  const sourceKey = redirectKey(candidate.sourcePath);
  const rules: RedirectRule[] = [];
  const seen = new Set([sourceKey]);
  let key = redirectKey(candidate.targetPath);
  for (let i = 0; i < MAX_CHAIN && !seen.has(key); i++) {
    seen.add(key);
    const next = await redirects(db).doc(redirectDocId(key)).get();
    if (!next.exists) break;
    const rule = toRule(next.data()!);
    if (!isApplied(rule)) break;
    rules.push(rule);
    key = redirectKey(rule.targetPath);
  }
  const pointing = await redirects(db)
    .where('targetKey', '==', sourceKey)
    .where('isActive', '==', true)
    .select(...RULE_FIELDS)
    .get();
  rules.push(...pointing.docs.map((doc) => toRule(doc.data())));
  const published = await isPublishedPostPath(db, candidate.sourcePath);
  return new RedirectTable(rules, (path) => redirectKey(path) === sourceKey && published);
}

/** Every active redirect and every published post path: what an import's rows are checked against. */
export async function fullTable(db: Firestore): Promise<RedirectTable> {
  const [active, posts] = await Promise.all([
    redirects(db)
      .where('isActive', '==', true)
      .select(...RULE_FIELDS)
      .get(),
    db.collection(COLLECTIONS.posts).where('published', '==', true).select('slug').get(),
  ]);
  const postPaths = new Set(posts.docs.map((doc) => postPath(String(doc.get('slug')))));
  return new RedirectTable(
    active.docs.map((doc) => toRule(doc.data())),
    (path) => postPaths.has(redirectKey(path)),
  );
}
