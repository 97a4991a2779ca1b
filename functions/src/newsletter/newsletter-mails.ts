/**
 * The newsletter's mails as sent: their links signed (link-tokens.ts) and pointing at this site
 * (MAIL_LINK_ORIGIN, else SITE_URL).
 */
import { logger } from 'firebase-functions';
import { postPath } from '@core/blog-paths';
import { confirmationMail, postMail, welcomeMail } from '@core/newsletter-mails';
import { newsletterLink } from '@core/newsletter-send';
import { publicApiPath } from '@core/public-api-routes';
import { SERVER_SETTINGS_ENV } from '@core/settings';
import { sendMail } from '../mail/send-mail';
import { serverSettings, siteSettings } from '../platform/config';
import { signLinkToken, type LinkPurpose } from './link-tokens';

/** No signing key: no link can be made or checked. */
export class NoTokenSecret extends Error {
  constructor() {
    super(
      `${SERVER_SETTINGS_ENV.newsletterTokenSecret} is not set, so no newsletter link can be made or checked (README, Configuration)`,
    );
  }
}

/** The signing key, or null (logged: every link fails until it is set). */
export function tokenSecret(): string | null {
  const secret = serverSettings().newsletterTokenSecret;
  if (!secret) logger.error(new NoTokenSecret().message);
  return secret;
}

const mailContext = () => ({
  productName: siteSettings().productName,
  siteOrigin: serverSettings().mailLinkOrigin ?? siteSettings().siteUrl,
});

function link(
  route: 'newsletterConfirm' | 'newsletterUnsubscribe',
  purpose: LinkPurpose,
  id: string,
  now: Date,
) {
  const secret = serverSettings().newsletterTokenSecret;
  if (!secret) throw new NoTokenSecret();
  const token = signLinkToken(secret, purpose, { id, issuedAt: now.getTime() });
  return `${mailContext().siteOrigin}${publicApiPath(route, { token })}`;
}

export const sendConfirmationMail = (email: string, id: string, now: Date) =>
  sendMail(
    email,
    confirmationMail(mailContext(), link('newsletterConfirm', 'confirm', id, now), now),
  );

export const sendWelcomeMail = (email: string, id: string, now: Date) =>
  sendMail(
    email,
    welcomeMail(mailContext(), link('newsletterUnsubscribe', 'unsubscribe', id, now)),
  );

/** What a send mails of its post (read once per slice, not per recipient). */
export interface MailedPost {
  title: string;
  slug: string;
  excerpt: string;
}

/** Send `sendId`'s mail of `post` to subscriber `id`, with that subscriber's own unsubscribe link. */
export const sendPostMail = (email: string, id: string, post: MailedPost, sendId: string) =>
  sendMail(
    email,
    postMail(
      mailContext(),
      {
        title: post.title,
        excerpt: post.excerpt,
        url: newsletterLink(`${mailContext().siteOrigin}${postPath(post.slug)}`, sendId),
      },
      link('newsletterUnsubscribe', 'unsubscribe', id, new Date()),
    ),
  );
