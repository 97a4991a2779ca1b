/**
 * Checks a redirect against the others before it is saved (dialog, import, a post's slug change):
 * refused when it can never work (its target is itself, it closes a loop, its source is a path
 * the site never redirects), a warning when it works but probably not as meant (it chains through
 * another redirect, others now chain through it, it hides a published post or a page).
 */
import { fixedPagePaths } from '../site/public-pages';
import { isReservedPath, postSlugOfPath, redirectKey } from './redirect-paths';
import { REDIRECT_TEXT, type StoredStatusCode } from './redirect-schema';

/**
 * Pages of the public site besides posts, by key: a redirect from one of them hides the page
 * (redirects are looked up before a page renders). The feeds are among them, though the spec's
 * path rule already refuses a source with their '.'; the reserved spaces are refused anyway.
 */
const SITE_PAGES = new Set(
  fixedPagePaths()
    .filter((path) => !isReservedPath(path))
    .map(redirectKey),
);

/** What the checks need of a redirect. */
export interface RedirectRule {
  sourcePath: string;
  targetPath: string;
  statusCode: StoredStatusCode;
  isActive: boolean;
}

export type RedirectIssue =
  | { kind: 'reserved'; severity: 'error'; message: string }
  | { kind: 'self'; severity: 'error'; message: string }
  | { kind: 'loop'; severity: 'error'; message: string; cycle: string[] }
  | {
      kind: 'chain';
      severity: 'warning';
      message: string;
      via: string;
      /** Where the chain ends: the target to use instead. */
      finalTarget: string;
    }
  | { kind: 'chained-into'; severity: 'warning'; message: string; from: string[] }
  | { kind: 'shadows-post'; severity: 'warning'; message: string }
  | { kind: 'shadows-page'; severity: 'warning'; message: string };

export const CHECK_TEXT = {
  self: (path: string) => `The target is the source itself (${path}): it would redirect to itself`,
  loop: (cycle: string[]) => `This would make a redirect loop: ${cycle.join(' → ')}`,
  chain: (source: string, via: string, final: string) =>
    `${via} already redirects to ${final}, so ${source} would take two hops. Point ${source} at ${final} instead?`,
  chainedInto: (source: string, from: string[]) =>
    `${from.join(', ')} ${from.length === 1 ? 'redirects' : 'redirect'} to ${source}, which would now redirect again (two hops)`,
  shadowsPost: (path: string) =>
    `${path} is a published post: visitors will be redirected instead of reading it`,
  shadowsPage: (path: string) =>
    `${path} is a page of the site: visitors will be redirected instead of seeing it`,
} as const;

/** Hops followed at most: a longer chain is reported as it stands. */
export const MAX_CHAIN = 20;

/** Redirects that send visitors on: active and not a 404 entry. */
export const isApplied = (rule: RedirectRule): boolean => rule.isActive && rule.statusCode !== 404;

/** The redirects the checks can see, by source key and by target key. */
export interface RedirectLookupTable {
  /** The applied redirect whose source has this key, if any. */
  bySource(key: string): RedirectRule | undefined;
  /** The applied redirects whose target has this key. */
  byTarget(key: string): RedirectRule[];
  /** Whether a published post is shown at this path (`/blog/{slug}`). */
  isPublishedPost(path: string): boolean;
}

/** Where following redirects from `start` leads; stops at a repeat or after MAX_CHAIN hops. */
function follow(start: string, table: RedirectLookupTable, skipKey: string) {
  const hops: string[] = [];
  const seen = new Set<string>();
  let path = start;
  for (let i = 0; i < MAX_CHAIN; i++) {
    const key = redirectKey(path);
    if (key === skipKey || seen.has(key)) return { hops, end: path, stoppedAt: key };
    seen.add(key);
    const next = table.bySource(key);
    if (!next) return { hops, end: path, stoppedAt: null };
    hops.push(next.targetPath);
    path = next.targetPath;
  }
  return { hops, end: path, stoppedAt: null };
}

/**
 * Every problem of `candidate` among `table`'s redirects. When it replaces a stored redirect
 * (an edit), the table's entry for its source is ignored. Inactive or 404 entries redirect no
 * one, so only their paths are checked.
 */
export function checkRedirect(
  candidate: RedirectRule,
  table: RedirectLookupTable,
): RedirectIssue[] {
  const issues: RedirectIssue[] = [];
  const sourceKey = redirectKey(candidate.sourcePath);
  if (isReservedPath(candidate.sourcePath))
    issues.push({
      kind: 'reserved',
      severity: 'error',
      message: REDIRECT_TEXT.reserved(candidate.sourcePath),
    });
  if (!isApplied(candidate)) return issues;
  if (redirectKey(candidate.targetPath) === sourceKey) {
    issues.push({
      kind: 'self',
      severity: 'error',
      message: CHECK_TEXT.self(candidate.sourcePath),
    });
    return issues;
  }

  const { hops, end, stoppedAt } = follow(candidate.targetPath, table, sourceKey);
  if (stoppedAt === sourceKey) {
    const cycle = [candidate.sourcePath, candidate.targetPath, ...hops];
    issues.push({ kind: 'loop', severity: 'error', message: CHECK_TEXT.loop(cycle), cycle });
    return issues;
  }
  if (hops.length > 0)
    issues.push({
      kind: 'chain',
      severity: 'warning',
      message: CHECK_TEXT.chain(candidate.sourcePath, candidate.targetPath, end),
      via: candidate.targetPath,
      finalTarget: end,
    });

  const from = table
    .byTarget(sourceKey)
    .filter((rule) => redirectKey(rule.sourcePath) !== sourceKey)
    .map((rule) => rule.sourcePath);
  if (from.length > 0)
    issues.push({
      kind: 'chained-into',
      severity: 'warning',
      message: CHECK_TEXT.chainedInto(candidate.sourcePath, from),
      from,
    });

  if (postSlugOfPath(candidate.sourcePath) && table.isPublishedPost(candidate.sourcePath))
    issues.push({
      kind: 'shadows-post',
      severity: 'warning',
      message: CHECK_TEXT.shadowsPost(candidate.sourcePath),
    });
  else if (SITE_PAGES.has(redirectKey(candidate.sourcePath)))
    issues.push({
      kind: 'shadows-page',
      severity: 'warning',
      message: CHECK_TEXT.shadowsPage(candidate.sourcePath),
    });
  return issues;
}

/**
 * A lookup table over a list of redirects that can grow: an import checks each row against the
 * stored redirects and the rows before it, so loops inside one file are found too.
 */
export class RedirectTable implements RedirectLookupTable {
  private readonly sources = new Map<string, RedirectRule>();
  private readonly targets = new Map<string, RedirectRule[]>();

  constructor(
    rules: Iterable<RedirectRule> = [],
    private readonly publishedPost: (path: string) => boolean = () => false,
  ) {
    for (const rule of rules) this.add(rule);
  }

  /** Adds (or replaces) the redirect of a source; entries that redirect no one are left out. */
  add(rule: RedirectRule): void {
    const key = redirectKey(rule.sourcePath);
    this.remove(key);
    if (!isApplied(rule)) return;
    this.sources.set(key, rule);
    const target = redirectKey(rule.targetPath);
    this.targets.set(target, [...(this.targets.get(target) ?? []), rule]);
  }

  remove(sourceKey: string): void {
    const previous = this.sources.get(sourceKey);
    if (!previous) return;
    this.sources.delete(sourceKey);
    const target = redirectKey(previous.targetPath);
    const rest = (this.targets.get(target) ?? []).filter((r) => r !== previous);
    if (rest.length) this.targets.set(target, rest);
    else this.targets.delete(target);
  }

  bySource(key: string): RedirectRule | undefined {
    return this.sources.get(key);
  }

  byTarget(key: string): RedirectRule[] {
    return this.targets.get(key) ?? [];
  }

  isPublishedPost(path: string): boolean {
    return this.publishedPost(path);
  }
}

export const errorsOf = (issues: readonly RedirectIssue[]) =>
  issues.filter((issue) => issue.severity === 'error');
export const warningsOf = (issues: readonly RedirectIssue[]) =>
  issues.filter((issue) => issue.severity === 'warning');
