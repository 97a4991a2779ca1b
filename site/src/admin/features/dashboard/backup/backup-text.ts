import {
  BACKUP_GROUP_LABELS,
  type RestoreGroup,
  type RestoreJob,
  type RestoreMode,
  type RestoreOutcome,
  type RestoreTotals,
} from '@core/admin/backup';
import { postPath } from '@core/posts/blog-paths';

/** How many taken post addresses the plan names; the rest it counts. */
const SLUGS_SHOWN = 5;

const n = (count: number) => count.toLocaleString('en-US');

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'a', 'a and b', 'a, b and c'. */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const groupLabel = (name: string) => BACKUP_GROUP_LABELS[name] ?? name;

/** What the things of a group that the file does not hold come to in a mode. */
export const notInFileKind = (mode: RestoreMode) => (mode === 'replace' ? 'removed' : 'kept');

/** The personal groups, as a sentence names them. */
const PERSONAL_NAMES: Record<string, string> = {
  newsletterSignups: 'the newsletter list',
  auditLog: 'the activity log (who made each change)',
};

export const BACKUP_CARD_TEXT = {
  intro:
    "One file with the whole site: posts and their revisions, generator content and settings, redirects with their hits, domain root files, the image library and its files, robots.txt settings, the dashboard's figures (views, clicks, tool uses, embedding pages, the 404 log), and the newsletter list and activity log (personal data: keep the file private).",
  download: 'Download backup',
  downloading: 'Preparing backup...',
  restore: 'Restore from backup',
  checking: 'Checking the file...',
  planTitle: 'What restoring this file would do',
  madeAt: (createdAt: string) => `Backup made ${formatTime(createdAt)}.`,
  notInFile: (groups: readonly string[]) =>
    `This file does not hold ${listed(groups.map(groupLabel))}: restoring it leaves ${groups.length === 1 ? 'that' : 'them'} as ${groups.length === 1 ? 'it is' : 'they are'}.`,
  modeLegend: 'How to restore',
  modes: {
    merge: {
      label: 'Merge',
      hint: 'Put back what the file holds; keep what it does not hold.',
    },
    replace: {
      label: 'Replace',
      hint: 'Make the site what the file holds: remove what it does not hold.',
    },
  } satisfies Record<RestoreMode, { label: string; hint: string }>,
  /** Short, so that every column fits a phone's width. */
  columns: (mode: RestoreMode) =>
    ['Content', 'Add', 'Change', 'Same', mode === 'replace' ? 'Remove' : 'Keep'] as const,
  namesTitle: 'By name',
  names: {
    added: 'to add',
    changed: 'to change',
    removed: 'to remove',
    kept: 'kept, not in the file',
  } satisfies Record<keyof RestoreGroup['names'], string>,
  /** 'to add: "A", "B" and 3 more' */
  namedThings: (kind: keyof RestoreGroup['names'], names: readonly string[], count: number) =>
    `${BACKUP_CARD_TEXT.names[kind]}: ${names.map((name) => `“${name}”`).join(', ')}${count > names.length ? ` and ${n(count - names.length)} more` : ''}`,
  planSummary: (mode: RestoreMode, totals: RestoreTotals) =>
    mode === 'replace'
      ? `${n(totals.added)} to add, ${n(totals.changed)} to change, ${n(totals.unchanged)} unchanged, ${n(totals.removed)} to remove.`
      : `${n(totals.added)} to add, ${n(totals.changed)} to change, ${n(totals.unchanged)} unchanged.${totals.kept > 0 ? ` ${totals.kept === 1 ? 'One thing' : `${n(totals.kept)} things`} not in the file ${totals.kept === 1 ? 'stays' : 'stay'} as ${totals.kept === 1 ? 'it is' : 'they are'}.` : ''}`,
  nothingToDo: 'The site already holds everything in this file: restoring it changes nothing.',
  nothingToReplace: 'The site holds exactly what this file holds: replacing changes nothing.',
  logKept: (count: number) =>
    `The activity log keeps ${count === 1 ? 'its entry' : `its ${n(count)} entries`} made since the backup: a replace does not rewrite what happened.`,
  personal: (groups: readonly string[]) =>
    `This file holds personal data: ${listed(groups.map((name) => PERSONAL_NAMES[name] ?? groupLabel(name)))}.`,
  slugsTaken: (slugs: readonly string[]) => {
    const shown = slugs.slice(0, SLUGS_SHOWN).map(postPath);
    const more = slugs.length - shown.length;
    return `${slugs.length === 1 ? 'One post address' : `${n(slugs.length)} post addresses`} in the file now ${slugs.length === 1 ? 'belongs' : 'belong'} to other posts: ${shown.join(', ')}${more > 0 ? ` and ${n(more)} more` : ''}. Restoring gives ${slugs.length === 1 ? 'it' : 'them'} back to the posts in the file, and both posts then carry the same address: change the other post's slug afterwards.`;
  },
  erasedLeftOut: (count: number) =>
    `${count === 1 ? 'One newsletter subscriber' : `${n(count)} newsletter subscribers`} in this file ${count === 1 ? 'was' : 'were'} erased since: restoring leaves ${count === 1 ? 'that address' : 'those addresses'} out.`,
  confirm: 'Restore',
  replace: 'Replace the site',
  replaceTitle: 'Replace the site with this backup?',
  replaceText: (createdAt: string, outcome: RestoreOutcome) =>
    `This removes ${outcome.totals.removed === 1 ? 'one thing' : `${n(outcome.totals.removed)} things`} the file does not hold and puts back the rest as it was on ${formatTime(createdAt)}. It cannot be undone, except by restoring another backup.`,
  replaceGroup: (group: RestoreGroup) => `${groupLabel(group.name)}: ${n(group.removed)} to remove`,
  replaceConfirm: 'Replace',
  replacing: 'Replacing...',
  cancel: 'Cancel',
  running: 'Restoring...',
  progressLabel: 'Restore progress',
  progress: (job: Pick<RestoreJob, 'written' | 'total' | 'phase'>) =>
    job.phase === 'queued' || job.phase === 'reading'
      ? 'Reading the file and comparing it with the site...'
      : job.phase === 'undoing'
        ? `Putting back what was written: ${n(job.written)} left`
        : `${n(job.written)} of ${n(job.total)} written`,
  mayLeave: 'All or nothing: if a write fails, everything written so far is put back.',
  doneTitle: 'Restore finished',
  done: (job: RestoreJob) =>
    job.mode === 'replace'
      ? `${n(job.totals.added)} added, ${n(job.totals.changed)} changed, ${n(job.totals.removed)} removed, ${n(job.totals.unchanged)} left alone.`
      : `${n(job.totals.added)} added, ${n(job.totals.changed)} changed, ${n(job.totals.unchanged)} left alone.`,
  errorTitle: 'Backup or restore failed',
  back: 'Back',
} as const;
