/**
 * The newsletter mails' links: GET /api/newsletter/confirm?token= confirms the address (and the
 * welcome mail goes out); /api/newsletter/unsubscribe?token= shows the one-click button on GET and
 * unsubscribes on POST (the button, or a mail client's RFC 8058 one-click), without sign-in.
 * The token is checked before anything is read, so a forged link costs no database read.
 */
import { logger } from 'firebase-functions';
import { NEWSLETTER_SECTION_ID } from '@core/newsletter';
import { NEWSLETTER_PAGE_TEXT as TEXT } from '@core/newsletter-mails';
import {
  confirmationLinkValid,
  planConfirm,
  planUnsubscribe,
  type StoredSubscriber,
} from '@core/newsletter-signup';
import { publicApiPath } from '@core/public-api-routes';
import { mailFailureReason } from '../mail/send-mail';
import { siteSettings } from '../platform/config';
import { db } from '../platform/firebase';
import { readLinkToken, type LinkPurpose } from './link-tokens';
import { linkPage } from './link-page';
import { sendWelcomeMail, tokenSecret } from './newsletter-mails';
import { erasedSubscriberRef, subscriberRef } from './subscriber-store';

const HOME = { label: TEXT.home, href: '/' };
const SIGN_UP_AGAIN = { label: TEXT.confirmInvalid.action, href: `/#${NEWSLETTER_SECTION_ID}` };

function tokenOf(request: Request, purpose: LinkPurpose) {
  const secret = tokenSecret();
  return secret && readLinkToken(secret, purpose, new URL(request.url).searchParams.get('token'));
}

const confirmInvalid = () => linkPage({ ...TEXT.confirmInvalid, link: SIGN_UP_AGAIN, status: 400 });

export async function confirmHandler(request: Request): Promise<Response> {
  const now = new Date();
  const token = tokenOf(request, 'confirm');
  if (!token || !confirmationLinkValid(token.issuedAt, now)) return confirmInvalid();
  const ref = subscriberRef(token.id);
  const outcome = await db().runTransaction(async (transaction) => {
    const planned = planConfirm(
      (await transaction.get(ref)).data() as StoredSubscriber | undefined,
      now,
    );
    if (planned.result === 'confirmed' && planned.write) {
      transaction.set(ref, planned.write);
      // The owner of the address consents again: an earlier erasure no longer holds it back.
      transaction.delete(erasedSubscriberRef(token.id));
    }
    return planned;
  });
  if (outcome.result === 'invalid') return confirmInvalid();
  if (outcome.welcome)
    await sendWelcomeMail(outcome.write.email, token.id, now).catch((error: unknown) => {
      logger.error('Newsletter welcome mail not sent', { reason: mailFailureReason(error) });
    });
  return linkPage({ ...TEXT.confirmed, link: HOME });
}

export async function unsubscribeHandler(request: Request): Promise<Response> {
  const token = tokenOf(request, 'unsubscribe');
  if (!token) {
    const { supportEmail } = siteSettings();
    return linkPage({
      ...TEXT.unsubscribeInvalid,
      link: { label: supportEmail, href: `mailto:${supportEmail}` },
      status: 400,
    });
  }
  if (request.method !== 'POST') {
    const { title, message, button } = TEXT.unsubscribe;
    const action = publicApiPath('newsletterUnsubscribe', {
      token: new URL(request.url).searchParams.get('token'),
    });
    return linkPage({ title, message, form: { action, button } });
  }
  const ref = subscriberRef(token.id);
  const now = new Date();
  await db().runTransaction(async (transaction) => {
    const after = planUnsubscribe(
      (await transaction.get(ref)).data() as StoredSubscriber | undefined,
      now,
    );
    if (after) transaction.set(ref, after);
  });
  return linkPage({ ...TEXT.unsubscribed, link: SIGN_UP_AGAIN });
}
