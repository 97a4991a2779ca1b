/**
 * The newsletter's mails as sent: their links signed (link-tokens.ts) and pointing at this site
 * (MAIL_LINK_ORIGIN, else SITE_URL).
 */
import { logger } from 'firebase-functions';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { confirmationMail, welcomeMail } from '@core/newsletter/newsletter-mails';
import { newsletterRef } from '@core/newsletter/newsletter-send';
import { publicApiPath } from '@core/public-api-routes';
import { SERVER_SETTINGS_ENV } from '@core/site/settings';
import { sendMail } from '../mail/send-mail';
import { serverSettings, siteSettings } from '../platform/config';
import { signLinkToken, type LinkPurpose } from './link-tokens';
import type * as PostEmail from './post-email';

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

/** `ref`: the send whose mail carries the link (newsletterRef), which its unsubscribes count on. */
function link(
  route: 'newsletterConfirm' | 'newsletterUnsubscribe',
  purpose: LinkPurpose,
  id: string,
  now: Date,
  ref?: string,
) {
  const secret = serverSettings().newsletterTokenSecret;
  if (!secret) throw new NoTokenSecret();
  const token = signLinkToken(secret, purpose, { id, issuedAt: now.getTime() });
  return `${mailContext().siteOrigin}${publicApiPath(route, { token, ref })}`;
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
export type MailedPost = PostEmail.PostMailInput['post'];

/**
 * A post's mail (post-email.tsx with React Email), built beside index.cjs (scripts/build.ts): a
 * bundle of its own, which esbuild cannot split off the functions' CommonJS entry otherwise.
 */
export const POST_MAIL_FILE = 'post-mail.cjs';

export type PostEmailModule = typeof PostEmail;

let builtPostEmail: Promise<PostEmailModule> | undefined;

/** Loaded with a send's first slice: every other function starts without React Email. */
function loadBuiltPostEmail(): Promise<PostEmailModule> {
  builtPostEmail ??= import(
    pathToFileURL(join(__dirname, POST_MAIL_FILE)).href
  ) as Promise<PostEmailModule>;
  return builtPostEmail;
}

/**
 * The mailer of send `sendId`'s post: renders the mail once, then sends it to each subscriber with
 * that subscriber's own unsubscribe link. Code run from source (a test's worker) passes its own
 * `load`, there being no built file beside it.
 */
export async function postMailer(
  post: MailedPost,
  sendId: string,
  load: () => Promise<PostEmailModule> = loadBuiltPostEmail,
) {
  const { postMailTemplate, postMailFor } = await load();
  const { productName, siteOrigin } = mailContext();
  const template = postMailTemplate({ sendId, productName, siteOrigin, post });
  const host = new URL(siteOrigin).hostname;
  return (email: string, id: string) =>
    sendMail(
      email,
      postMailFor(template, {
        unsubscribeUrl: link(
          'newsletterUnsubscribe',
          'unsubscribe',
          id,
          new Date(),
          newsletterRef(sendId),
        ),
        messageId: `<${sendId}.${id}@${host}>`,
      }),
    );
}
