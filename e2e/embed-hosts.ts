/**
 * Two blog platforms as site owners meet them, for pages of the third-party origin: a writer
 * pastes one of our URLs on a line of its own, the platform discovers its oEmbed answer and shows
 * the answer's html. Written from the behaviour issue 36 describes, not from either one's code.
 *
 * - `sandboxing` (WordPress): keeps only `a`, `blockquote` and an iframe's plain attributes, and
 *   of those only the first blockquote and iframe; puts a secret in the frame's address and on
 *   both elements, sandboxes the frame (`allow-scripts` alone: an opaque origin, no clipboard) and
 *   keeps it out of sight until it speaks; then shows it, hides the blockquote and sizes the frame
 *   from `{secret, message: 'height', value}`, clamped to 200-1000 px. It asks every frame with
 *   `{secret, message: 'ready'}` once the page has loaded. It follows `{secret, message: 'link',
 *   value}` in the whole tab, as wp-embed.js does: only an http(s) address on the frame's own host,
 *   and only while the frame has the focus (the visitor's click). Without a blockquote, none of
 *   this runs.
 * - `scripting` (Ghost): the answer's html as it is, scripts and all, in an embed card.
 */
import { randomBytes } from 'node:crypto';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

export type EmbedHost = 'sandboxing' | 'scripting';
export const EMBED_HOSTS: readonly EmbedHost[] = ['sandboxing', 'scripting'];

/** The column a post's content fills: 600 px wide on a desktop, the screen less its margins on a phone. */
const COLUMN_CSS = `body { margin: 0; font: 18px/1.6 Georgia, serif; }
main { max-width: 600px; margin: 0 auto; padding: 0 16px; }
figure { margin: 1.5em 0; }
blockquote { margin: 1em 0; padding-left: 1em; border-left: 4px solid #ccc; }
iframe { display: block; }`;
const CONTENT_WIDTH = 600;
/** WordPress's limits on a frame's height. */
export const HOST_HEIGHT_MIN = 200;
export const HOST_HEIGHT_MAX = 1000;

/** The host page's own script: what WordPress's embed script does, as described. */
const SANDBOXING_SCRIPT = `
addEventListener('message', function (event) {
  var data = event.data;
  if (!data || typeof data.secret !== 'string' || typeof data.message !== 'string') return;
  document.querySelectorAll('iframe[data-secret]').forEach(function (frame) {
    if (frame.dataset.secret !== data.secret || frame.contentWindow !== event.source) return;
    frame.removeAttribute('style');
    document.querySelectorAll('blockquote[data-secret]').forEach(function (quote) {
      if (quote.dataset.secret === data.secret) quote.style.display = 'none';
    });
    if (data.message === 'height') {
      var height = parseInt(data.value, 10);
      if (!(height >= 0)) return;
      frame.height = String(Math.min(${HOST_HEIGHT_MAX}, Math.max(${HOST_HEIGHT_MIN}, height)));
    }
    if (data.message === 'link') {
      var target = new URL(String(data.value), location.href);
      var own = new URL(frame.getAttribute('src'), location.href);
      if (!/^https?:$/.test(target.protocol) || target.host !== own.host) return;
      if (document.activeElement === frame) top.location.href = target.href;
    }
  });
});
addEventListener('load', function () {
  document.querySelectorAll('iframe[data-secret]').forEach(function (frame) {
    frame.contentWindow.postMessage({ message: 'ready', secret: frame.dataset.secret }, '*');
  });
});`;

const ALLOWED = {
  ALLOW_DATA_ATTR: false,
  ALLOWED_TAGS: ['a', 'blockquote', 'iframe'],
  ALLOWED_ATTR: [
    'href',
    'src',
    'width',
    'height',
    'frameborder',
    'marginwidth',
    'marginheight',
    'scrolling',
    'title',
  ],
};

/** What the sandboxing host makes of an answer's html: the filtered, secret-bearing elements. */
function sandboxed(html: string): { html: string; script: boolean } {
  const { window } = new JSDOM('');
  const purify = DOMPurify(window);
  const template = window.document.createElement('template');
  template.innerHTML = purify.sanitize(html, ALLOWED);
  const quote = template.content.querySelector('blockquote');
  const frame = template.content.querySelector('iframe');
  if (!frame) return { html: '', script: false };
  const secret = randomBytes(8).toString('hex').slice(0, 10);
  frame.setAttribute('src', `${frame.getAttribute('src') ?? ''}#?secret=${secret}`);
  frame.setAttribute('data-secret', secret);
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('security', 'restricted');
  if (!quote) return { html: frame.outerHTML, script: false };
  frame.setAttribute('style', 'position: absolute; clip: rect(1px, 1px, 1px, 1px);');
  quote.setAttribute('data-secret', secret);
  return { html: quote.outerHTML + frame.outerHTML, script: true };
}

/** The oEmbed answer's html for `pageUrl`, found as a platform finds it: by the page's discovery link. */
async function discoveredHtml(pageUrl: string): Promise<string> {
  const page = await (await fetch(pageUrl)).text();
  const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(
    page,
  )?.[1];
  if (!href) throw new Error(`${pageUrl} has no oEmbed discovery link`);
  const endpoint = new URL(href.replaceAll('&amp;', '&'));
  endpoint.searchParams.set('maxwidth', String(CONTENT_WIDTH));
  endpoint.searchParams.set('maxheight', String(HOST_HEIGHT_MAX));
  const response = await fetch(endpoint);
  if (!response.ok) throw new Error(`oEmbed answered ${response.status} for ${pageUrl}`);
  return ((await response.json()) as { html: string }).html;
}

/** A post on `host` whose body is `pageUrl` pasted on a line of its own. */
export async function embedHostPage(host: EmbedHost, pageUrl: string): Promise<string> {
  const html = await discoveredHtml(pageUrl);
  const embed =
    host === 'scripting'
      ? { html: `<figure class="kg-card kg-embed-card">${html}</figure>`, script: false }
      : sandboxed(html);
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A post on a ${host} host</title><style>${COLUMN_CSS}</style></head>
<body><main><h1>Our elf week</h1><p>Here is what we used this year:</p>
${embed.html}
<p>The rest of the post.</p></main>${embed.script ? `<script>${SANDBOXING_SCRIPT}</script>` : ''}</body></html>`;
}
