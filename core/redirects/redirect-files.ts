/**
 * The files an admin downloads from the redirects page, built in the browser from the list: the
 * spec's CSV export (which imports back unchanged), and the same redirects for other servers in
 * front of the site: a Cloudflare Pages / Netlify `_redirects` file, an nginx `map`, and the
 * `redirects` of a Firebase Hosting configuration.
 */
import Papa from 'papaparse';
import { spreadsheetSafe } from '../lib/spreadsheet-cells';
import type { StoredStatusCode } from './redirect-schema';

/** What the files need of a stored redirect. */
export interface ExportedRedirect {
  sourcePath: string;
  targetPath: string;
  statusCode: StoredStatusCode;
  isActive: boolean;
  notes: string;
  accessCount: number;
  lastAccessedAt: string | null;
}

/** Spec part 2 §7: the export's columns, in order. */
export const EXPORT_COLUMNS = [
  'source_path',
  'target_path',
  'status_code',
  'is_active',
  'notes',
  'access_count',
  'last_accessed_at',
] as const;

/** `redirects-export-{date}.csv`, the date as YYYY-MM-DD. */
export const exportFileName = (now: Date): string =>
  `redirects-export-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The export: a UTF-8 BOM, then one row per redirect, quoted where needed, CRLF. Where a spreadsheet would start a
 * formula in a cell, even one it splits on its own separator, an apostrophe goes first, which
 * the import removes (spreadsheet-cells).
 */
export function redirectsCsv(redirects: readonly ExportedRedirect[]): string {
  return `${UTF8_BOM}${Papa.unparse(
    {
      fields: [...EXPORT_COLUMNS],
      data: redirects.map((r) => [
        spreadsheetSafe(r.sourcePath),
        spreadsheetSafe(r.targetPath),
        String(r.statusCode),
        String(r.isActive),
        spreadsheetSafe(r.notes),
        String(r.accessCount),
        r.lastAccessedAt ?? '',
      ]),
    },
    { newline: '\r\n' },
  )}`;
}

/** Excel reads a CSV as UTF-8 only when it starts with this; otherwise as the system code page. */
const UTF8_BOM = '\uFEFF';

/** Cloudflare Pages serves at most this many static redirects from a `_redirects` file. */
export const PAGES_STATIC_REDIRECT_LIMIT = 2000;

const active = (redirects: readonly ExportedRedirect[]) => redirects.filter((r) => r.isActive);
const redirecting = (redirects: readonly ExportedRedirect[]) =>
  active(redirects).filter((r) => r.statusCode !== 404);

/**
 * A `_redirects` file (Cloudflare Pages, Netlify): `source target code` per active redirect.
 * The 404 entries are left out (Pages accepts only redirect and 200 codes there).
 */
export function pagesRedirectsFile(redirects: readonly ExportedRedirect[]): {
  text: string;
  lines: number;
  overLimit: boolean;
} {
  const rules = redirecting(redirects).map(
    (r) => `${r.sourcePath} ${r.targetPath} ${r.statusCode}`,
  );
  return {
    text: `${rules.join('\n')}\n`,
    lines: rules.length,
    overLimit: rules.length > PAGES_STATIC_REDIRECT_LIMIT,
  };
}

/**
 * An nginx `map` per status code (nginx's `return` takes a literal code), to include in the http
 * block; the comment says what to put in the server block. Queries are kept ($is_args$args).
 */
export function nginxMapFile(redirects: readonly ExportedRedirect[]): string {
  const lines = [
    '# Redirects from the admin. Include this file in the http block, then in the server block:',
  ];
  const codes = [...new Set(active(redirects).map((r) => r.statusCode))].sort();
  for (const code of codes)
    lines.push(
      code === 404
        ? `#   if ($elf_redirect_${code}) { return 404; }`
        : `#   if ($elf_redirect_${code}) { return ${code} $elf_redirect_${code}$is_args$args; }`,
    );
  for (const code of codes) {
    lines.push('', `map $uri $elf_redirect_${code} {`, '    default "";');
    for (const r of active(redirects).filter((x) => x.statusCode === code))
      lines.push(`    ${r.sourcePath} ${code === 404 ? '1' : r.targetPath};`);
    lines.push('}');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The `redirects` array of firebase.json's hosting section. Firebase Hosting answers only 301 or
 * 302, so 308 goes as 301 and 307 as 302 (they differ only in keeping a POST a POST).
 */
export function firebaseHostingRedirects(redirects: readonly ExportedRedirect[]): string {
  const type = (code: StoredStatusCode) => (code === 301 || code === 308 ? 301 : 302);
  const rules = redirecting(redirects).map((r) => ({
    source: r.sourcePath,
    destination: r.targetPath,
    type: type(r.statusCode),
  }));
  return `${JSON.stringify({ redirects: rules }, null, 2)}\n`;
}
