/**
 * What the capacity bench (`npm run bench -- capacity`) counts per page view, from the records the
 * emulators leave: the Firestore RPCs each function made (firestore-usage-recorder.ts), the
 * Functions emulator's log of invocations, and the bytes the browser received.
 */

/** One Firestore RPC a function made, as the recorder writes it (a JSON line each). */
export interface FirestoreRpc {
  /** The function that made it (FUNCTION_TARGET: `ssr`, `api`, a trigger's name). */
  fn: string;
  /** The RPC: `commit`, `runQuery`, `batchGetDocuments`, `runAggregationQuery`... */
  rpc: string;
  reads: number;
  writes: number;
}

/** What of a unary RPC's request says what it writes. */
export interface RpcRequest {
  writes?: readonly unknown[] | null;
}

/** What of a streamed RPC's responses says what it read (unset fields are null or ''). */
export interface RpcResponse {
  document?: unknown;
  found?: unknown;
  missing?: unknown;
}

/** Documents billed as written by a unary RPC: each write of a commit or batch write. */
export function writesOf(rpc: string, request: RpcRequest | null | undefined): number {
  return rpc === 'commit' || rpc === 'batchWrite' ? (request?.writes?.length ?? 0) : 0;
}

/**
 * Documents billed as read by a streamed RPC, from its responses, as Firestore bills them: a query
 * each document it returns and at least one; a get each document asked for, found or missing; an
 * aggregation one per 1,000 index entries it counts (the emulator does not say how many: one, which
 * it is for counters of up to 1,000 shards).
 */
export function readsOf(rpc: string, responses: readonly RpcResponse[]): number {
  switch (rpc) {
    case 'runQuery':
      return Math.max(1, responses.filter((response) => response.document).length);
    case 'batchGetDocuments':
      return responses.filter((response) => response.found || response.missing).length;
    case 'runAggregationQuery':
      return 1;
    default:
      return 0;
  }
}

/** The recorder's lines, in order (a line cut short by a write in progress is left out). */
export function parseRpcLines(text: string): FirestoreRpc[] {
  return text
    .split('\n')
    .filter((line) => line.endsWith('}'))
    .map((line) => JSON.parse(line) as FirestoreRpc);
}

/** A trigger key of the Functions emulator (`us-central1-ssr`, `us-central1-api-0`) as the function's name. */
const functionName = (triggerKey: string) =>
  /^[a-z]+-[a-z]+\d+-([^-]+)/.exec(triggerKey)?.[1] ?? triggerKey;

/** The functions the Functions emulator's log says it started and finished, in order. */
export function invocationsIn(log: string): { started: string[]; finished: string[] } {
  const names = (pattern: RegExp) =>
    [...log.matchAll(pattern)].map((match) => functionName(match[1]!));
  return {
    started: names(/Beginning execution of "([^"]+)"/g),
    finished: names(/Finished "([^"]+)" in /g),
  };
}

export const BYTE_KINDS = ['html', 'js', 'json', 'other'] as const;
export type ByteKind = (typeof BYTE_KINDS)[number];

/** What a response served, by its Content-Type. */
export function byteKind(contentType: string | undefined): ByteKind {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/html') return 'html';
  if (type.endsWith('javascript')) return 'js';
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  return 'other';
}

/** One page view's figures. */
export interface ViewCounts {
  /** Invocations per function. */
  invocations: Record<string, number>;
  /** Documents read per function. */
  reads: Record<string, number>;
  /** Documents read per RPC (a query's documents, a get's, an aggregation's). */
  readsByRpc: Record<string, number>;
  /** Documents written per function. */
  writes: Record<string, number>;
  /** Bytes received (headers and body as sent, compressed or not), per kind. */
  bytes: Record<ByteKind, number>;
}

const COUNTED = ['invocations', 'reads', 'readsByRpc', 'writes'] as const;

const noCounts = (): ViewCounts => ({
  invocations: {},
  reads: {},
  readsByRpc: {},
  writes: {},
  bytes: { html: 0, js: 0, json: 0, other: 0 },
});

const add = (into: Record<string, number>, key: string, value: number) => {
  if (value) into[key] = (into[key] ?? 0) + value;
};

/** A view's counts from what it made the functions do and the responses it received. */
export function viewCounts(
  invocations: readonly string[],
  rpcs: readonly FirestoreRpc[],
  responses: readonly { contentType: string | undefined; bytes: number }[],
): ViewCounts {
  const counts = noCounts();
  for (const fn of invocations) add(counts.invocations, fn, 1);
  for (const { fn, rpc, reads, writes } of rpcs) {
    add(counts.reads, fn, reads);
    add(counts.readsByRpc, rpc, reads);
    add(counts.writes, fn, writes);
  }
  for (const { contentType, bytes } of responses) counts.bytes[byteKind(contentType)] += bytes;
  return counts;
}

const sum = (values: Record<string, number>) =>
  Object.values(values).reduce((total, value) => total + value, 0);

/** Per 1,000 views: the views' figures summed, divided by their number, times 1,000 (rounded). */
export function perThousandViews(views: readonly ViewCounts[]): ViewCounts {
  const total = noCounts();
  for (const view of views) {
    for (const key of COUNTED)
      for (const [fn, value] of Object.entries(view[key])) add(total[key], fn, value);
    for (const kind of BYTE_KINDS) total.bytes[kind] += view.bytes[kind];
  }
  const scale = (value: number) => Math.round((value * 1000) / views.length);
  const scaled = (values: Record<string, number>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, scale(value)]));
  return {
    ...(Object.fromEntries(COUNTED.map((key) => [key, scaled(total[key])])) as Omit<
      ViewCounts,
      'bytes'
    >),
    bytes: Object.fromEntries(BYTE_KINDS.map((kind) => [kind, scale(total.bytes[kind])])) as Record<
      ByteKind,
      number
    >,
  };
}

/** `12,000 (ssr 1,000, api 11,000)`: a total and its parts, largest first. */
export function totalWithParts(values: Record<string, number>): string {
  const parts = Object.entries(values)
    .sort(([, a], [, b]) => b - a)
    .map(([key, value]) => `${key} ${value.toLocaleString('en-US')}`);
  const total = sum(values).toLocaleString('en-US');
  return parts.length > 1 ? `${total} (${parts.join(', ')})` : parts.length ? parts[0]! : '0';
}
