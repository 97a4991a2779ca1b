/**
 * The site's backup file: everything an owner would need to rebuild the site, its content and its
 * dashboard's figures, in one JSON document (GET /api/admin/backup), and what restoring one
 * answers (POST /api/admin/restore).
 *
 * Documents keep their ids and every field; Firestore values JSON has no word for (timestamps,
 * bytes, references, geo points, non-finite numbers) are written as tagged objects
 * (`{"$backup": "timestamp", ...}`), and a map that happens to have a `$backup` key is wrapped,
 * so reading a file back gives the same values. `version` is the format's: a release that changes
 * the format raises it and keeps reading the older ones; a file of a newer version is refused.
 */
import { z } from 'zod';
import { IMAGE_FOLDERS } from '../images/image-upload';
import { COLLECTIONS } from '../paths';
import { countOf } from '../lib/plural';

export const BACKUP_FORMAT = 'elf-tradition-backup';
/**
 * The format this release writes and the newest it reads. 2 added the analytics and the activity
 * log; a file of version 1 holds neither, and restoring it leaves them as they are. 3 added the
 * erase list (`erasedSubscribers`); a file without it restores with the site's list alone.
 */
export const BACKUP_VERSION = 3;

/**
 * A collection's subcollections as a backup reads them: 'any' lists each document's (one request
 * per document: for collections of a few documents), 'none' has none, and named ones (a post's
 * revisions, a counter's shards) are read at once through their collection group, which also
 * finds documents that hold only those. Posts name theirs: listing 2,000 posts' subcollections one
 * by one kept a backup's download past the 60 s Hosting allows a function behind it (redirects
 * come by the thousand from an import, too).
 */
export type BackupSubcollections = 'any' | 'none' | readonly string[];

/**
 * Content collections a backup holds and restores. Left out on purpose: raw usage events
 * (toolUsageEvents: the figures are on counters), jobs (importJobs, restoreJobs), sessions and
 * accounts (profiles, usageRateLimits), secrets (serverSecrets), the sitemap's change count and the
 * content versions, which a restore bumps instead.
 */
export const BACKUP_COLLECTIONS = [
  // A new subcollection under posts is named here, or backups leave it out.
  { name: COLLECTIONS.posts, subcollections: [COLLECTIONS.postRevisions] },
  { name: COLLECTIONS.postSlugs, subcollections: 'none' },
  { name: COLLECTIONS.elfNamePrefixes, subcollections: 'none' },
  { name: COLLECTIONS.elfNameSuffixes, subcollections: 'none' },
  { name: COLLECTIONS.elfLastNames, subcollections: 'none' },
  { name: COLLECTIONS.craftIdeas, subcollections: 'none' },
  { name: COLLECTIONS.elfScenes, subcollections: 'none' },
  { name: COLLECTIONS.holidayRecipes, subcollections: 'none' },
  { name: COLLECTIONS.contentKeys, subcollections: 'none' },
  { name: COLLECTIONS.settings, subcollections: 'none' },
  { name: COLLECTIONS.urlRedirects, subcollections: [COLLECTIONS.redirectHitShards] },
  { name: COLLECTIONS.images, subcollections: 'none' },
  // The owner's choice to email a scheduled post when it publishes: no address in it.
  { name: COLLECTIONS.newsletterPostEmails, subcollections: 'none' },
] as const satisfies readonly { name: string; subcollections: BackupSubcollections }[];
export type BackupCollection = (typeof BACKUP_COLLECTIONS)[number]['name'];
const BACKUP_COLLECTION_NAMES = BACKUP_COLLECTIONS.map((c) => c.name);

/**
 * The dashboard's figures (data-model-and-counters.md), each counter as its totals
 * (core/admin/backup-counters.ts): post views and CTA clicks, tool uses, embeds and usage by embed
 * method, embedding pages with their impressions and uses, and the 404 log.
 */
export const ANALYTICS_COLLECTIONS = [
  { name: COLLECTIONS.postStats, subcollections: [COLLECTIONS.postStatsShards] },
  { name: COLLECTIONS.toolStats, subcollections: 'any' },
  { name: COLLECTIONS.toolPages, subcollections: [COLLECTIONS.toolPageDays] },
  { name: COLLECTIONS.notFoundLog, subcollections: [COLLECTIONS.notFoundShards] },
] as const satisfies readonly { name: string; subcollections: BackupSubcollections }[];
export type AnalyticsCollection = (typeof ANALYTICS_COLLECTIONS)[number]['name'];
const ANALYTICS_COLLECTION_NAMES = ANALYTICS_COLLECTIONS.map((c) => c.name);

/** Collections of people's data, kept apart in the file and marked as such. */
export const PERSONAL_COLLECTIONS = [COLLECTIONS.newsletterSignups, COLLECTIONS.auditLog] as const;
export type PersonalCollection = (typeof PERSONAL_COLLECTIONS)[number];

/**
 * Groups a replace leaves whole: the activity log records what happened, this restore included,
 * so a replace adds the file's entries and keeps those made since.
 */
export const APPEND_ONLY_COLLECTIONS: readonly string[] = [COLLECTIONS.auditLog];

/** Content collections whose version a restore bumps, so cached widget answers are dropped. */
export const VERSIONED_COLLECTIONS = [
  COLLECTIONS.elfNamePrefixes,
  COLLECTIONS.elfNameSuffixes,
  COLLECTIONS.elfLastNames,
  COLLECTIONS.craftIdeas,
  COLLECTIONS.elfScenes,
  COLLECTIONS.holidayRecipes,
] as const;

/** Storage folders a backup holds: the image library's files and the files at the domain root. */
export const BACKUP_FILE_PREFIXES = [
  `${IMAGE_FOLDERS.featured}/`,
  `${IMAGE_FOLDERS.inline}/`,
  'root/',
] as const;

export const PERSONAL_DATA_NOTE =
  'Personal data: the email addresses of newsletter subscribers (newsletterSignups) and of the admins named in the activity log (auditLog). Keep this file private and delete it when it is no longer needed.';

export const ANALYTICS_NOTE =
  'Analytics: post views and CTA clicks (postStats), tool uses, embeds and usage by embed method (toolStats), embedding pages (toolPages) and the 404 log (notFoundLog), each counter as its totals (per day where it counts by day). Not personal data: no visitor addresses are kept, and the 404 log keeps the referring page without its query.';

/**
 * A restore's file travels in one request, and a function takes at most 32 MB: this leaves room
 * for the headers. The download is streamed, so no limit holds it, but it stops at this size,
 * since a larger file could not be restored.
 */
export const MAX_BACKUP_BYTES = 30 * 1024 * 1024;

/** A stored value as the file writes it. */
export type BackupValue =
  null | boolean | number | string | BackupValue[] | { [key: string]: BackupValue };

export interface BackupDocument {
  id: string;
  /** Absent for a document that does not exist but holds subcollections (a counter's shards). */
  data?: Record<string, BackupValue>;
  /** Subcollections by name, each with its documents (and theirs). */
  subcollections?: Record<string, BackupDocument[]>;
}

export interface BackupFile {
  /** Storage path, e.g. blog/featured/abc.webp or root/ads.txt. */
  path: string;
  contentType: string;
  cacheControl: string;
  base64: string;
}

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The site it was made on (SITE_URL). */
  site: string;
  collections: Partial<Record<BackupCollection, BackupDocument[]>>;
  /** Since version 2. */
  analytics?: {
    note: string;
    collections: Partial<Record<AnalyticsCollection, BackupDocument[]>>;
  };
  personalData: {
    note: string;
    collections: Partial<Record<PersonalCollection, BackupDocument[]>>;
  };
  files: BackupFile[];
  /**
   * Since version 3: the newsletter subscribers erased and not confirmed since, by id (the hash
   * of the address, none of the address itself). Every restore leaves them out and puts the list
   * back, so a restore into a new project does not bring back what was erased on the old one.
   */
  erasedSubscribers?: ErasedSubscriber[];
}

/** A subscriber an admin erased (COLLECTIONS.erasedSubscribers/{id}). */
export interface ErasedSubscriber {
  id: string;
  erasedAt: string;
}

/** Groups of documents in the parts of a file that hold them: content, analytics, personal data. */
export function backupSections(
  groups: Record<string, BackupDocument[]>,
): Pick<Backup, 'collections' | 'analytics' | 'personalData'> {
  const part = (names: readonly string[]) =>
    Object.fromEntries(Object.entries(groups).filter(([name]) => names.includes(name)));
  return {
    collections: part(BACKUP_COLLECTION_NAMES),
    analytics: { note: ANALYTICS_NOTE, collections: part(ANALYTICS_COLLECTION_NAMES) },
    personalData: { note: PERSONAL_DATA_NOTE, collections: part(PERSONAL_COLLECTIONS) },
  };
}

/** The file's collections, whichever part of it holds them. */
export function backupGroups(
  backup: Pick<Backup, 'collections' | 'analytics' | 'personalData'>,
): [string, BackupDocument[]][] {
  return [
    ...Object.entries(backup.collections),
    ...Object.entries(backup.analytics?.collections ?? {}),
    ...Object.entries(backup.personalData.collections),
  ];
}

/** The documents of a group, subcollections included (a document holding only those is none). */
export const documentCount = (docs: readonly BackupDocument[] = []): number =>
  docs.reduce(
    (sum, doc) =>
      sum +
      (doc.data ? 1 : 0) +
      Object.values(doc.subcollections ?? {}).reduce((inner, s) => inner + documentCount(s), 0),
    0,
  );

/** Every document a backup holds: subcollections, analytics and personal data included. */
export function backupDocumentCount(
  backup: Pick<Backup, 'collections' | 'analytics' | 'personalData'>,
): number {
  return backupGroups(backup).reduce((sum, [, docs]) => sum + documentCount(docs), 0);
}

export const RESTORE_MODES = ['merge', 'replace'] as const;
/**
 * merge: what the file holds is put back, what it does not hold stays (a counter in the file gets
 * the file's figures). replace: the site becomes what the file holds, in every group the file
 * holds; what it does not hold is removed (but the activity log's entries, APPEND_ONLY_COLLECTIONS).
 */
export type RestoreMode = (typeof RESTORE_MODES)[number];
export const isRestoreMode = (value: unknown): value is RestoreMode =>
  RESTORE_MODES.includes(value as RestoreMode);

export const BACKUP_TEXT = {
  notBackup: 'This file is not a backup of this site (it has no "format": "elf-tradition-backup").',
  newer: (version: number) =>
    `This backup was made by a newer release (format version ${version}); this site reads version ${BACKUP_VERSION} and older. Update the site, then restore it.`,
  invalid: (where: string, message: string) => `The backup file is damaged at ${where}: ${message}`,
  notJson: 'The backup file is not JSON: choose a file that "Download backup" saved.',
  tooLarge: `The backup file is too large: at most ${MAX_BACKUP_BYTES / 1024 / 1024} MB`,
  backupTooLarge: (bytes: number) =>
    `The backup would be ${(bytes / 1024 / 1024).toFixed(1)} MB, over the ${MAX_BACKUP_BYTES / 1024 / 1024} MB one download can carry.`,
  running: 'A restore is running already; wait for it to finish.',
  jobExists: 'A restore with this id exists already.',
  notFound: 'No such restore.',
  badJobId: 'jobId must be 1 to 40 letters, digits, "-" or "_".',
  interrupted: 'The restore stopped without finishing (its server instance ended).',
  failed: (reason: string) =>
    `The restore failed and everything it had written was put back as it was: ${reason}`,
  undoFailed: (reason: string) =>
    `The restore failed and putting back what it had written failed too (${reason}); restore the same file again to finish it.`,
  /** The download's entry until its last byte is made (a download cut short keeps it). */
  downloadStartedAuditLabel: 'a backup of the site, personal data included',
  downloadAuditLabel: (documents: number, files: number) =>
    `a backup of the site: ${countOf(documents, { one: 'document', many: 'documents' })} and ${countOf(files, { one: 'file', many: 'files' })}, personal data included`,
  badMode: `mode must be ${RESTORE_MODES.join(' or ')}.`,
  auditLabel: (
    createdAt: string,
    totals: Pick<RestoreTotals, 'added' | 'changed' | 'removed'>,
    mode: RestoreMode = 'merge',
  ) =>
    `a backup made ${createdAt}${mode === 'replace' ? ', replacing the site' : ''}: ${countOf(totals.added, { one: 'item', many: 'items' })} added, ${totals.changed.toLocaleString('en-US')} changed${mode === 'replace' ? `, ${totals.removed.toLocaleString('en-US')} removed` : ''}`,
} as const;

/** Ids and names as Firestore and the blob store take them; a file cannot point anywhere else. */
const docId = z
  .string()
  .min(1)
  .max(1500)
  .refine((id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id), {
    message: 'not a document id',
  });
const value: z.ZodType<BackupValue> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.array(value),
    z.record(z.string(), value),
  ]),
);
const documentSchema: z.ZodType<BackupDocument> = z.lazy(() =>
  z.strictObject({
    id: docId,
    data: z.record(z.string(), value).optional(),
    subcollections: z.record(docId, z.array(documentSchema)).optional(),
  }),
);
const filePath = z
  .string()
  .max(1024)
  .refine(
    (path) =>
      BACKUP_FILE_PREFIXES.some(
        (prefix) => path.startsWith(prefix) && path.length > prefix.length,
      ) && path.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && !s.includes('\\')),
    { message: `not a path under ${BACKUP_FILE_PREFIXES.join(', ')}` },
  );

/** A whole file, once its format and version are known to be ours. */
export const backupSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1).max(BACKUP_VERSION),
  createdAt: z.string(),
  site: z.string(),
  collections: z.partialRecord(z.enum(BACKUP_COLLECTION_NAMES), z.array(documentSchema)),
  analytics: z
    .strictObject({
      note: z.string(),
      collections: z.partialRecord(z.enum(ANALYTICS_COLLECTION_NAMES), z.array(documentSchema)),
    })
    .optional(),
  personalData: z.strictObject({
    note: z.string(),
    collections: z.partialRecord(z.enum(PERSONAL_COLLECTIONS), z.array(documentSchema)),
  }),
  files: z.array(
    z.strictObject({
      path: filePath,
      contentType: z.string().min(1).max(200),
      cacheControl: z.string().max(200),
      base64: z.base64(),
    }),
  ),
  erasedSubscribers: z.array(z.strictObject({ id: docId, erasedAt: z.string() })).optional(),
});

/**
 * Reads a parsed file: the backup, or the message saying why it cannot be restored. The format
 * and version are looked at first, so a newer file is refused for being newer, whatever else it
 * holds.
 */
export function readBackup(
  input: unknown,
): { ok: true; backup: Backup } | { ok: false; error: string } {
  const header = z
    .looseObject({ format: z.literal(BACKUP_FORMAT), version: z.number().int().min(1) })
    .safeParse(input);
  if (!header.success) return { ok: false, error: BACKUP_TEXT.notBackup };
  if (header.data.version > BACKUP_VERSION)
    return { ok: false, error: BACKUP_TEXT.newer(header.data.version) };
  const parsed = backupSchema.safeParse(input);
  if (parsed.success) return { ok: true, backup: parsed.data as Backup };
  const issue = parsed.error.issues[0]!;
  return {
    ok: false,
    error: BACKUP_TEXT.invalid(issue.path.join('.') || 'the top', issue.message),
  };
}

/**
 * What a restore does to the things of one kind, counted as an owner counts them: a post with its
 * revisions is one post, a tool's figures are one tool, a 404 path is one path.
 */
export interface RestoreTotals {
  added: number;
  changed: number;
  unchanged: number;
  /** Things the site holds that the file does not: a replace removes them. */
  removed: number;
  /** Things the site holds that the file does not and that stay: all of them in a merge. */
  kept: number;
}

export const RESTORE_OUTCOMES = ['added', 'changed', 'unchanged', 'removed', 'kept'] as const;
export type RestoreOutcomeKind = (typeof RESTORE_OUTCOMES)[number];

/** How many things of each outcome a group names; the rest it counts. */
export const RESTORE_NAMES_SHOWN = 10;

export interface RestoreGroup extends RestoreTotals {
  /** A collection name, or 'files'. */
  name: string;
  personal: boolean;
  analytics: boolean;
  /**
   * What the owner knows the things by (titles, addresses, paths), at most RESTORE_NAMES_SHOWN
   * of each outcome but 'unchanged'. The newsletter list and the activity log are only counted.
   */
  names: Record<Exclude<RestoreOutcomeKind, 'unchanged'>, string[]>;
}

/** What one mode would do. */
export interface RestoreOutcome {
  groups: RestoreGroup[];
  totals: RestoreTotals;
  /** Documents and files it would write or delete, bookkeeping included: 0 when nothing changes. */
  writes: number;
}

/** The dry run's answer: what each mode would do, per group and in all. */
export interface RestorePlan {
  createdAt: string;
  version: number;
  merge: RestoreOutcome;
  replace: RestoreOutcome;
  /**
   * Groups this release backs up that the file does not hold (a file of an older release holds
   * no analytics): either mode leaves them as they are.
   */
  notInFile: string[];
  /**
   * Post addresses the file gives back to its posts that other posts hold now (slugsTakenBack).
   * A merge only: a replace removes or rewrites the posts holding them.
   */
  slugsTaken: string[];
  /**
   * Newsletter subscribers in the file that are on the site's erase list
   * (COLLECTIONS.erasedSubscribers) or the file's own: either mode leaves them out, so an erased
   * address never comes back.
   */
  erasedLeftOut: number;
}

/**
 * The slugs whose claim (postSlugs/{slug}) a restore would move from the post holding it now to
 * the post the file names. Nothing refuses it, but both posts then carry the slug, so the dry run
 * names them. `now` and `inFile` are the claim's postId as stored and as in the file.
 */
export function slugsTakenBack(
  claims: Iterable<{ slug: string; now: unknown; inFile: unknown }>,
): string[] {
  const taken: string[] = [];
  for (const { slug, now, inFile } of claims)
    if (typeof now === 'string' && now !== inFile) taken.push(slug);
  return taken;
}

export const RESTORE_STATUSES = ['running', 'done', 'failed', 'interrupted'] as const;
export type RestoreStatus = (typeof RESTORE_STATUSES)[number];

/** A restore as GET /api/admin/restore/{id} answers it while it runs and after. */
export interface RestoreJob {
  id: string;
  status: RestoreStatus;
  /** Writes (documents and files) to make, and made so far; an undo counts them back down. */
  total: number;
  written: number;
  /**
   * queued: the file is kept, the restore not started; reading: it reads the file and the site;
   * then it writes, puts back what it wrote if a write fails, and finishes.
   */
  phase: 'queued' | 'reading' | 'writing' | 'undoing' | 'finished';
  mode: RestoreMode;
  totals: RestoreTotals;
  backupCreatedAt: string;
  startedBy: { uid: string; email: string | null };
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
  error: string | null;
}

/** A restore job id, picked by the browser so it can watch the job while its request runs. */
export const isRestoreJobId = (id: string) => /^[A-Za-z0-9_-]{1,40}$/.test(id);

export const noTotals = (): RestoreTotals => ({
  added: 0,
  changed: 0,
  unchanged: 0,
  removed: 0,
  kept: 0,
});

export function sumTotals(groups: readonly RestoreTotals[]): RestoreTotals {
  const sum = noTotals();
  for (const group of groups) for (const kind of RESTORE_OUTCOMES) sum[kind] += group[kind];
  return sum;
}

/** The name a downloaded backup is saved under: the site's host and the time, sortable. */
export function backupFileName(site: string, createdAt: string): string {
  let host = 'site';
  try {
    host = new URL(site).host.replace(/[^A-Za-z0-9.-]/g, '-');
  } catch {
    // A malformed SITE_URL keeps the generic name.
  }
  return `${host}-backup-${createdAt.replace(/[:.]/g, '-')}.json`;
}

/** The groups a dry run leaves out: bookkeeping that follows other groups, restored with them. */
export const UNLISTED_GROUPS: readonly string[] = [COLLECTIONS.contentKeys];

/** What the dry run calls each group. */
export const BACKUP_GROUP_LABELS: Record<string, string> = {
  [COLLECTIONS.posts]: 'Posts (with their revisions)',
  [COLLECTIONS.postSlugs]: 'Post addresses',
  [COLLECTIONS.elfNamePrefixes]: 'Elf name prefixes',
  [COLLECTIONS.elfNameSuffixes]: 'Elf name suffixes',
  [COLLECTIONS.elfLastNames]: 'Elf last names',
  [COLLECTIONS.craftIdeas]: 'Craft ideas',
  [COLLECTIONS.elfScenes]: 'Elf scenes',
  [COLLECTIONS.holidayRecipes]: 'Holiday recipes',
  [COLLECTIONS.contentKeys]: 'Generator duplicate keys',
  [COLLECTIONS.settings]: 'Settings (generators, robots.txt)',
  [COLLECTIONS.urlRedirects]: 'Redirects (with their hits)',
  [COLLECTIONS.images]: 'Image library records',
  [COLLECTIONS.newsletterPostEmails]: 'Scheduled posts to email when published',
  [COLLECTIONS.newsletterSignups]: 'Newsletter list (personal data)',
  files: 'Files (images, domain root files)',
  [COLLECTIONS.postStats]: 'Post views and CTA clicks',
  [COLLECTIONS.toolStats]: 'Tool uses, embeds and usage by method',
  [COLLECTIONS.toolPages]: 'Embedding pages (impressions and uses)',
  [COLLECTIONS.notFoundLog]: '404 log',
  [COLLECTIONS.auditLog]: 'Activity log (personal data)',
};
