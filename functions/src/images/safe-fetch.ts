/**
 * Fetching a URL an admin names, on the server, without letting it reach anything private
 * (server-side request forgery). Every address a host resolves to is checked when the socket
 * connects (the lookup the socket uses is ours, so the address connected to is the one checked,
 * and a DNS answer that changes between a check and the connection cannot slip through), the
 * connected socket's own address is checked again, redirects are followed by hand with the same
 * checks, and time and size are limited.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import type { Socket } from 'node:net';
import { addressProblem, addressProblemText, parseIPv4, parseIPv6 } from '@core/ip-address';

/** Resolves a host name to every address it has (dns.lookup with all: true by default). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

export interface SafeFetchOptions {
  resolve?: Resolver;
  /** Most bytes the body may have. */
  maxBytes: number;
  /** Whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /**
   * `host:port` pairs reachable although their addresses are private: for tests that serve images
   * from this machine only (IMAGE_PROXY_TEST_ALLOW_HOSTS); empty in production.
   */
  allowHosts?: ReadonlySet<string>;
  accept?: string;
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
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed = allowHosts.has(`${url.hostname}:${port}`);
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

function request(
  url: URL,
  options: SafeFetchOptions,
  allowed: boolean,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const resolve = options.resolve ?? systemResolver;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const req = client.request(url, {
      method: 'GET',
      // A fresh connection each time: a pooled socket would skip our lookup.
      agent: false,
      lookup: checkedLookup(resolve, allowed) as never,
      signal,
      headers: {
        accept: options.accept ?? '*/*',
        'user-agent': 'ElfLetter-ImageProxy/1.0',
      },
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
    req.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () =>
    new FetchRefused(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, 413);
  if (declared > maxBytes) {
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
      throw tooLarge();
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs `text` within the limits; throws FetchRefused for a URL or address it will not fetch, a
 * body too large, too many redirects, a failing status or a timeout. Nothing is sent to a refused
 * address: the check runs before the socket connects.
 */
export async function safeFetch(text: string, options: SafeFetchOptions): Promise<FetchedBody> {
  const allowHosts = options.allowHosts ?? new Set<string>();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let current = text;
    for (let hop = 0; ; hop++) {
      const { url, allowed } = checkedUrl(current, allowHosts);
      let response: IncomingMessage;
      try {
        response = await request(url, options, allowed, controller.signal);
      } catch (error) {
        if (error instanceof FetchRefused) throw error;
        if (controller.signal.aborted)
          throw new FetchRefused(
            `No answer from ${url.host} within ${options.timeoutMs / 1000} s`,
            504,
          );
        throw new FetchRefused(`Could not fetch ${url.host}: ${(error as Error).message}`, 502);
      }
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location)
          throw new FetchRefused(`${url.host} answered ${status} without a Location`, 502);
        if (hop >= options.maxRedirects)
          throw new FetchRefused(`More than ${options.maxRedirects} redirects`, 502);
        current = new URL(location, url).toString();
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new FetchRefused(`${url.host} answered HTTP ${status}`, 502);
      }
      try {
        const bytes = await readBody(response, options.maxBytes);
        return {
          bytes,
          contentType: response.headers['content-type'] ?? '',
          finalUrl: url.toString(),
        };
      } catch (error) {
        if (error instanceof FetchRefused) throw error;
        if (controller.signal.aborted)
          throw new FetchRefused(
            `No answer from ${url.host} within ${options.timeoutMs / 1000} s`,
            504,
          );
        throw new FetchRefused(`Could not read ${url.host}: ${(error as Error).message}`, 502);
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
