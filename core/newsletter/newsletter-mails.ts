/**
 * The newsletter's mails (plain text and HTML, from the product's name, naming the site's address)
 * and the pages its links open. Built here, from settings and links the functions pass in.
 */
import { escapeAttribute as escape } from '../lib/html-attribute';
import { SITE_COLORS } from '../site/site-theme';
import { CONFIRMATION_LINK_DAYS, UNCONFIRMED_KEPT_DAYS } from './subscribers';

export interface Mail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

interface MailContext {
  productName: string;
  /** The site's origin, as the mail names it and its links start. */
  siteOrigin: string;
}

/** "elfletter.example": the site as a reader knows it. */
const siteName = (origin: string) => new URL(origin).host;

/** 'December 1, 2026, 14:05 UTC': when a sign-up was asked for. */
function requestTime(at: Date): string {
  const date = at.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${date}, ${at.toISOString().slice(11, 16)} UTC`;
}

/** The mail's last line: the product and a link to the site. */
function siteLine({ productName, siteOrigin }: MailContext): string {
  return `${escape(productName)} · <a href="${escape(siteOrigin)}">${escape(siteName(siteOrigin))}</a>`;
}

/**
 * A mail's HTML, one column: its paragraphs, a button-like link, and what follows it. A table,
 * as mail clients that ignore a block's width (Outlook's) still keep a table's.
 */
function mailHtml(paragraphs: string[], action: { label: string; href: string }, after: string[]) {
  const p = (text: string) => `<p style="margin:0 0 16px">${text}</p>`;
  const { background, text, surface, primary, primaryText } = SITE_COLORS;
  return `<!doctype html><html><body style="margin:0;padding:24px 12px;background:${background}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:${surface};border-radius:8px"><tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;color:${text};line-height:1.5">${paragraphs.map(p).join('')}<p style="margin:0 0 16px"><a href="${escape(action.href)}" style="display:inline-block;background:${primary};color:${primaryText};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escape(action.label)}</a></p>${after.map(p).join('')}</td></tr></table></body></html>`;
}

/**
 * The double opt-in mail: who asked (the site, the time; never the asker's address) and that
 * ignoring it is enough.
 */
export function confirmationMail(
  context: MailContext,
  confirmUrl: string,
  requestedAt: Date,
): Mail {
  const { productName, siteOrigin } = context;
  const site = siteName(siteOrigin);
  const asked = `Someone, hopefully you, asked on ${site} on ${requestTime(requestedAt)} to get the ${productName} newsletter at this address.`;
  const confirm = `To confirm, follow this link within ${CONFIRMATION_LINK_DAYS} days:`;
  const ignore = `If it was not you, ignore this mail: the address will not be subscribed, and we delete it after ${UNCONFIRMED_KEPT_DAYS} days.`;
  return {
    subject: `Confirm your subscription to ${productName}`,
    text: `${asked}\n\n${confirm}\n${confirmUrl}\n\n${ignore}\n\n${productName}\n${siteOrigin}\n`,
    html: mailHtml(
      [escape(asked), escape(`To confirm, use the button within ${CONFIRMATION_LINK_DAYS} days.`)],
      { label: 'Confirm my subscription', href: confirmUrl },
      [escape(ignore), siteLine(context)],
    ),
  };
}

/**
 * The mail after the confirmation. Like every mail to a subscriber it carries the unsubscribe link
 * and RFC 8058's one-click headers, which mail clients show as their own "Unsubscribe" button.
 */
export function welcomeMail(context: MailContext, unsubscribeUrl: string): Mail {
  const { productName, siteOrigin } = context;
  const welcome = `You are subscribed to the ${productName} newsletter: new elf ideas will come to this address.`;
  // The link opens a page with the button, not the unsubscription itself: mail scanners open
  // links, and must not unsubscribe anyone.
  const leave =
    'Not for you any more? Open this page and press its Unsubscribe button (no sign-in needed):';
  return {
    subject: `You're subscribed to ${productName}`,
    text: `${welcome}\n\n${leave}\n${unsubscribeUrl}\n\n${productName}\n${siteOrigin}\n`,
    html: mailHtml([escape(welcome)], { label: 'Visit the site', href: siteOrigin }, [
      `Not for you any more? <a href="${escape(unsubscribeUrl)}">Open the unsubscribe page</a> and press its Unsubscribe button (no sign-in needed).`,
      siteLine(context),
    ]),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

/** RFC 2369 and RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the link. */
export const unsubscribeHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The pages the mails' links open: a heading, a message and the way on. */
export const NEWSLETTER_PAGE_TEXT = {
  confirmed: {
    title: "You're subscribed!",
    message: 'Thanks for confirming your address. New elf ideas will come to your inbox.',
  },
  confirmInvalid: {
    title: 'This confirmation link is not valid',
    message:
      'Copy the whole link from the mail. If it still does not work, sign up again on the home page and we will send you a new one.',
    action: 'Sign up again',
  },
  confirmExpired: {
    title: 'This confirmation link has expired',
    message: `Confirmation links work for ${CONFIRMATION_LINK_DAYS} days. Sign up again on the home page and we will send you a new one.`,
  },
  confirmGone: {
    title: 'This sign-up is no longer on our list',
    message: `We delete a sign-up not confirmed within ${UNCONFIRMED_KEPT_DAYS} days, and any address on request. Sign up again on the home page and we will send you a new link.`,
  },
  confirmUnsubscribed: {
    title: 'This address has unsubscribed since',
    message:
      'This link is from before the unsubscribe, so it no longer subscribes the address. Sign up again on the home page if you want the newsletter again.',
  },
  confirmEarlier: {
    title: 'This link belongs to an earlier sign-up',
    message:
      'The address was signed up again after this mail was sent, so this link no longer works. Use the link in the newest mail from us.',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter?',
    message: 'You will get no more newsletter mail from us.',
    button: 'Unsubscribe',
  },
  unsubscribed: {
    title: "You're unsubscribed",
    message:
      'You will get no more newsletter mail from us. Changed your mind? Sign up again on the home page.',
  },
  unsubscribeInvalid: {
    title: 'This unsubscribe link is not valid',
    message: 'Copy the whole link from the mail, or write to us and we will remove your address.',
  },
  unsubscribeEarlier: {
    title: 'This link belongs to an earlier sign-up',
    message:
      'The address was signed up again after this mail was sent, so this link changed nothing. To unsubscribe, use the link in the newest mail from us, or write to us and we will remove your address.',
  },
  unsubscribeGone: {
    title: 'This address is not on our list',
    message: 'It was removed after this mail was sent, so no newsletter mail goes to it.',
  },
  home: 'Back to the home page',
} as const;
