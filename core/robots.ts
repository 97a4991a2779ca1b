import { z } from 'zod';

/** Paths no crawler needs: the admin app and the JSON API. */
export const ROBOTS_DISALLOWED = ['/admin', '/api'] as const;

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

/** settings/robots: the admin's own lines of robots.txt. */
export const robotsSettingsSchema = z.strictObject({
  extraLines: z
    .string({ error: 'Extra lines must be text' })
    .max(
      ROBOTS_EXTRA_MAX,
      `Keep the extra lines under ${ROBOTS_EXTRA_MAX.toLocaleString('en-US')} characters`,
    )
    .refine((text) => !robotsBlocksWholeSite(text), ROBOTS_BLOCKS_SITE_MESSAGE),
});
export type RobotsSettings = z.infer<typeof robotsSettingsSchema>;
export const DEFAULT_ROBOTS_SETTINGS: RobotsSettings = { extraLines: '' };
