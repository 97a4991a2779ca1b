/**
 * The admin content API as its callers see it: request schemas and answers (its paths are in
 * core/api-routes.ts). The admin screens call these; the functions implement them
 * (functions/src/admin-content, imports, audit).
 */
import { z } from 'zod';
import type { AuditActor } from './audit';
import type { ContentKindId } from '../generators/content-kinds';
import { IMPORT_KIND_IDS, type ImportKindId } from '../generators/content-kind-ids';
import { countOf, type Noun } from '../lib/plural';
import type {
  CraftIdeaInput,
  ElfSceneInput,
  FieldIssue,
  HolidayRecipeInput,
  NamePartInput,
} from '../generators/content-schemas';
import type { CraftSettings, SceneSettings } from '../generators/generator-settings';
import type { ReportRow } from '../import/import-plan';
import { IMPORT_FORMATS, type ImportFormat } from '../import/parse-table';
import type { CraftIdea, ElfScene, HolidayRecipe, NamePart } from '../models';
import type { RobotsSettings } from '../site/robots';

export type { SettingsName } from '../api-routes';

/** Any refusal: `error` is the message to show; `issues` name the fields of a 400. */
export interface AdminErrorBody {
  error: string;
  issues?: FieldIssue[];
  /** 409: the stored entry that has the same title or name. */
  duplicateOf?: string;
  detail?: string;
}

export const CONTENT_SORTS = ['title', 'newest'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];
export const CONTENT_PAGE_SIZE = 100;
export const MAX_CONTENT_PAGE_SIZE = 500;

/** GET list: one page, in the kind's order; `nextAfter` fetches the next. */
export interface ContentPage<View> {
  items: View[];
  nextAfter: string | null;
}

export type ContentCounts = Record<ContentKindId, number>;

/** What each kind's endpoints answer (`view`) and take (`input`). */
export interface ContentTypes {
  prefixes: { view: NamePart; input: NamePartInput };
  suffixes: { view: NamePart; input: NamePartInput };
  'last-names': { view: NamePart; input: NamePartInput };
  crafts: { view: CraftIdea; input: CraftIdeaInput };
  scenes: { view: ElfScene; input: ElfSceneInput };
  recipes: { view: HolidayRecipe; input: HolidayRecipeInput };
}
export type ContentView<K extends ContentKindId> = ContentTypes[K]['view'];
export type ContentInput<K extends ContentKindId> = ContentTypes[K]['input'];

/** GET list options (docs/api.md, the admin content API). */
export interface ContentQuery {
  sort?: ContentSort;
  /** Titles or names starting with it, ignoring case (sorts by title). */
  q?: string;
  after?: string | null;
  limit?: number;
}

/** PUT answer: `changed` is false when the save matched what was stored (nothing written). */
export interface ContentUpdate<View> {
  item: View;
  changed: boolean;
}

export interface StoredSettings<T> {
  settings: T;
  /** null while nothing is stored (the answer holds the defaults). */
  updatedAt: string | null;
}
export type CraftSettingsAnswer = StoredSettings<CraftSettings>;
export type SceneSettingsAnswer = StoredSettings<SceneSettings>;

export interface SettingsTypes {
  'craft-generator': CraftSettings;
  'scene-generator': SceneSettings;
  robots: RobotsSettings;
}

/** At most this much text per import (about 20,000 long recipe rows). */
export const MAX_IMPORT_CHARS = 8 * 1024 * 1024;

export const IMPORT_JOB_ID = /^[A-Za-z0-9_-]{10,40}$/;

export { IMPORT_KIND_IDS, type ImportKindId };
export const isImportKindId = (value: unknown): value is ImportKindId =>
  IMPORT_KIND_IDS.includes(value as ImportKindId);

export const importRequestSchema = z.strictObject({
  kind: z.enum(IMPORT_KIND_IDS, { error: `kind must be one of: ${IMPORT_KIND_IDS.join(', ')}` }),
  text: z
    .string({ error: 'text is required' })
    .max(MAX_IMPORT_CHARS, 'The file is too large: at most 8 MB per import'),
  format: z.enum(IMPORT_FORMATS, { error: 'format must be csv, json or list' }).optional(),
  /** Name parts only: the one category of the import (spec §5); rows may give their own. */
  category: z.string().max(100).optional(),
  fileName: z.string().max(200).optional(),
  /** Chosen by the client, so it can watch the job while the request runs. */
  jobId: z.string().regex(IMPORT_JOB_ID, 'jobId: 10 to 40 letters, digits, _ or -').optional(),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

/** POST /api/admin/imports/dry-run: every row as new, duplicate or rejected; nothing written. */
export interface DryRunReport {
  kind: ImportKindId;
  format: ImportFormat;
  ignoredColumns: string[];
  counts: { total: number; new: number; duplicate: number; rejected: number };
  rows: ReportRow[];
}

export const IMPORT_JOB_STATUSES = ['running', 'done', 'interrupted'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** importJobs/{id}, as GET /api/admin/imports[/{id}] answers it. Progress is `processed of total`. */
export interface ImportJob {
  id: string;
  kind: ImportKindId;
  status: ImportJobStatus;
  fileName: string | null;
  format: ImportFormat;
  total: number;
  processed: number;
  imported: number;
  /** Duplicates: already stored, or earlier in the file. */
  skipped: number;
  rejected: number;
  /** Rows of batches that could not be written. */
  failed: number;
  batches: { total: number; done: number; failed: number };
  startedBy: AuditActor;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
  error: string | null;
  /** Set once someone asks to undo the job (POST /api/admin/imports/{id}/undo). */
  undo?: ImportUndo | null;
}

/**
 * Undoing a job removes each entry it created that nobody changed since (its `updatedAt` is still
 * the one the job wrote) and keeps the rest. Progress is `processed of total`, as for the import.
 */
export interface ImportUndo {
  /** 'stopped': a batch failed; asking again goes on where it stopped. */
  status: 'running' | 'done' | 'stopped';
  /** The entries the job created. */
  total: number;
  processed: number;
  removed: number;
  /** Kept: changed since the import. */
  changed: number;
  /** Deleted by someone else since the import. */
  gone: number;
  startedBy: AuditActor;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export const IMPORT_UNDO_TEXT = {
  progress: (undo: Pick<ImportUndo, 'processed' | 'total'>) =>
    `Undoing: ${undo.processed.toLocaleString('en-US')} of ${undo.total.toLocaleString('en-US')}`,
  /** What an undo did, in the kind's words: 'Removed 98 recipes this import created. ...' */
  summary(undo: Pick<ImportUndo, 'removed' | 'changed' | 'gone'>, noun: Noun): string {
    const parts = [
      undo.removed
        ? `Removed ${countOf(undo.removed, noun)} this import created.`
        : `Removed nothing: no ${noun.many} this import created were left unchanged.`,
    ];
    if (undo.changed)
      parts.push(
        `Kept ${countOf(undo.changed, noun)} changed since the import (edit or delete ${undo.changed === 1 ? 'it' : 'them'} yourself).`,
      );
    if (undo.gone)
      parts.push(
        `${countOf(undo.gone, noun)} ${undo.gone === 1 ? 'was' : 'were'} already deleted.`,
      );
    return parts.join(' ');
  },
  stopped: (undo: Pick<ImportUndo, 'processed' | 'total'>) =>
    `The undo stopped after ${undo.processed.toLocaleString('en-US')} of ${undo.total.toLocaleString('en-US')}. Undo again to go on.`,
  stillRunning: 'This import is still running: undo it once it has finished',
  undoRunning: 'This import is being undone already',
} as const;

/** Ids per bulk delete request (the tables send larger selections in several). */
export const MAX_BULK_DELETE = 500;
/** A Firestore document id (redirect ids are encoded source paths: `%2Fold-page`). */
const isDocumentId = (id: string) =>
  id.length > 0 &&
  id.length <= 1500 &&
  !id.includes('/') &&
  id !== '.' &&
  id !== '..' &&
  !/^__.*__$/.test(id);

/** POST /api/admin/bulk-delete/{kind} {ids} */
export const bulkDeleteSchema = z.strictObject({
  ids: z
    .array(z.string().refine(isDocumentId, 'ids: each an entry id, without "/"'), {
      error: 'ids must be a list of ids',
    })
    .min(1, 'ids: name at least one')
    .max(MAX_BULK_DELETE, `ids: at most ${MAX_BULK_DELETE} per request`)
    .refine((ids) => new Set(ids).size === ids.length, 'ids: each id once'),
});

/** What a bulk delete did: `missing` ids were gone already; `failed` ones are still stored. */
export interface BulkDeleteResult {
  deleted: string[];
  missing: string[];
  failed: { id: string; reason: string }[];
}

/** GET /api/admin/imports/{id}: the job and every row it did not import, with the reason. */
export interface ImportJobDetail {
  job: ImportJob;
  rows: ReportRow[];
}

/** 'Importing… N of M' (the progress bar's label). */
export const importProgressText = (job: Pick<ImportJob, 'processed' | 'total'>) =>
  `${job.processed.toLocaleString('en-US')} of ${job.total.toLocaleString('en-US')}`;

/** A running job whose last sign of life is older than this was stopped (crash or timeout). */
export const IMPORT_STALE_AFTER_MS = 2 * 60 * 1000;

export const IMPORT_JOB_TEXT = {
  interrupted: (job: Pick<ImportJob, 'processed' | 'total'>) =>
    `The import stopped after ${importProgressText(job)} rows. Run the same file again: rows already imported are skipped as duplicates.`,
  exists: 'An import with this id exists already',
  categoryOnlyForNames: 'category applies to name-part imports only',
  notFound: 'No such import',
} as const;
