/**
 * A post's revisions (posts/{id}/revisions/{revisionId}): the text of each save, kept so an
 * overwritten paragraph can be seen and brought back. Written only by the admin posts API.
 */
import { diffWords, type ChangeObject } from 'diff';
import { z } from 'zod';
import type { AuditActor } from '../admin/audit';
import { POST_CATEGORIES, type PostCategoryId } from '../models';
import { htmlToText } from '../site/seo';

/** Revisions kept per post (as Ghost keeps); the oldest goes when a save would make one more. */
export const REVISION_LIMIT = 25;
/**
 * Autosaves by the same admin less than this long after the newest revision, itself an autosave,
 * replace it: a draft being typed keeps one revision per sitting, not one per pause.
 */
export const AUTOSAVE_FOLD_MS = 10 * 60_000;

/** Who a post's first revision names when it holds the text saved before revisions were kept. */
export const EARLIER_AUTHOR: AuditActor = { uid: 'before-history', email: null };

/** The text of a post a revision keeps: what its word counts and diff are of. */
export interface RevisionText {
  title: string;
  excerpt: string;
  /** HTML, as the editor saves it. */
  content: string;
}

/**
 * Where the post lives and what it is filed under, kept beside the text. Revisions saved before
 * they kept these lack them: restoring one leaves the post's slug and categories as they are.
 */
export interface RevisionAddress {
  slug: string;
  categories: PostCategoryId[];
}

/** All a save keeps in its revision and a restore brings back. */
export type RevisionFields = RevisionText & RevisionAddress;

export interface PostRevision extends RevisionText, Partial<RevisionAddress> {
  id: string;
  /** ISO-8601, server time of the save (of the last autosave folded into it). */
  savedAt: string;
  by: AuditActor;
  autosave: boolean;
  /** The revision this one brought back, when it is a restore. */
  restoredFrom: string | null;
  /** Words added and removed against the text before this save. */
  added: number;
  removed: number;
}

/**
 * A revision as the History list shows it: when, who, how much changed, without its text. A long
 * post's 25 texts would make the list heavy; the text of the one chosen is read on its own.
 */
export type PostRevisionSummary = Omit<PostRevision, keyof RevisionFields>;

/** What a revision of a post (or of a save's input) keeps. */
export function revisionFields(
  post: RevisionText & { slug: string; metadata: { categories?: PostCategoryId[] } },
): RevisionFields {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    slug: post.slug,
    categories: post.metadata.categories ?? [],
  };
}

/** A revision's id, as the API takes it (Firestore ids and the fake's). */
export const REVISION_ID = /^[A-Za-z0-9_-]{1,100}$/;
export const REVISION_ID_MESSAGE = 'restoredFrom must be a revision id';

/**
 * Beside the post's fields, a save's body says how it came about: an autosave (it may fold into
 * the newest revision) or a restore of one of the post's revisions.
 */
export const postSaveKindSchema = z.object({
  autosave: z.boolean().default(false),
  restoredFrom: z.string().regex(REVISION_ID, REVISION_ID_MESSAGE).nullable().default(null),
});
export type PostSaveKind = z.infer<typeof postSaveKindSchema>;

/** GET /api/admin/posts/{id}/revisions: newest first, without their texts. */
export interface PostRevisionsResponse {
  revisions: PostRevisionSummary[];
}

/** GET /api/admin/posts/{id}/revisions/{revisionId}: one revision, with its text. */
export interface PostRevisionResponse {
  revision: PostRevision;
}

export const REVISIONS_TEXT = {
  heading: 'History',
  loading: 'Loading history...',
  error: 'Error loading history. Please try again.',
  loadingVersion: 'Loading this version...',
  versionError: 'Error loading this version. Please try again.',
  badId: 'That is not a revision id.',
  empty: 'No revisions yet: each save keeps one.',
  unsavedPost: 'History starts with the first save.',
  autosave: 'Autosave',
  restoredTag: 'Restored',
  restore: 'Restore this version',
  restoring: 'Restoring...',
  restored: 'Version restored',
  restoreError: 'Error restoring version',
  sameAsCurrent: 'Same as the editor now.',
  compareHint: 'Changes from this version to what the editor holds now:',
  unsavedFirst: 'Save or discard your changes before restoring a version.',
  unknown: 'This post has no such revision: it may have been pushed out by newer ones.',
  earlier: 'Saved before history was kept',
  addressKept:
    'This version was saved before history kept the URL slug and categories: restoring it leaves them as they are.',
  confirmTitle: 'Restore this version?',
  confirmLive: 'This post is published: restoring puts this version on the site at once.',
  confirmAddress: (path: string) =>
    `Its address goes back to ${path}; the current address will redirect there.`,
} as const;

/** 'Dec 1, 2026, 9:30 AM · +12 / −3 words' parts: how much a revision changed. */
export function changeSummary({ added, removed }: Pick<PostRevision, 'added' | 'removed'>): string {
  if (added === 0 && removed === 0) return 'No text changed';
  return `+${added} / −${removed} ${added + removed === 1 ? 'word' : 'words'}`;
}

/** Visible text of post HTML, one line per block, so a diff reads as paragraphs. */
export function contentLines(html: string): string {
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|pre|div|figure)>|<br\s*\/?>/i)
    .map(htmlToText)
    .filter((line) => line !== '')
    .join('\n');
}

/** What the History panel compares, in its order, with the label of each. */
export const REVISION_FIELD_LABELS: { field: keyof RevisionFields; label: string }[] = [
  { field: 'title', label: 'Title' },
  { field: 'slug', label: 'URL slug' },
  { field: 'categories', label: 'Categories' },
  { field: 'excerpt', label: 'Excerpt' },
  { field: 'content', label: 'Content' },
];

const categoryLabel = (id: PostCategoryId) =>
  POST_CATEGORIES.find((category) => category.id === id)?.label ?? id;

/** Categories kept, dropped and added, each one change, by its label, listed with commas. */
function categoryChanges(
  before: PostCategoryId[],
  after: PostCategoryId[],
): ChangeObject<string>[] {
  const ids = [...before, ...after.filter((id) => !before.includes(id))];
  return ids.map((id, i) => ({
    value: `${categoryLabel(id)}${i < ids.length - 1 ? ', ' : ''}`,
    added: !before.includes(id),
    removed: !after.includes(id),
    count: 1,
  }));
}

/** A value read as one word: kept, or the old struck and the new marked (a slug). */
const wholeChange = (before: string, after: string): ChangeObject<string>[] =>
  before === after
    ? [{ value: after, added: false, removed: false, count: 1 }]
    : [
        { value: before, added: false, removed: true, count: 1 },
        { value: after, added: true, removed: false, count: 1 },
      ];

/**
 * Each field's diff, from `before` to `after` (content as its visible text); the slug and the
 * categories only when `before` keeps them.
 */
export function revisionDiff(
  before: RevisionText & Partial<RevisionAddress>,
  after: RevisionFields,
): Record<keyof RevisionText, ChangeObject<string>[]> &
  Partial<Record<keyof RevisionAddress, ChangeObject<string>[]>> {
  return {
    title: diffWords(before.title, after.title),
    excerpt: diffWords(before.excerpt, after.excerpt),
    content: diffWords(contentLines(before.content), contentLines(after.content)),
    ...(before.slug !== undefined ? { slug: wholeChange(before.slug, after.slug) } : {}),
    ...(before.categories
      ? { categories: categoryChanges(before.categories, after.categories) }
      : {}),
  };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Words added and removed from `before` (null: a new post) to `after`. A rewrite too large to
 * diff quickly counts as everything removed and added.
 */
export function wordChanges(
  before: RevisionText | null,
  after: RevisionText,
): { added: number; removed: number } {
  const fields = (text: RevisionText) => [text.title, text.excerpt, contentLines(text.content)];
  const old = before ? fields(before) : ['', '', ''];
  const now = fields(after);
  let added = 0;
  let removed = 0;
  old.forEach((oldText, i) => {
    const changes = diffWords(oldText, now[i]!, { maxEditLength: 20_000 });
    if (!changes) {
      added += words(now[i]!);
      removed += words(oldText);
      return;
    }
    for (const change of changes) {
      if (change.added) added += words(change.value);
      if (change.removed) removed += words(change.value);
    }
  });
  return { added, removed };
}

/** Who saved a revision, as the History panel names them. */
export const revisionAuthor = (revision: Pick<PostRevision, 'by'>): string =>
  revision.by.uid === EARLIER_AUTHOR.uid
    ? REVISIONS_TEXT.earlier
    : (revision.by.email ?? revision.by.uid);

const sameCategories = (a: PostCategoryId[], b: PostCategoryId[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Whether two keep the same: the text, and the slug and categories where both hold them (a
 * revision from before they were kept is compared by its text).
 */
export function sameRevision(
  a: RevisionText & Partial<RevisionAddress>,
  b: RevisionText & Partial<RevisionAddress>,
): boolean {
  return (
    a.title === b.title &&
    a.excerpt === b.excerpt &&
    a.content === b.content &&
    (a.slug === undefined || b.slug === undefined || a.slug === b.slug) &&
    (!a.categories || !b.categories || sameCategories(a.categories, b.categories))
  );
}

/** Whether a save replaces the newest revision instead of adding one (AUTOSAVE_FOLD_MS). */
export function foldsInto(
  newest: Pick<PostRevision, 'autosave' | 'savedAt'> & { by: Pick<AuditActor, 'uid'> },
  save: { autosave: boolean; uid: string; at: string },
): boolean {
  return (
    save.autosave &&
    newest.autosave &&
    newest.by.uid === save.uid &&
    Date.parse(save.at) - Date.parse(newest.savedAt) < AUTOSAVE_FOLD_MS
  );
}

/**
 * What a save does to the post's revisions, the server and the in-memory store alike:
 * - `add`: a revision of its own;
 * - `fold`: it replaces the newest (foldsInto);
 * - `keep`: a save on purpose that changes nothing after an autosave makes that autosave a save on
 *   purpose (its time and author the save's), so no later autosave folds the text away;
 * - `none`: nothing to keep (publishing, scheduling).
 * `unchanged` says the save changes nothing a revision keeps; `postUpdatedAt` is when the post was
 * last written: the newest revision holds its stored text only if that write made it.
 */
export function revisionStep(
  newest:
    (Pick<PostRevision, 'autosave' | 'savedAt'> & { by: Pick<AuditActor, 'uid'> }) | undefined,
  save: { autosave: boolean; uid: string; at: string; unchanged: boolean; postUpdatedAt: unknown },
): 'add' | 'fold' | 'keep' | 'none' {
  if (!newest) return 'add';
  if (foldsInto(newest, save)) return 'fold';
  if (!save.unchanged) return 'add';
  if (save.autosave || !newest.autosave) return 'none';
  return newest.savedAt === save.postUpdatedAt ? 'keep' : 'add';
}
