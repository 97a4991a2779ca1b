/**
 * Iframe embeds, both sides. Inside our embed page: the frame's height goes to the parent, and the
 * parent page is worked out for usage reports. On a page that frames it: the frame is resized and
 * told the page's path. Free of the runtime, and a file of its own that the loader fetches only
 * where it is needed (create-loader.ts): most pages have no such frame, and the loader stays small.
 */
import {
  EMBED_HEIGHT_MESSAGE,
  EMBED_HOST_MESSAGE,
  HOST_HEIGHT_MESSAGE,
  hostFrameSecret,
  hostLinkMessage,
  isHostReadyMessage,
  parseEmbedHeightMessage,
  parseEmbedHostMessage,
  type EmbedHeightMessage,
  type EmbedHostMessage,
  type HostHeightMessage,
} from '@core/embed/embed-message';
import { EMBED_PATH_PREFIX } from '@core/embed/embed-page';
import {
  framingPageOf,
  isWebOrigin,
  normalPagePath,
  type EmbedPage,
} from '@core/generators/tool-pages';
import type { StartOptions } from '../shared/define-generator';

/**
 * Posts the body's height to the parent whenever it changes (the widget loading, a result shown),
 * as our message and, when the frame's address carries a host's secret, as that host's too; and
 * again whenever that host asks. To any origin: a height is no secret, and a frame cannot always
 * tell its parent's origin (a sandboxed one's is opaque).
 */
function reportFrameHeight(win: Window, doc: Document): void {
  if (win.parent === win || typeof ResizeObserver !== 'function') return;
  const secret = hostFrameSecret(win.location.hash);
  let height = -1;
  const post = () => {
    const message: EmbedHeightMessage = { type: EMBED_HEIGHT_MESSAGE, height };
    win.parent.postMessage(message, '*');
    if (!secret) return;
    const hostMessage: HostHeightMessage = { secret, message: HOST_HEIGHT_MESSAGE, value: height };
    win.parent.postMessage(hostMessage, '*');
  };
  const measure = () => Math.ceil(doc.body.getBoundingClientRect().height);
  const report = () => {
    const next = measure();
    if (next === height) return;
    height = next;
    post();
  };
  // Once the generator has started (the loader starts it right after this), not only as resizes
  // are observed: a host that keeps the frame out of sight until it speaks (WordPress) leaves it
  // unrendered, and Chromium observes no resize in an unrendered frame.
  setTimeout(report);
  new ResizeObserver(report).observe(doc.body);
  if (secret)
    win.addEventListener('message', (event: MessageEvent) => {
      if (event.source !== win.parent || !isHostReadyMessage(event.data, secret)) return;
      height = measure();
      post();
    });
}

/**
 * With a host's secret in the frame's address (a host that sandboxes the frame: no new tab, no
 * leading its page away), a click on a link asks the host to open it instead. Without one, the
 * links open their new tab as their markup says.
 */
function forwardLinksToHost(win: Window, doc: Document): void {
  const secret = hostFrameSecret(win.location.hash);
  if (!secret || win.parent === win) return;
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    const message = link && hostLinkMessage(secret, link.href);
    if (!message) return;
    event.preventDefault();
    win.parent.postMessage(message, '*');
  });
}

/**
 * The page that frames this one, as well as the frame can know it: the parent's path when the
 * parent's loader (or the iframe code's script) sent it, its origin being the message's, which the
 * browser sets; else what the browser tells a frame (framingPageOf), often the site alone.
 * Opened on its own, the embed page itself: a visit with no host page, which the pages' figures
 * list under its own address. Undefined when it is framed and cannot tell.
 */
function framingPage(win: Window, doc: Document): () => EmbedPage | undefined {
  let told: EmbedPage | undefined;
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win.parent || !isWebOrigin(event.origin)) return;
    const message = parseEmbedHostMessage(event.data);
    const path = message && normalPagePath(message.path);
    if (path) told = { origin: event.origin, path };
  });
  return () => {
    if (win.parent === win)
      return { origin: win.location.origin, path: normalPagePath(win.location.pathname) };
    // Firefox has no ancestorOrigins.
    const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
    return told ?? framingPageOf(doc.referrer, ancestors?.[0], win.location.origin);
  };
}

let framed: Pick<StartOptions, 'method' | 'page'> | undefined;

/**
 * On our embed page: reports the frame's height to the parent from now on (set up once, however
 * often it is asked), and answers what its generator's usage reports say: an iframe embed, on the
 * page that frames it.
 */
export function frameEmbed(win: Window, doc: Document): Pick<StartOptions, 'method' | 'page'> {
  if (!framed) {
    reportFrameHeight(win, doc);
    framed = { method: 'iframe', page: framingPage(win, doc) };
  }
  return framed;
}

/**
 * On a post's card page (widgets/loader/post-card.ts): its height goes to the parent as a
 * generator frame's does, and its link to the host that asks for links.
 */
export function framePostCard(win: Window, doc: Document): void {
  reportFrameHeight(win, doc);
  forwardLinksToHost(win, doc);
}

/**
 * On a page that frames our embed pages, for a message the page received: sets the height of the
 * embed frame that sent it and answers with this page's path. Only messages from `ownOrigin`
 * count, of the height message's shape, and only from a frame of this page showing an embed page.
 */
export function resizeEmbedFrame(
  win: Window,
  doc: Document,
  ownOrigin: string,
  event: MessageEvent,
): void {
  if (event.origin !== ownOrigin) return;
  const message = parseEmbedHeightMessage(event.data);
  if (!message || !event.source) return;
  const frame = [...doc.querySelectorAll('iframe')].find(
    (candidate) => candidate.contentWindow === event.source,
  );
  if (!frame || !new URL(frame.src, doc.baseURI).pathname.startsWith(EMBED_PATH_PREFIX)) return;
  frame.style.height = `${message.height}px`;
  const reply: EmbedHostMessage = { type: EMBED_HOST_MESSAGE, path: win.location.pathname };
  (event.source as Window).postMessage(reply, ownOrigin);
}
