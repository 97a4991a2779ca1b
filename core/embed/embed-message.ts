/**
 * The messages between an iframe embed (/embed/{kind}) and the page that frames it. The frame
 * tells its parent how tall its content is; a parent with the loader answers with its own path,
 * which the frame cannot otherwise know (browsers give a cross-origin frame the parent's origin
 * only). Each side checks a message's origin and shape before acting on it: any window can post
 * any message. No imports: the loader carries this module.
 */

/** The frame's height, sent to the parent whenever its content's height changes. */
export const EMBED_HEIGHT_MESSAGE = 'elf-generator:height';
/** The parent's page path (never its query or fragment), sent to a frame that reported its height. */
export const EMBED_HOST_MESSAGE = 'elf-generator:host';

/** Taller than any generator gets; a larger figure is a mistake or a page trying to grow our frame. */
export const EMBED_HEIGHT_MAX = 10_000;

export interface EmbedHeightMessage {
  type: typeof EMBED_HEIGHT_MESSAGE;
  /** CSS pixels, a whole number from 0 to EMBED_HEIGHT_MAX. */
  height: number;
}

export interface EmbedHostMessage {
  type: typeof EMBED_HOST_MESSAGE;
  /** The parent's `location.pathname`. */
  path: string;
}

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null;

/** The height message in `data`, or null for anything else (another script's message, junk). */
export function parseEmbedHeightMessage(data: unknown): EmbedHeightMessage | null {
  if (!isRecord(data) || data.type !== EMBED_HEIGHT_MESSAGE) return null;
  const { height } = data;
  return typeof height === 'number' &&
    Number.isInteger(height) &&
    height >= 0 &&
    height <= EMBED_HEIGHT_MAX
    ? { type: EMBED_HEIGHT_MESSAGE, height }
    : null;
}

/** The host message in `data`, or null; the path is checked again where it is reported. */
export function parseEmbedHostMessage(data: unknown): EmbedHostMessage | null {
  if (!isRecord(data) || data.type !== EMBED_HOST_MESSAGE) return null;
  const { path } = data;
  return typeof path === 'string' && path.startsWith('/')
    ? { type: EMBED_HOST_MESSAGE, path }
    : null;
}

/**
 * The protocol of hosts that frame embeds sandboxed (WordPress among them): the host puts a secret
 * in the frame's address (`#?secret=…`) and sizes the frame only from messages that carry it,
 * `{secret, message: 'height', value}`; it asks a frame that has not spoken with
 * `{secret, message: 'ready'}`. The frame answers every host, whatever its origin: a height is no
 * secret, and a sandboxed frame's parent cannot be told apart by origin anyway.
 */
export const HOST_HEIGHT_MESSAGE = 'height';
export const HOST_READY_MESSAGE = 'ready';

export interface HostHeightMessage {
  secret: string;
  message: typeof HOST_HEIGHT_MESSAGE;
  value: number;
}

const SECRET_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The host's secret in a frame's location.hash (`#?secret=abc`, `#secret=abc`), or null. */
export function hostFrameSecret(hash: string): string | null {
  const secret = new URLSearchParams(hash.replace(/^#\??/, '')).get('secret');
  return secret !== null && SECRET_PATTERN.test(secret) ? secret : null;
}

/**
 * The host's protocol for a link: a sandboxed frame may neither open a tab nor lead the page away,
 * so it asks the host to go to the address, `{secret, message: 'link', value}` (WordPress follows
 * one on the frame's own host).
 */
export const HOST_LINK_MESSAGE = 'link';

export interface HostLinkMessage {
  secret: string;
  message: typeof HOST_LINK_MESSAGE;
  /** An absolute http(s) address. */
  value: string;
}

/** The message that asks the host to open `href`, or null for anything but a web address. */
export function hostLinkMessage(secret: string, href: string): HostLinkMessage | null {
  return /^https?:\/\//i.test(href) ? { secret, message: HOST_LINK_MESSAGE, value: href } : null;
}

/**
 * How a link meant for a new tab leaves the page a widget runs in, decided before the click where
 * it can be (the browser blocks a refused tab with an error in the console): `tab` as its markup
 * says; `host`, the host's link message (our own pages, from a frame at an opaque origin, so
 * sandboxed, whose address carries the host's secret: such hosts, WordPress first, allow scripts
 * and nothing else); `copy`, the address shown to copy (another site's page from such a frame);
 * `try-tab`, a tab opened by script and the address shown if the browser refuses it (a sandbox
 * without that protocol, which may or may not allow popups).
 */
export type LinkWay =
  { way: 'tab' } | { way: 'host'; message: HostLinkMessage } | { way: 'copy' } | { way: 'try-tab' };

export function linkWay(page: { origin: string; href: string }, href: string): LinkWay {
  if (page.origin !== 'null') return { way: 'tab' };
  const address = new URL(page.href);
  const secret = hostFrameSecret(address.hash);
  if (!secret) return { way: 'try-tab' };
  const message = new URL(href, address).host === address.host && hostLinkMessage(secret, href);
  return message ? { way: 'host', message } : { way: 'copy' };
}

/** Whether `data` is the host's request for our height, with our frame's secret. */
export const isHostReadyMessage = (data: unknown, secret: string): boolean =>
  isRecord(data) && data.message === HOST_READY_MESSAGE && data.secret === secret;

/**
 * Marks the generator of an embed page: the loader reports its height to the parent and its
 * events as an iframe embed's, attributed to the parent page.
 */
export const EMBED_FRAME_ATTRIBUTE = 'data-elf-frame';
