/** Helpers for tests that run against the local emulators started by `npm test`. */
import { randomBytes } from 'node:crypto';
import type { AuditActor } from '@core/admin/audit';
import { COLLECTIONS } from '@core/paths';
import type { Post, StoredPost, ToolName } from '@core/models';
import { readServerSettings } from '@core/site/settings';
import { counterTotals, latestValue } from '../../functions/src/counters/sharded-counter';
import {
  POST_COUNT_FIELDS,
  POST_COUNTERS,
  postStatsRef,
  TOOL_COUNTERS,
  toolStatsRef,
} from '../../functions/src/counters/site-counters';
import { adminAuth, db } from '../../functions/src/platform/firebase';
import type { QuotaClient } from '../../functions/src/platform/quotas';
import { deletePostEverywhere } from '../../functions/src/posts/delete-post';
import { EMULATOR_ENV, PORTS, SITE_ORIGIN } from '../../scripts/lib/stack';

Object.assign(process.env, EMULATOR_ENV);

export { SITE_ORIGIN };

export const uniqueId = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

/** A random private address: a client of its own, so rate limits never cross between tests. */
export const randomClientAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** The same, for what counts a client without a request (platform/quotas.ts). */
export function ownQuotaClient(): QuotaClient {
  const key = uniqueId('client');
  return () => key;
}

/** Stands for the addresses the proxies after Hosting append (Cloud Run's front end: Hosting's). */
const PROXY_HOP = '192.0.2.1';

/**
 * The X-Forwarded-For header the functions get behind Firebase Hosting: whatever the client wrote
 * (`written`), then the client's address as Hosting appended it, then the later proxies' entries,
 * as many as the stack trusts (TRUSTED_PROXY_HOPS). The local Hosting emulator appends nothing, so
 * tests write the proxies' entries themselves.
 */
export function forwardedFor(
  client: string,
  written: string[] = [],
): { 'x-forwarded-for': string } {
  const laterHops = readServerSettings(process.env).trustedProxyHops - 1;
  return {
    'x-forwarded-for': [...written, client, ...Array<string>(laterHops).fill(PROXY_HOP)].join(', '),
  };
}

/** Writes a post and its slug claim directly (as the editor's batch does) and answers it. */
export async function createTestPost(overrides: Partial<Omit<Post, 'id'>> = {}): Promise<Post> {
  const slug = overrides.slug ?? uniqueId('test-post');
  const now = new Date().toISOString();
  const ref = db().collection(COLLECTIONS.posts).doc();
  const post: StoredPost = {
    title: `Test post ${slug}`,
    slug,
    excerpt: `Excerpt of ${slug}`,
    content: `<p>Body of ${slug}</p>`,
    featuredImage: null,
    published: true,
    createdAt: now,
    updatedAt: now,
    metadata: {},
    rand: Math.random(),
    // Public since it was written, unless the test says otherwise: the blog orders by publishedAt.
    ...(overrides.published === false ? {} : { publishedAt: overrides.createdAt ?? now }),
    ...overrides,
  };
  const batch = db().batch();
  batch.create(ref, post);
  batch.create(db().collection(COLLECTIONS.postSlugs).doc(slug), { postId: ref.id });
  await batch.commit();
  return { id: ref.id, ...post };
}

/** Who the audit log names for the tests' own clean-up. */
const TEST_CLEANUP: AuditActor = { uid: 'test-cleanup', email: null };

/** Deletes a post as the admin API does: its slug claim, counters and tool-embed records too. */
export async function deleteTestPost(post: Pick<Post, 'id'>): Promise<void> {
  await deletePostEverywhere(post.id, TEST_CLEANUP);
}

/** A post's exact views and clicks, summed from its counter's shards. */
export function postCounts(postId: string): Promise<{ views: number; clicks: number }> {
  return counterTotals(POST_COUNTERS, postStatsRef(db(), postId), POST_COUNT_FIELDS);
}

/** A tool's figures as the dashboard reads them: uses, embedding posts, time of last use. */
export async function toolCounts(
  tool: ToolName,
): Promise<{ totalUsage: number; postEmbeds: number; lastUsed: unknown }> {
  const counted = toolStatsRef(db(), tool);
  const [{ totalUsage }, embeds, lastUsed] = await Promise.all([
    counterTotals(TOOL_COUNTERS, counted, { totalUsage: 'totalUsage' }),
    counted.collection(COLLECTIONS.toolStatsPosts).count().get(),
    latestValue(TOOL_COUNTERS, counted, 'lastUsed'),
  ]);
  return { totalUsage, postEmbeds: embeds.data().count, lastUsed };
}

const minuteNow = () => Math.floor(Date.now() / 60_000);

/**
 * Rate limits count per calendar minute. A burst that fails while a new minute began (its
 * requests fell into two windows) runs once more, from a new client it picks itself; a failure
 * within one minute is the test's. No waiting for a fresh minute first.
 */
export async function inOneRateWindow(burst: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const minute = minuteNow();
    try {
      return await burst();
    } catch (error) {
      if (minuteNow() === minute || attempt === 2) throw error;
    }
  }
}

export async function createTestUser(): Promise<{ uid: string; email: string; password: string }> {
  const email = `${uniqueId('user')}@elf.test`;
  const password = randomBytes(9).toString('base64url');
  const { uid } = await adminAuth().createUser({ email, password });
  return { uid, email, password };
}

/** Calls the Auth emulator's REST API with the public web API key, as any browser can. */
async function authRest(method: string, body: Record<string, unknown>): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  if (!response.ok)
    throw new Error(`${method} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** A real ID token from the Auth emulator, as the browser SDK would get it. */
export function signIn(email: string, password: string): Promise<string> {
  return authRest('signInWithPassword', { email, password });
}

/**
 * The ID token of an account that signed itself up just now: anyone with the public web API key
 * can do this, so such a token proves nothing but that someone has an account.
 */
export function signUpAnyone(): Promise<string> {
  return authRest('signUp', {
    email: `${uniqueId('stranger')}@elf.test`,
    password: randomBytes(9).toString('base64url'),
  });
}
