/**
 * The small pages a newsletter mail's links open: the site's colours (core/site/site-theme.ts) and name, a heading, a
 * message, a link or the one-click form. No script, nothing loaded (FORM_PAGE_CSP).
 */
import { escapeAttribute as escape } from '@core/lib/html-attribute';
import { FORM_PAGE_CSP } from '@core/site/security-headers';
import { SITE_COLORS, SITE_FONT, SITE_RADIUS } from '@core/site/site-theme';
import { siteSettings } from '../../platform/config';

export interface LinkPage {
  title: string;
  message: string;
  /** A link on (home, sign up again). */
  link?: { label: string; href: string };
  /** A form posting to `action` (the one-click unsubscribe). */
  form?: { action: string; button: string };
  status?: number;
}

const { text, muted, background, surface, border, primary, primaryText } = SITE_COLORS;
const STYLE = `body{margin:0;padding:0 1rem;background:${background};color:${text};font:1.05rem/1.6 ${SITE_FONT}}
main{max-width:560px;margin:10vh auto;padding:2rem 1.5rem;background:${surface};border:1px solid ${border};border-radius:${SITE_RADIUS}}
.brand{color:${muted};font-weight:600;text-decoration:none}h1{font-size:1.6rem;line-height:1.25;margin:1rem 0}
a{color:${primary}}button{font:inherit;font-weight:600;background:${primary};color:${primaryText};border:0;border-radius:8px;padding:.7rem 1.4rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid ${text};outline-offset:2px}`;

export function linkPage(page: LinkPage): Response {
  const { productName } = siteSettings();
  const form = page.form
    ? `<form method="post" action="${escape(page.form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escape(page.form.button)}</button></form>`
    : '';
  const link = page.link
    ? `<p><a href="${escape(page.link.href)}">${escape(page.link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(`${page.title} | ${productName}`)}</title><style>${STYLE}</style></head><body><main><a class="brand" href="/">${escape(productName)}</a><h1>${escape(page.title)}</h1><p>${escape(page.message)}</p>${form}${link}</main></body></html>`;
  return new Response(html, {
    status: page.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': FORM_PAGE_CSP,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      // The address holds the link's token: no other page is told it.
      'referrer-policy': 'no-referrer',
    },
  });
}
