/**
 * The newsletter's mails as sent: their links signed (link-tokens.ts) and pointing at this site
 * (MAIL_LINK_ORIGIN, else SITE_URL).
 */
import { logger } from 'firebase-functions';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { confirmationMail, welcomeMail } from '@core/newsletter/newsletter-mails';
import { newsletterRef } from '@core/newsletter/newsletter-send';
import { TEST_SUBJECT_PREFIX, type PostMailPreview } from '@core/newsletter/newsletter-sends-admin';
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

/** The post's mail for send `sendId`, rendered once, with what fills it in per recipient. */
async function postMailOf(post: MailedPost, sendId: string, load: () => Promise<PostEmailModule>) {
  const { postMailTemplate, postMailFor } = await load();
  const { productName, siteOrigin } = mailContext();
  const template = postMailTemplate({ sendId, productName, siteOrigin, post });
  return { template, postMailFor, siteOrigin, host: new URL(siteOrigin).hostname };
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
  const { template, postMailFor, host } = await postMailOf(post, sendId, load);
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

/**
 * The send id a preview's and a test copy's links carry: no send has it, so their visits count
 * for none.
 */
const NO_SEND = 'test';

/** The post's mail as subscribers would get it, its unsubscribe link the template's placeholder. */
export async function postMailPreview(
  post: MailedPost,
  load: () => Promise<PostEmailModule> = loadBuiltPostEmail,
): Promise<PostMailPreview> {
  const { template } = await postMailOf(post, NO_SEND, load);
  return { subject: template.subject, html: template.html };
}

/**
 * One copy of the post's mail to `email`, its subject marked as a test. The address is no
 * subscriber: its unsubscribe link leads to the site's home page.
 */
export async function sendTestPostMail(
  post: MailedPost,
  email: string,
  load: () => Promise<PostEmailModule> = loadBuiltPostEmail,
): Promise<void> {
  const { template, postMailFor, siteOrigin, host } = await postMailOf(post, NO_SEND, load);
  const mail = postMailFor(template, {
    unsubscribeUrl: `${siteOrigin}/`,
    messageId: `<${NO_SEND}.${randomUUID()}@${host}>`,
  });
  await sendMail(email, { ...mail, subject: `${TEST_SUBJECT_PREFIX}${mail.subject}` });
}
