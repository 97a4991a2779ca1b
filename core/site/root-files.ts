import { z } from 'zod';
import { BLOB_METADATA_SUFFIX, BLOB_NAME_MAX_BYTES } from '../images/blob-file-names';
import { mediaUrl } from '../images/media-url';
import { FILE_CSP } from './security-headers';

/**
 * Files an admin publishes at the domain root (spec part 2 §2 Domain Root File Manager): search
 * engine verification files, ads.txt, `.well-known/security.txt`. The guards here decide what
 * may be published; the server applies them on upload, copy, delete and when serving.
 */

/** Largest file accepted: verification files are a few hundred bytes, ads.txt a few KB. */
export const ROOT_FILE_MAX_BYTES = 512 * 1024;
/**
 * Longest name, in UTF-8 bytes: a file system's limit on one name, less what the local blob store
 * adds to it for the files it keeps beside the blob.
 */
export const ROOT_FILE_NAME_MAX_BYTES = BLOB_NAME_MAX_BYTES;
/** The one folder a root file may sit in (RFC 8615 well-known URIs, e.g. security.txt). */
export const WELL_KNOWN_PREFIX = '.well-known/';

/** The types a root file may have, by extension, and the content type it is served with. */
export const ROOT_FILE_TYPES = {
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;
export type RootFileExtension = keyof typeof ROOT_FILE_TYPES;
export const ROOT_FILE_EXTENSIONS = Object.keys(ROOT_FILE_TYPES) as RootFileExtension[];

/**
 * First path segments the site itself answers (routes, static files, the functions' paths), in
 * lower case: a root file named like one would hide a page or an asset, or be hidden by it.
 * root-files.test.ts checks this list against the site's routes and its public folder.
 */
export const RESERVED_ROOT_SEGMENTS = [
  // Pages and the functions' paths.
  'index.html',
  '404.html',
  'blog',
  'about',
  'terms',
  'privacy',
  'generators',
  'admin',
  'api',
  'media',
  'site-files',
  // Static files the build puts at the root.
  'assets',
  'widgets',
  'images',
  'sw.js',
  'favicon.svg',
  'favicon.png',
  'favicon.ico',
  // Files the sitemap tool publishes.
  'robots.txt',
  'sitemap.xml',
  // The blog's feed.
  'rss.xml',
] as const;

/** sitemap.xml's parts once it becomes an index (core/site/sitemap.ts names them sitemap-N.xml). */
const SITEMAP_PART = /^sitemap(-[0-9]+)?\.xml$/i;
/** Allowed characters of a name's segment: no spaces, quotes, `%`, `?` or `#` to break a URL. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
// Control characters are refused by name, so the check has to contain them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const ROOT_FILE_TEXT = {
  noFileTitle: 'No file selected',
  noFileText: 'Please select a file to upload',
  uploaded: 'File uploaded successfully',
  uploadFailed: 'Upload failed',
  deleted: 'File deleted',
  deleteFailed: 'Delete failed',
  loadFailed: 'Error loading files',
  empty: 'No files at the domain root yet. Upload a verification file, ads.txt or security.txt.',
  loading: 'Loading files...',
  nameEmpty: 'The file needs a name.',
  nameTooLong: `The file name is too long: at most ${ROOT_FILE_NAME_MAX_BYTES} bytes.`,
  nameControl: 'The file name contains control characters.',
  nameDots: "The file name may not be '.' or '..' or contain '..'.",
  nameSlash: `The file name may not contain a slash, except for the '${WELL_KNOWN_PREFIX}' folder (for example .well-known/security.txt).`,
  nameCharacters:
    'The file name may use letters, digits, dots, hyphens and underscores only, and must start with a letter or digit.',
  nameMetadata: `The file name may not end in '${BLOB_METADATA_SUFFIX}'.`,
  nameReserved: (name: string) =>
    `'${name}' is part of the site itself (a page, an asset or a generated file), so it cannot be replaced here.`,
  type: (extension: string) =>
    `Files ending in '${extension || '(no extension)'}' cannot be published. Allowed types: ${ROOT_FILE_EXTENSIONS.map((e) => `.${e}`).join(', ')}.`,
  emptyFile: 'The file is empty.',
  tooLarge: `The file is too large: at most ${formatFileSize(ROOT_FILE_MAX_BYTES)}.`,
  notText: 'The file is not UTF-8 text.',
  notFound: (name: string) => `There is no file named '${name}' at the domain root.`,
} as const;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

export function rootFileExtension(name: string): string {
  const last = name.slice(name.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

/** Why a name cannot be a root file, or null when it can. */
export function rootFileNameProblem(name: string): string | null {
  if (name === '') return ROOT_FILE_TEXT.nameEmpty;
  if (new TextEncoder().encode(name).length > ROOT_FILE_NAME_MAX_BYTES)
    return ROOT_FILE_TEXT.nameTooLong;
  if (CONTROL.test(name)) return ROOT_FILE_TEXT.nameControl;
  if (name.split(/[/\\]/).some((part) => part === '.' || part === '..') || name.includes('..'))
    return ROOT_FILE_TEXT.nameDots;
  const segment = name.startsWith(WELL_KNOWN_PREFIX) ? name.slice(WELL_KNOWN_PREFIX.length) : name;
  if (segment.includes('/') || segment.includes('\\')) return ROOT_FILE_TEXT.nameSlash;
  if (!SAFE_SEGMENT.test(segment)) return ROOT_FILE_TEXT.nameCharacters;
  if (segment.toLowerCase().endsWith(BLOB_METADATA_SUFFIX)) return ROOT_FILE_TEXT.nameMetadata;
  const lower = name.toLowerCase();
  if (
    (RESERVED_ROOT_SEGMENTS as readonly string[]).includes(lower) ||
    SITEMAP_PART.test(lower) ||
    // The functions runtime answers these itself (a 404) before any of our code runs.
    lower.startsWith('favicon.') ||
    lower.endsWith('/robots.txt') ||
    // A page's clean URL (`/about`) is also answered as `/about.html` by static hosting.
    (RESERVED_ROOT_SEGMENTS as readonly string[]).includes(lower.replace(/\.html$/, ''))
  )
    return ROOT_FILE_TEXT.nameReserved(name);
  const extension = rootFileExtension(name);
  if (!(ROOT_FILE_EXTENSIONS as string[]).includes(extension))
    return ROOT_FILE_TEXT.type(extension && `.${extension}`);
  return null;
}

export const isRootFileName = (name: string): boolean => rootFileNameProblem(name) === null;

/** The content type a (valid) root file name is served with. */
export function rootFileContentType(name: string): string {
  return ROOT_FILE_TYPES[rootFileExtension(name) as RootFileExtension] ?? 'text/plain';
}

/** Why these bytes cannot be published, or null: empty, too large, or not UTF-8 text. */
export function rootFileContentProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return ROOT_FILE_TEXT.emptyFile;
  if (bytes.length > ROOT_FILE_MAX_BYTES) return ROOT_FILE_TEXT.tooLarge;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (text.includes('\u0000')) return ROOT_FILE_TEXT.notText;
  } catch {
    return ROOT_FILE_TEXT.notText;
  }
  return null;
}

/**
 * Headers every root file is served with: never sniffed into another type, and never a document
 * that runs a script (a verification page is HTML; XML may embed XHTML with scripts).
 */
export function rootFileSecurityHeaders(): Record<string, string> {
  return { 'x-content-type-options': 'nosniff', 'content-security-policy': FILE_CSP };
}

/** One file at the domain root, as the manager lists it. */
export interface RootFile {
  name: string;
  size: number;
  contentType: string;
  /** ISO-8601. */
  uploadedAt: string;
  /** Where it is served: https://{site}/{name}. */
  publicUrl: string;
}

/** Where an upload waits for copy-file-to-root (spec part 2 §7: `root-files/{filename}`). */
export const ROOT_FILE_STAGING_PREFIX = 'public/root-files/';
/** The staged upload's URL, the sourceUrl copy-file-to-root takes. */
export const stagedRootFileUrl = (name: string) => mediaUrl(`${ROOT_FILE_STAGING_PREFIX}${name}`);

const nameSchema = z
  .string()
  .max(1024)
  .superRefine((name, ctx) => {
    const problem = rootFileNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Spec part 2 §7 copy-file-to-root: body {sourceUrl, destFileName}; answers publicUrl. */
export const copyFileToRootSchema = z.strictObject({
  sourceUrl: z.string().min(1).max(2048),
  destFileName: nameSchema,
});
export type CopyFileToRootRequest = z.infer<typeof copyFileToRootSchema>;
export interface CopyFileToRootResponse {
  success: true;
  publicUrl: string;
  file: RootFile;
}

/** Spec part 2 §7 delete-root-file: body {fileName}. */
export const deleteRootFileSchema = z.strictObject({ fileName: nameSchema });
export interface DeleteRootFileResponse {
  success: true;
  fileName: string;
}

/** POST /api/admin/root-files?name=…: the upload, before it is copied to the root. */
export interface StagedRootFile {
  sourceUrl: string;
  size: number;
}
