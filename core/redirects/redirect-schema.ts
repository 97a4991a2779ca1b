/**
 * What a redirect may look like: the schema of the admin's form and API, and of an imported row
 * (spec part 2 §5, with its messages), shared by the dialog, the server and the importer.
 */
import { z } from 'zod';
import { spreadsheetText } from '../lib/spreadsheet-cells';
import { hasLoneSurrogate } from '../lib/storable';
import {
  isReservedPath,
  MAX_REDIRECT_PATH_LENGTH,
  normalizeRedirectPath,
  REDIRECT_PATH_PATTERN,
  RESERVED_PREFIXES,
} from './redirect-paths';

/** Spec part 2 §3, §5 and §9: the codes a redirect answers with; 301 by default. */
export const REDIRECT_STATUS_CODES = [301, 302, 307, 308] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];
/** Stored codes: also 404, which the two built-in placeholder image paths answer (spec §9). */
export const STORED_STATUS_CODES = [...REDIRECT_STATUS_CODES, 404] as const;
export type StoredStatusCode = (typeof STORED_STATUS_CODES)[number];
export const DEFAULT_STATUS_CODE: RedirectStatusCode = 301;

export const STATUS_CODE_LABELS: Record<StoredStatusCode, string> = {
  301: '301 - Permanent',
  302: '302 - Temporary',
  307: '307 - Temporary (keep method)',
  308: '308 - Permanent (keep method)',
  404: '404 - Not found',
};

export const MAX_NOTES_LENGTH = 500;

/** Spec part 2 §5 and §8, verbatim, and the messages of what the spec leaves open. */
export const REDIRECT_TEXT = {
  sourceRequired: 'Source path is required',
  sourceInvalid:
    'Source path must start with / and contain only letters, numbers, hyphens, and slashes',
  targetRequired: 'Target path is required',
  targetInvalid:
    'Target path must start with / and contain only letters, numbers, hyphens, and slashes',
  duplicate: 'A redirect with this source path already exists',
  csvColumns: 'CSV must contain source_path and target_path columns',
  loginRequired: 'User must be logged in to import redirects',
  tooLong: (label: string) => `${label} must be at most ${MAX_REDIRECT_PATH_LENGTH} characters`,
  statusInvalid: 'Status code must be 301, 302, 307 or 308',
  notesInvalid: `Notes must be at most ${MAX_NOTES_LENGTH} characters of text`,
  reserved: (path: string) =>
    `${path} is never redirected: paths under ${RESERVED_PREFIXES.slice(0, -1).join(', ')} and ${RESERVED_PREFIXES.at(-1)} belong to the site itself`,
  regexRow: 'Regular expression redirects cannot be imported: add each path as its own redirect',
  activeInvalid: 'is_active must be true or false (yes/no and 1/0 also work)',
  offSite: (host: string, siteHost: string) =>
    `Off-site targets are not supported: ${host} is not this site (${siteHost}); a redirect can only send visitors to a path of this site`,
  accessCountInvalid: 'access_count must be a whole number (0 or more)',
  lastAccessedInvalid: 'last_accessed_at must be a date and time, e.g. 2025-12-24T08:30:00.000Z',
  notFound: 'No such redirect',
} as const;

/** The form's and the API's fields, before defaults. */
export interface RedirectInput {
  sourcePath: string;
  targetPath: string;
  statusCode?: StoredStatusCode;
  isActive?: boolean;
  notes?: string;
}

const path = (label: 'Source path' | 'Target path', required: string, invalid: string) =>
  z
    .string({ error: required })
    .transform((value) => value.trim())
    .refine((value) => value !== '', required)
    .refine((value) => value === '' || REDIRECT_PATH_PATTERN.test(value), invalid)
    .refine((value) => value.length <= MAX_REDIRECT_PATH_LENGTH, REDIRECT_TEXT.tooLong(label))
    .transform(normalizeRedirectPath);

const sourcePath = path('Source path', REDIRECT_TEXT.sourceRequired, REDIRECT_TEXT.sourceInvalid)
  // Requests under these never reach the lookup, so such a redirect could never apply.
  .refine((value) => !isReservedPath(value), {
    error: (issue) => REDIRECT_TEXT.reserved(String(issue.input)),
  });
const targetPath = path('Target path', REDIRECT_TEXT.targetRequired, REDIRECT_TEXT.targetInvalid);

const notes = z
  .string({ error: REDIRECT_TEXT.notesInvalid })
  .transform((value) => value.trim())
  .refine((value) => value.length <= MAX_NOTES_LENGTH && !hasLoneSurrogate(value), {
    error: REDIRECT_TEXT.notesInvalid,
  });

const statusCode = z
  .literal(STORED_STATUS_CODES, { error: REDIRECT_TEXT.statusInvalid })
  .default(DEFAULT_STATUS_CODE);

/** The dialog's and the API's redirect: paths normalized, defaults filled in. */
export const redirectInputSchema = z.strictObject({
  sourcePath,
  targetPath,
  statusCode,
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  notes: notes.default(''),
});
export type RedirectFields = z.output<typeof redirectInputSchema>;

/**
 * Words for is_active in an import: the spec's 'true', what spreadsheets write (TRUE, yes, 1),
 * Postgres dumps (t/f) and WordPress Redirection (active/disabled), in any case.
 */
const ACTIVE_WORDS = new Set(['true', 'yes', 'y', '1', 't', 'enabled', 'active']);
const INACTIVE_WORDS = new Set(['false', 'no', 'n', '0', 'f', 'disabled', 'inactive']);
const REGEX_WORDS = new Set(['true', 'yes', '1']);

const cellText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** What a row of our own export adds to a redirect: its hit count and last access. */
export const importedRedirectSchema = redirectInputSchema.extend({
  accessCount: z.number().int().min(0).optional(),
  lastAccessedAt: z.string().optional(),
});
export type ImportedRedirect = z.output<typeof importedRedirectSchema>;

/** A target that names another site: refused, with the host it names. */
class OffSiteTarget {
  constructor(readonly host: string) {}
}

/**
 * One imported row (spec §5): a missing leading slash is added; a status that is missing or not
 * a number is 301; is_active is true when absent and otherwise one of the words above; a target
 * given as a full URL on the site's own host is taken as its path; a WordPress Redirection row
 * marked as a regular expression is refused (a pattern is not a path). The export's access_count
 * and last_accessed_at come back with it.
 */
export function redirectImportRowSchema(siteOrigin: string) {
  const siteHost = hostOf(siteOrigin);
  return z
    .strictObject({
      sourcePath: z.preprocess(withLeadingSlash, z.unknown()),
      targetPath: z.preprocess((value) => onSiteTarget(value, siteHost), z.unknown()),
      statusCode: z.preprocess(importedStatus, z.unknown()),
      isActive: z.preprocess(activeWord, z.boolean({ error: REDIRECT_TEXT.activeInvalid })),
      notes: z.preprocess(
        (value) => (typeof value === 'string' ? spreadsheetText(value) : value),
        z.unknown(),
      ),
      regex: z.unknown().optional(),
      accessCount: z.preprocess(
        wholeNumber,
        z.number({ error: REDIRECT_TEXT.accessCountInvalid }).int().min(0).optional(),
      ),
      lastAccessedAt: z.preprocess(
        isoTime,
        z.string({ error: REDIRECT_TEXT.lastAccessedInvalid }).optional(),
      ),
    })
    .superRefine((row, context) => {
      if (row.regex !== undefined && REGEX_WORDS.has(String(row.regex).trim().toLowerCase()))
        context.addIssue({ code: 'custom', path: ['regex'], message: REDIRECT_TEXT.regexRow });
      if (row.targetPath instanceof OffSiteTarget)
        context.addIssue({
          code: 'custom',
          path: ['targetPath'],
          message: REDIRECT_TEXT.offSite(row.targetPath.host, siteHost),
        });
    })
    .transform(({ regex: _regex, ...row }): unknown => row)
    .pipe(importedRedirectSchema);
}

/** A host as compared: lower case, without www. (SITE_URL's canonical form has none). */
const hostOf = (url: string) => new URL(url).host.toLowerCase().replace(/^www\./, '');

function onSiteTarget(value: unknown, siteHost: string): unknown {
  const text = cellText(value);
  if (typeof text !== 'string' || !/^([a-z][a-z0-9+.-]*:)?\/\//i.test(text))
    return withLeadingSlash(text);
  let url: URL;
  try {
    url = new URL(text, 'https://invalid.invalid');
  } catch {
    return text;
  }
  if (hostOf(url.href) !== siteHost) return new OffSiteTarget(url.host);
  return `${url.pathname}${url.search}${url.hash}`;
}

function withLeadingSlash(value: unknown): unknown {
  const text = cellText(value);
  if (typeof text !== 'string' || text === '' || text.startsWith('/')) return text;
  return `/${text}`;
}

function activeWord(value: unknown): unknown {
  if (value === undefined) return true;
  const word = String(value).trim().toLowerCase();
  if (ACTIVE_WORDS.has(word)) return true;
  if (INACTIVE_WORDS.has(word)) return false;
  return value;
}

function importedStatus(value: unknown): unknown {
  const text = cellText(value);
  if (text === undefined || text === null || text === '') return undefined;
  const number = typeof text === 'number' ? text : Number(text);
  return Number.isFinite(number) ? number : undefined;
}

function wholeNumber(value: unknown): unknown {
  const text = cellText(value);
  return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : text;
}

function isoTime(value: unknown): unknown {
  const text = cellText(value);
  if (typeof text !== 'string') return text;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
