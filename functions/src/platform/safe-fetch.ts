/**
 * Every outbound request of the functions goes through here, so none can be turned into a way into
 * what only the server can reach (server-side request forgery), whether an admin names the URL
 * (the image proxy) or the server's configuration does (Cloudflare's API, the site's own pages).
 * Every address a host resolves to is checked when the socket
 * connects (the lookup the socket uses is ours, so the address connected to is the one checked,
 * and a DNS answer that changes between a check and the connection cannot slip through), the
 * connected socket's own address is checked again, redirects are followed by hand with the same
 * checks, and time and size are limited.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import type { Socket } from 'node:net';
import { addressProblem, addressProblemText, parseIPv4, parseIPv6 } from '@core/images/ip-address';

/** Resolves a host name to every address it has (dns.lookup with all: true by default). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

export interface SafeFetchOptions {
  resolve?: Resolver;
  /** Most bytes the body may have. */
  maxBytes: number;
  /** 'refuse' (the default): a longer body is a 413; 'truncate': its first maxBytes are kept. */
  overflow?: 'refuse' | 'truncate';
  /** Whole fetch, redirects included. */
  timeoutMs: number;
  /** Redirects followed, each new URL checked from the start; 0 answers the redirect itself. */
  maxRedirects: number;
  /**
   * `host:port` pairs (hostKey) reachable although their addresses are private: an origin the
   * server's own configuration names (the local Hosting emulator, a test server), never one a
   * request names. Empty by default.
   */
  allowHosts?: ReadonlySet<string>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent to the first URL's origin only: a redirect elsewhere gets none of them. */
  headers?: Record<string, string>;
  /** Sent JSON-encoded as the body; a redirect drops it. */
  json?: unknown;
}

/** Any status: the caller judges it. */
export interface SafeResponse {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
  /** The URL that answered, after the redirects followed. */
  url: string;
}

/** The URL was not fetched (or not all of it): `status` is what the endpoint answers. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 502 | 504,
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export interface FetchedBody {
  bytes: Buffer;
  contentType: string;
  finalUrl: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_HEADERS = { accept: '*/*', 'user-agent': 'ElfLetter/1.0' };

/** How allowHosts names a URL's host: `hostname:port`, the scheme's port when none is written. */
export function hostKey(url: URL | string): string {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'https:' ? '443' : '80')}`;
}

function refusedAddress(host: string, address: string): FetchRefused | null {
  const problem = addressProblem(address);
  if (!problem) return null;
  return new FetchRefused(
    `Refused to fetch from ${host}: ${address} is ${addressProblemText(problem)}`,
    400,
  );
}

/** The URL checked for scheme and, when it names an address itself, for that address. */
function checkedUrl(text: string, allowHosts: ReadonlySet<string>): { url: URL; allowed: boolean } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchRefused(`Not a URL: ${text}`, 400);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused(`Only http and https URLs can be fetched, not ${url.protocol}`, 400);
  if (url.username || url.password)
    throw new FetchRefused('URLs with a user name or password are not fetched', 400);
  const allowed = allowHosts.has(hostKey(url));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowed && (parseIPv4(host) !== null || parseIPv6(host) !== null)) {
    const refused = refusedAddress(host, host);
    if (refused) throw refused;
  }
  return { url, allowed };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The socket's own lookup: resolves through `resolve`, refuses the host when any of its addresses
 * is not public (a name with one private address among public ones is a trick, not a CDN), and
 * hands the socket only addresses it checked.
 */
function checkedLookup(resolve: Resolver, allowed: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(
            Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }),
            [],
          );
          return;
        }
        if (!allowed) {
          for (const { address } of addresses) {
            const refused = refusedAddress(hostname, address);
            if (refused) {
              callback(refused, []);
              return;
            }
          }
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

interface Outgoing {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

function request(
  url: URL,
  outgoing: Outgoing,
  resolve: Resolver,
  allowed: boolean,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const req = client.request(url, {
      method: outgoing.method,
      // A fresh connection each time: a pooled socket would skip our lookup.
      agent: false,
      lookup: checkedLookup(resolve, allowed) as never,
      signal,
      headers: outgoing.body
        ? { ...outgoing.headers, 'content-length': String(outgoing.body.length) }
        : outgoing.headers,
    });
    req.on('socket', (socket: Socket) => {
      socket.on('connect', () => {
        // The address actually connected to, whatever path led there.
        const remote = socket.remoteAddress ?? '';
        const refused = allowed ? null : refusedAddress(url.hostname, remote);
        if (refused) req.destroy(refused);
      });
    });
    req.on('response', done);
    req.on('error', fail);
    req.end(outgoing.body ?? undefined);
  });
}

async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  overflow: 'refuse' | 'truncate',
): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () =>
    new FetchRefused(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, 413);
  if (declared > maxBytes && overflow === 'refuse') {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    const bytes = chunk as Buffer;
    total += bytes.length;
    if (total > maxBytes) {
      response.destroy();
      if (overflow === 'refuse') throw tooLarge();
      chunks.push(bytes.subarray(0, bytes.length - (total - maxBytes)));
      break;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * Sends one request within the limits and answers whatever status comes back; throws FetchRefused
 * for a URL or address it will not reach, a body too large, too many redirects or a timeout.
 * Nothing is sent to a refused address: the check runs before the socket connects.
 */
export async function guardedFetch(text: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const allowHosts = options.allowHosts ?? new Set<string>();
  const resolve = options.resolve ?? systemResolver;
  const first = checkedUrl(text, allowHosts).url.origin;
  const timedOut = (url: URL) =>
    new FetchRefused(`No answer from ${url.host} within ${options.timeoutMs / 1000} s`, 504);
  let outgoing: Outgoing = {
    method: options.method ?? 'GET',
    headers: {
      ...DEFAULT_HEADERS,
      ...options.headers,
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.json === undefined ? null : Buffer.from(JSON.stringify(options.json)),
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let current = text;
    for (let hop = 0; ; hop++) {
      const { url, allowed } = checkedUrl(current, allowHosts);
      let response: IncomingMessage;
      try {
        response = await request(url, outgoing, resolve, allowed, controller.signal);
      } catch (error) {
        if (error instanceof FetchRefused) throw error;
        if (controller.signal.aborted) throw timedOut(url);
        throw new FetchRefused(`Could not fetch ${url.host}: ${(error as Error).message}`, 502);
      }
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && options.maxRedirects > 0) {
        response.resume();
        const location = response.headers.location;
        if (!location)
          throw new FetchRefused(`${url.host} answered ${status} without a Location`, 502);
        if (hop >= options.maxRedirects)
          throw new FetchRefused(`More than ${options.maxRedirects} redirects`, 502);
        current = new URL(location, url).toString();
        // What the caller meant for its first origin (a token, a body) goes nowhere else.
        outgoing = {
          method: 'GET',
          headers:
            new URL(current).origin === first
              ? { ...DEFAULT_HEADERS, ...options.headers }
              : DEFAULT_HEADERS,
          body: null,
        };
        continue;
      }
      try {
        const bytes = await readBody(response, options.maxBytes, options.overflow ?? 'refuse');
        return { status, headers: response.headers, bytes, url: url.toString() };
      } catch (error) {
        if (error instanceof FetchRefused) throw error;
        if (controller.signal.aborted) throw timedOut(url);
        throw new FetchRefused(`Could not read ${url.host}: ${(error as Error).message}`, 502);
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GETs `text` and answers its body; a status other than 2xx is refused like a refused address.
 */
export async function safeFetch(text: string, options: SafeFetchOptions): Promise<FetchedBody> {
  const response = await guardedFetch(text, { ...options, method: 'GET', json: undefined });
  if (response.status < 200 || response.status > 299)
    throw new FetchRefused(`${new URL(response.url).host} answered HTTP ${response.status}`, 502);
  return {
    bytes: response.bytes,
    contentType: response.headers['content-type'] ?? '',
    finalUrl: response.url,
  };
}

/** The body parsed as JSON, or null when it is not JSON. */
export function jsonBody(response: SafeResponse): unknown {
  try {
    return JSON.parse(response.bytes.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
