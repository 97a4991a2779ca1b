import { createHash } from 'node:crypto';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import type { ToolName } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import type { CounterFamily } from './sharded-counter';

/** A post's views, clicks and clicks per month ('clicksByMonth.YYYY-MM'). */
export const POST_COUNTERS: CounterFamily = { shards: COLLECTIONS.postStatsShards, shardCount: 20 };
/** A tool's uses, wherever it runs, and when it was last used. */
export const TOOL_COUNTERS: CounterFamily = { shards: COLLECTIONS.toolStatsShards, shardCount: 20 };
/** A tool's uses in one post that embeds it. */
export const EMBED_COUNTERS: CounterFamily = {
  shards: COLLECTIONS.toolEmbedShards,
  shardCount: 10,
};

/**
 * A tool's impressions and uses on one embedding page, per day
 * (toolPages/{id}/toolPageDays/{day}_{n}).
 */
export const TOOL_PAGE_COUNTERS: CounterFamily = {
  shards: COLLECTIONS.toolPageDays,
  shardCount: 5,
};

/** A tool's impressions and uses per embed method, per day (toolStats/{tool}/toolMethodDays). */
export const TOOL_METHOD_COUNTERS: CounterFamily = {
  shards: COLLECTIONS.toolMethodDays,
  shardCount: 5,
};

/** A result's shares, link opens and page visits (toolStats/{tool}/toolResults/{key}). */
export const TOOL_RESULT_COUNTERS: CounterFamily = {
  shards: COLLECTIONS.toolResultShards,
  shardCount: 5,
};

/** A redirect's hits and the time of its last hit (urlRedirects/{id}/redirectHitShards). */
export const REDIRECT_COUNTERS: CounterFamily = {
  shards: COLLECTIONS.redirectHitShards,
  shardCount: 10,
};
/**
 * What a newsletter send brought: views of the post from its mail's links, and unsubscribes from
 * its mail (newsletterSends/{id}/newsletterSendShards, never the send's own document, whose writes
 * wake its worker).
 */
export const NEWSLETTER_SEND_COUNTERS: CounterFamily = {
  shards: COLLECTIONS.newsletterSendShards,
  shardCount: 10,
};
export const NEWSLETTER_SEND_COUNT_FIELDS = {
  visits: 'visits',
  unsubscribes: 'unsubscribes',
} as const;

/** Requests that ended in 404, per path (notFoundLog/{id}/notFoundShards). */
export const NOT_FOUND_COUNTERS: CounterFamily = {
  shards: COLLECTIONS.notFoundShards,
  shardCount: 5,
};

export const POST_COUNT_FIELDS = { views: 'views', clicks: 'clicks' } as const;

/** The field of a month's clicks ('YYYY-MM') in a post's shards. */
export const monthClicksField = (month: string): FieldPath => new FieldPath('clicksByMonth', month);

export const postStatsRef = (db: Firestore, postId: string) =>
  db.collection(COLLECTIONS.postStats).doc(postId);

export const toolStatsRef = (db: Firestore, tool: ToolName) =>
  db.collection(COLLECTIONS.toolStats).doc(tool);

/** The record that a published post embeds a tool (created on the first use there). */
export const toolEmbedRef = (db: Firestore, tool: ToolName, postId: string) =>
  toolStatsRef(db, tool).collection(COLLECTIONS.toolStatsPosts).doc(postId);

/** The record of one of the tool's results: its key is a content id or an elf name's segment. */
export const toolResultRef = (db: Firestore, tool: ToolName, key: string) =>
  toolStatsRef(db, tool).collection(COLLECTIONS.toolResults).doc(key);

/**
 * A tool on one embedding page: the id hashes the tool, origin and path (ids cannot hold '/'). A
 * page not known (path null) hashes the origin alone, which no page's address is (a path starts
 * with '/'): one record for the site's unknown pages.
 */
export const toolPageRef = (db: Firestore, tool: ToolName, origin: string, path: string | null) =>
  db.collection(COLLECTIONS.toolPages).doc(
    createHash('sha256')
      .update(`${tool}\n${origin}${path ?? ''}`)
      .digest('base64url')
      .slice(0, 32),
  );
