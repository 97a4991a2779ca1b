/**
 * A newsletter send as a stored job (functions/src/newsletter/send-job.ts): its recipients copied
 * when it starts, then mailed in bounded slices, each recipient claimed before its mail and marked
 * after it. SMTP gives no exactly-once: a recipient a crash left claimed but not marked is never
 * mailed again on its own, but listed as unconfirmed for the owner to retry or not.
 */

/** What became of one recipient of a send. */
export const RECIPIENT_STATES = [
  /** Not mailed yet. */
  'pending',
  /** Taken by a slice whose mail may be on its way. */
  'claimed',
  'sent',
  /** The server refused for now (4xx) until the retries ran out, or the mail never left. */
  'failed',
  /** The server refused for good (5xx). */
  'bounced',
  /** Claimed when a worker died: whether its mail went, nobody knows. */
  'unconfirmed',
  /** Unsubscribed, erased or suppressed after the send started: not mailed. */
  'skipped',
] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/** The states the owner may send again: never 'sent', 'bounced' or 'skipped'. */
export const RETRYABLE_STATES = ['failed', 'unconfirmed'] as const satisfies RecipientState[];

export type SendStatus = 'copying' | 'sending' | 'done' | 'cancelled';

export interface SendSettings {
  /** Mails started per minute at most (a provider's limit). */
  ratePerMinute: number;
  /** Mails in flight at once. */
  concurrency: number;
  /** Recipients claimed together (one query and one transaction). */
  batchSize: number;
  /** How long a slice runs before it hands on to the next invocation. */
  sliceMs: number;
  /** How long a worker holds the job: a worker silent past it is taken for dead. */
  leaseMs: number;
  /** Tries of a mail the server refuses for now (4xx) within a slice, with backoff between. */
  maxAttempts: number;
  /** The first backoff; each next one doubles. */
  backoffMs: number;
}

export const DEFAULT_SEND_SETTINGS: SendSettings = {
  ratePerMinute: 3_000,
  concurrency: 5,
  batchSize: 100,
  sliceMs: 120_000,
  // A slice's time, its last batch's mails and their retries, and room to spare.
  leaseMs: 240_000,
  maxAttempts: 3,
  backoffMs: 2_000,
};

/** The bounds the owner's or a test's settings are held to. */
const SETTING_RANGES: Record<keyof SendSettings, [number, number]> = {
  ratePerMinute: [1, 100_000],
  concurrency: [1, 50],
  batchSize: [1, 450],
  sliceMs: [1_000, 480_000],
  leaseMs: [1_000, 540_000],
  maxAttempts: [1, 10],
  backoffMs: [0, 60_000],
};

/** Settings with every value a whole number within its bounds, the defaults filling the gaps. */
export function sendSettingsOf(given: Partial<Record<keyof SendSettings, unknown>>): SendSettings {
  const settings = { ...DEFAULT_SEND_SETTINGS };
  for (const key of Object.keys(SETTING_RANGES) as (keyof SendSettings)[]) {
    const value = given[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const [min, max] = SETTING_RANGES[key];
    settings[key] = Math.min(max, Math.max(min, Math.round(value)));
  }
  // A lease shorter than a slice would let a second worker in beside a live one.
  settings.leaseMs = Math.max(settings.leaseMs, settings.sliceMs + 1_000);
  return settings;
}

/** What a mail's failure means for its recipient. */
export type MailOutcome = 'retry' | 'hard-bounce' | 'soft-bounce' | 'failed';

/**
 * 4xx: try again later. 5xx: refused for good; a hard bounce (the mailbox does not exist or is not
 * allowed: 550, 551, 553, or an enhanced status 5.1.x) also suppresses the address. Anything
 * else (the connection failed, no reply code) is a failure the owner may retry.
 */
export function mailOutcomeOf(error: unknown): MailOutcome {
  const { responseCode, response } = (error ?? {}) as {
    responseCode?: unknown;
    response?: unknown;
  };
  if (typeof responseCode !== 'number') return 'failed';
  if (responseCode >= 400 && responseCode < 500) return 'retry';
  if (responseCode < 500 || responseCode >= 600) return 'failed';
  const enhanced = typeof response === 'string' ? /\b5\.1\.\d{1,3}\b/.test(response) : false;
  return [550, 551, 553].includes(responseCode) || enhanced ? 'hard-bounce' : 'soft-bounce';
}

/** The wait before try `attempt` (1: the first retry) of a mail the server refused for now. */
export const backoffMs = (settings: Pick<SendSettings, 'backoffMs'>, attempt: number) =>
  settings.backoffMs * 2 ** Math.max(0, attempt - 1);

/**
 * Spaces the starts of mails to the rate: each call answers how long to wait before the next
 * mail may start, and books that start.
 */
export function pacer(ratePerMinute: number, now: () => number): () => number {
  const interval = 60_000 / ratePerMinute;
  let next = now();
  return () => {
    const at = now();
    const start = Math.max(at, next);
    next = start + interval;
    return start - at;
  };
}

/** A send's figures per recipient state. */
export type SendCounts = Record<RecipientState, number>;

export const emptyCounts = (): SendCounts =>
  Object.fromEntries(RECIPIENT_STATES.map((state) => [state, 0])) as SendCounts;

/** Whether nothing is left for the worker: every recipient sent, refused, skipped or listed. */
export const sendFinished = (counts: SendCounts) => counts.pending === 0 && counts.claimed === 0;

const REF_PREFIX = 'newsletter-';

/** The `ref` of the links in send `sendId`'s mail. */
export const newsletterRef = (sendId: string) => `${REF_PREFIX}${sendId}`;

/** The link a send's mail carries to the site, tagged so the site's own analytics count its visits. */
export function newsletterLink(url: string, sendId: string): string {
  const link = new URL(url);
  link.searchParams.set('ref', newsletterRef(sendId));
  return link.toString();
}

/** The send a link's `ref` names, or null: any other ref, or one no send id could be. */
export function sendIdOfRef(ref: string | null | undefined): string | null {
  if (!ref?.startsWith(REF_PREFIX)) return null;
  const id = ref.slice(REF_PREFIX.length);
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
}
