import { z } from 'zod';
import { SITE_SPACES } from './public-pages';

/** Paths no crawler needs: the address spaces kept from them (the admin app and the JSON API). */
export const ROBOTS_DISALLOWED: readonly string[] = SITE_SPACES.filter(
  (space) => !space.crawled,
).map((space) => space.prefix);

/** Longest extra text an admin may add to robots.txt (Google reads the first 500 KiB). */
export const ROBOTS_EXTRA_MAX = 10_000;

export const ROBOTS_BLOCKS_SITE_MESSAGE =
  "These lines would keep every crawler out of the whole site ('Disallow: /' for all user agents), so the site would vanish from search results. Remove that line, or name only the paths to hide.";

/** robots.txt: our rules for every crawler, the admin's extra lines, and where the sitemap is. */
export function robotsTxt(input: { origin: string; extraLines?: string }): string {
  const extra = (input.extraLines ?? '').replace(/\r\n?/g, '\n').trim();
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    ...(extra ? ['', extra] : []),
    '',
    `Sitemap: ${input.origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Whether robots.txt text keeps all crawlers out of everything: a group for `*` (RFC 9309
 * groups: consecutive user-agent lines, then rules) that disallows `/` and allows nothing back.
 */
export function robotsBlocksWholeSite(text: string): boolean {
  interface Group {
    agents: string[];
    disallowsRoot: boolean;
    allowsSome: boolean;
  }
  const groups: Group[] = [];
  let current: Group | null = null;
  let readingRules = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(rawLine.replace(/#.*/, '').trim());
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === 'user-agent') {
      if (!current || readingRules) {
        current = { agents: [], disallowsRoot: false, allowsSome: false };
        groups.push(current);
        readingRules = false;
      }
      current.agents.push(value.toLowerCase());
    } else if (current && (field === 'disallow' || field === 'allow')) {
      readingRules = true;
      if (field === 'disallow' && (value === '/' || value === '/*')) current.disallowsRoot = true;
      if (field === 'allow' && value !== '') current.allowsSome = true;
    }
  }
  return groups.some((g) => g.agents.includes('*') && g.disallowsRoot && !g.allowsSome);
}

/**
 * The fields robots.txt lines may name: RFC 9309's, the Sitemap line all major crawlers read,
 * and Crawl-delay, which Bing and Yandex honour.
 */
export const ROBOTS_FIELDS = ['User-agent', 'Allow', 'Disallow', 'Sitemap', 'Crawl-delay'] as const;

export const ROBOTS_LINE_TEXT = {
  notALine: (line: number, text: string) =>
    `Line ${line} ("${text}") is not a robots.txt line: each line is "Field: value" with a field of ${ROBOTS_FIELDS.join(', ')}, or a # comment`,
  unknownField: (line: number, field: string) =>
    `Line ${line}: "${field}" is not a robots.txt field; use ${ROBOTS_FIELDS.join(', ')}`,
  sitemapUrl: (line: number) =>
    `Line ${line}: Sitemap needs a full URL, e.g. Sitemap: https://example.com/sitemap.xml`,
} as const;

/** The first extra line that is not a robots.txt line, with why; null when all are. */
export function robotsLineProblem(text: string): string | null {
  const fields = new Map(ROBOTS_FIELDS.map((field) => [field.toLowerCase(), field]));
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.replace(/#.*/, '').trim();
    if (!line) continue;
    const match = /^([^:\s]+)\s*:\s*(.*)$/.exec(line);
    if (!match) return ROBOTS_LINE_TEXT.notALine(index + 1, rawLine.trim());
    const field = fields.get(match[1]!.toLowerCase());
    if (!field) return ROBOTS_LINE_TEXT.unknownField(index + 1, match[1]!);
    if (field === 'Sitemap' && !isAbsoluteHttpUrl(match[2]!))
      return ROBOTS_LINE_TEXT.sitemapUrl(index + 1);
  }
  return null;
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** settings/robots: the admin's own lines of robots.txt. */
export const robotsSettingsSchema = z.strictObject({
  extraLines: z
    .string({ error: 'Extra lines must be text' })
    .max(
      ROBOTS_EXTRA_MAX,
      `Keep the extra lines under ${ROBOTS_EXTRA_MAX.toLocaleString('en-US')} characters`,
    )
    .superRefine((text, context) => {
      const problem = robotsLineProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .refine((text) => !robotsBlocksWholeSite(text), ROBOTS_BLOCKS_SITE_MESSAGE),
});
export type RobotsSettings = z.infer<typeof robotsSettingsSchema>;
export const DEFAULT_ROBOTS_SETTINGS: RobotsSettings = { extraLines: '' };
