/**
 * What restoring a backup would do, worked out from the file and from what the site holds, both
 * as entries: one a document (a counter as its totals, core/admin/backup-counters.ts) or a file. The
 * server (functions/src/backup/) and the admin's in-memory fake both compare through here, so the
 * dry run they answer and the writes they make are the same.
 */
import {
  ANALYTICS_COLLECTIONS,
  APPEND_ONLY_COLLECTIONS,
  BACKUP_COLLECTIONS,
  backupGroups,
  noTotals,
  PERSONAL_COLLECTIONS,
  RESTORE_MODES,
  RESTORE_NAMES_SHOWN,
  slugsTakenBack,
  sumTotals,
  UNLISTED_GROUPS,
  type Backup,
  type BackupDocument,
  type BackupFile,
  type BackupValue,
  type RestoreGroup,
  type RestoreMode,
  type RestoreOutcome,
  type RestoreOutcomeKind,
  type RestorePlan,
} from './backup';
import { collapseShards, COUNTER_SHARDS, totalIdOf } from './backup-counters';
import { postPath } from '../posts/blog-paths';
import { COLLECTIONS, SETTINGS_DOCS, EDGE_SYNC_DOC } from '../paths';
import { ALL_TOOLS } from '../generators/tools';

/** The group of the files under BACKUP_FILE_PREFIXES. */
export const FILES_GROUP = 'files';

/** One thing a restore compares and writes: a document, a counter's totals or a file. */
export interface BackupEntry {
  /** The top collection, or FILES_GROUP. */
  group: string;
  /** What it belongs to as an owner counts: the top document's id (a post), or the file's path. */
  item: string;
  /** The document's path, or the file's storage path. */
  path: string;
  /** A file's as { contentType, cacheControl, base64 }. */
  data: Record<string, BackupValue>;
  /** The stored paths it stands for: itself, or the shards a counter's totals sum. */
  parts: string[];
}

/** Every group a backup of this release holds, in the order the dry run lists them. */
export const ALL_GROUPS: readonly string[] = [
  ...BACKUP_COLLECTIONS.map((c) => c.name),
  FILES_GROUP,
  ...ANALYTICS_COLLECTIONS.map((c) => c.name),
  ...PERSONAL_COLLECTIONS,
];

/** A group's documents as entries, counters collapsed to their totals. */
export function documentEntries(
  group: string,
  documents: readonly BackupDocument[],
): BackupEntry[] {
  const entries: BackupEntry[] = [];
  const walk = (parent: string, docs: readonly BackupDocument[], item: string | null) => {
    for (const doc of docs) {
      const path = `${parent}/${doc.id}`;
      const owner = item ?? doc.id;
      if (doc.data) entries.push({ group, item: owner, path, data: doc.data, parts: [path] });
      for (const [name, children] of Object.entries(doc.subcollections ?? {})) {
        const family = COUNTER_SHARDS[name];
        if (!family) {
          walk(`${path}/${name}`, children, owner);
          continue;
        }
        for (const total of collapseShards(family, children))
          entries.push({
            group,
            item: owner,
            path: `${path}/${name}/${total.id}`,
            data: total.data!,
            parts: children
              .filter((shard) => shard.data && totalIdOf(family, shard) === total.id)
              .map((shard) => `${path}/${name}/${shard.id}`),
          });
      }
    }
  };
  walk(group, documents, null);
  return entries;
}

export function fileEntries(files: readonly BackupFile[]): BackupEntry[] {
  return files.map(({ path, contentType, cacheControl, base64 }) => ({
    group: FILES_GROUP,
    item: path,
    path,
    data: { contentType, cacheControl, base64 },
    parts: [path],
  }));
}

/** The groups a file holds: those it names, and its files (every version holds them). */
export const heldGroups = (backup: Parameters<typeof backupGroups>[0]): string[] => [
  ...backupGroups(backup).map(([name]) => name),
  FILES_GROUP,
];

/** Everything a file holds, as entries. */
export const backupEntries = (backup: Backup): BackupEntry[] => [
  ...backupGroups(backup).flatMap(([name, docs]) => documentEntries(name, docs)),
  ...fileEntries(backup.files),
];

/** Stored values as the file writes them are equal when their JSON is, whatever the key order. */
export function sameValue(a: BackupValue | undefined, b: BackupValue | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, i) => sameValue(value, b[i]))
    );
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
  );
}

/** One write: `data` at `path`, or null to delete what is there. */
export interface RestoreOperation {
  group: string;
  path: string;
  data: Record<string, BackupValue> | null;
}

export interface RestoreComparison {
  plan: RestorePlan;
  /** What each mode writes and deletes. */
  operations: Record<RestoreMode, RestoreOperation[]>;
}

const keyOf = (entry: Pick<BackupEntry, 'group' | 'path'>) =>
  entry.group === FILES_GROUP ? `${FILES_GROUP}//${entry.path}` : entry.path;

const text = (value: BackupValue | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const SETTINGS_NAMES: Record<string, string> = {
  [SETTINGS_DOCS.craftGenerator]: 'Craft generator settings',
  [SETTINGS_DOCS.sceneGenerator]: 'Scene generator settings',
  [SETTINGS_DOCS.robots]: 'robots.txt settings',
  [EDGE_SYNC_DOC]: 'Redirect sync (Cloudflare) settings',
};

/** A thing of a group as the namers see it: its id, its own data and its first entry's. */
interface Thing {
  id: string;
  data: Record<string, BackupValue> | undefined;
  first: Record<string, BackupValue>;
  postTitle(id: string): string | null;
}

/** What an owner knows a thing of each group by; a group without one is only counted. */
const NAMERS: Record<string, (thing: Thing) => string> = {
  [COLLECTIONS.posts]: ({ id, data }) => text(data?.title) ?? id,
  [COLLECTIONS.postSlugs]: ({ id }) => postPath(id),
  [COLLECTIONS.elfNamePrefixes]: ({ id, data }) => text(data?.value) ?? id,
  [COLLECTIONS.elfNameSuffixes]: ({ id, data }) => text(data?.value) ?? id,
  [COLLECTIONS.elfLastNames]: ({ id, data }) => text(data?.value) ?? id,
  [COLLECTIONS.craftIdeas]: ({ id, data }) => text(data?.title) ?? id,
  [COLLECTIONS.elfScenes]: ({ id, data }) => text(data?.title) ?? id,
  [COLLECTIONS.holidayRecipes]: ({ id, data }) => text(data?.title) ?? id,
  [COLLECTIONS.settings]: ({ id }) => SETTINGS_NAMES[id] ?? id,
  [COLLECTIONS.urlRedirects]: ({ id, data }) => text(data?.sourcePath) ?? id,
  [COLLECTIONS.images]: ({ id, data }) => text(data?.path) ?? id,
  [FILES_GROUP]: ({ id }) => id,
  [COLLECTIONS.postStats]: ({ id, postTitle }) => postTitle(id) ?? id,
  [COLLECTIONS.toolStats]: ({ id }) => ALL_TOOLS.find((tool) => tool.toolName === id)?.label ?? id,
  [COLLECTIONS.toolPages]: ({ id, data }) =>
    text(data?.origin) && text(data?.path) ? `${String(data!.origin)}${String(data!.path)}` : id,
  [COLLECTIONS.notFoundLog]: ({ id, first }) => text(first.path) ?? id,
};

/** Entries by group, then by item, in the order they came. */
function byItem(entries: readonly BackupEntry[]): Map<string, Map<string, BackupEntry[]>> {
  const groups = new Map<string, Map<string, BackupEntry[]>>();
  for (const entry of entries) {
    const items = groups.get(entry.group) ?? new Map<string, BackupEntry[]>();
    groups.set(entry.group, items);
    const item = items.get(entry.item);
    if (item) item.push(entry);
    else items.set(entry.item, [entry]);
  }
  return groups;
}

/** Whether an entry is of a subscriber erased since (`erased`: their ids). */
const erasedSubscriber = (erased: ReadonlySet<string>) => (entry: BackupEntry) =>
  entry.group === COLLECTIONS.newsletterSignups && erased.has(entry.item);

/**
 * The file's erasure marks a restore writes: those the site lacks, but for a subscriber the site
 * holds confirmed since the erasure (their new consent lifted the mark, newsletter-links-handler).
 */
function marksToRestore(
  backup: Backup,
  stored: readonly BackupEntry[],
  erased: ReadonlySet<string>,
): RestoreOperation[] {
  const confirmedAt = new Map(
    stored
      .filter((entry) => entry.group === COLLECTIONS.newsletterSignups)
      .map((entry) => [entry.item, text(entry.data.confirmedAt)]),
  );
  return (backup.erasedSubscribers ?? [])
    .filter(({ id, erasedAt }) => !erased.has(id) && (confirmedAt.get(id) ?? '') < erasedAt)
    .map(({ id, erasedAt }) => ({
      group: COLLECTIONS.erasedSubscribers,
      path: `${COLLECTIONS.erasedSubscribers}/${id}`,
      data: { erasedAt },
    }));
}

/**
 * Compares a file with what the site holds (`stored`: the site's entries; those of groups the file
 * does not hold are left out of every count and write) and says what each mode would do. The
 * file's subscribers on the site's erase list (`erased`: their ids) or the file's own are left out,
 * and the file's list is put back: an erasure outlives older backups, in this project or a new one.
 */
export function compareWithSite(
  backup: Backup,
  stored: readonly BackupEntry[],
  erased: ReadonlySet<string> = new Set(),
): RestoreComparison {
  const held = new Set(heldGroups(backup));
  const marks = marksToRestore(backup, stored, erased);
  const isErased = erasedSubscriber(
    new Set([...erased, ...(backup.erasedSubscribers ?? []).map(({ id }) => id)]),
  );
  const everything = backupEntries(backup);
  const file = everything.filter((entry) => !isErased(entry));
  const site = stored.filter((entry) => held.has(entry.group));
  const siteByKey = new Map(site.map((entry) => [keyOf(entry), entry]));
  const fileKeys = new Set(file.map(keyOf));
  const fileItems = byItem(file);
  const siteItems = byItem(site);

  const titles = new Map<string, string>();
  for (const entry of [...site, ...file])
    if (entry.group === COLLECTIONS.posts && entry.path === `${COLLECTIONS.posts}/${entry.item}`)
      titles.set(entry.item, text(entry.data.title) ?? entry.item);
  const postTitle = (id: string) => titles.get(id) ?? null;

  const differs = (entry: BackupEntry) => {
    const before = siteByKey.get(keyOf(entry));
    return !before || !sameValue(before.data, entry.data);
  };

  const outcome = (mode: RestoreMode): RestoreOutcome => {
    const groups: RestoreGroup[] = [];
    for (const name of ALL_GROUPS) {
      if (!held.has(name) || UNLISTED_GROUPS.includes(name)) continue;
      const removes = mode === 'replace' && !APPEND_ONLY_COLLECTIONS.includes(name);
      const group: RestoreGroup = {
        name,
        personal: (PERSONAL_COLLECTIONS as readonly string[]).includes(name),
        analytics: ANALYTICS_COLLECTIONS.some((c) => c.name === name),
        ...noTotals(),
        names: { added: [], changed: [], removed: [], kept: [] },
      };
      const inFile = fileItems.get(name) ?? new Map<string, BackupEntry[]>();
      const inSite = siteItems.get(name) ?? new Map<string, BackupEntry[]>();
      const namer = NAMERS[name];
      const note = (kind: RestoreOutcomeKind, id: string, entries: BackupEntry[]) => {
        group[kind] += 1;
        if (kind === 'unchanged' || !namer || group.names[kind].length >= RESTORE_NAMES_SHOWN)
          return;
        const own = entries.find((e) => e.path === `${name}/${id}`);
        group.names[kind].push(namer({ id, data: own?.data, first: entries[0]!.data, postTitle }));
      };
      for (const [id, entries] of inFile) {
        const before = inSite.get(id);
        if (!before) note('added', id, entries);
        else if (
          entries.some(differs) ||
          (removes && before.some((entry) => !fileKeys.has(keyOf(entry))))
        )
          note('changed', id, entries);
        else note('unchanged', id, entries);
      }
      for (const [id, entries] of inSite)
        if (!inFile.has(id)) note(removes ? 'removed' : 'kept', id, entries);
      // A group neither the file nor the site holds anything of says nothing.
      if (inFile.size + inSite.size > 0) groups.push(group);
    }
    return { groups, totals: sumTotals(groups), writes: 0 };
  };

  const operationsOf = (mode: RestoreMode): RestoreOperation[] => {
    const writes: RestoreOperation[] = [];
    const deletes: RestoreOperation[] = [];
    for (const entry of file) {
      if (!differs(entry)) continue;
      writes.push({ group: entry.group, path: entry.path, data: entry.data });
      for (const part of siteByKey.get(keyOf(entry))?.parts ?? [])
        if (part !== entry.path) deletes.push({ group: entry.group, path: part, data: null });
    }
    if (mode === 'replace')
      for (const entry of site)
        if (!fileKeys.has(keyOf(entry)) && !APPEND_ONLY_COLLECTIONS.includes(entry.group))
          for (const part of entry.parts)
            deletes.push({ group: entry.group, path: part, data: null });
    return [...writes, ...marks, ...deletes];
  };

  const operations = Object.fromEntries(
    RESTORE_MODES.map((mode) => [mode, operationsOf(mode)]),
  ) as Record<RestoreMode, RestoreOperation[]>;
  const planned = (mode: RestoreMode) => ({
    ...outcome(mode),
    writes: operations[mode].length,
  });
  const claims = file.filter(
    (entry) =>
      entry.group === COLLECTIONS.postSlugs && entry.path === `${entry.group}/${entry.item}`,
  );
  return {
    plan: {
      createdAt: backup.createdAt,
      version: backup.version,
      merge: planned('merge'),
      replace: planned('replace'),
      notInFile: ALL_GROUPS.filter((name) => !held.has(name)),
      erasedLeftOut: new Set(everything.filter(isErased).map((entry) => entry.item)).size,
      slugsTaken: slugsTakenBack(
        claims.map((entry) => ({
          slug: entry.item,
          now: siteByKey.get(keyOf(entry))?.data.postId,
          inFile: entry.data.postId,
        })),
      ),
    },
    operations,
  };
}
