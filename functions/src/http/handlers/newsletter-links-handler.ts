/**
 * The newsletter mails' links: GET /api/newsletter/confirm?token= confirms the address (and the
 * welcome mail goes out); /api/newsletter/unsubscribe?token= shows the one-click button on GET and
 * unsubscribes on POST (the button, or a mail client's RFC 8058 one-click), without sign-in.
 * The token is checked before anything is read, so a forged link costs no database read. A link
 * acts only on the sign-up it was sent for, and a link that does nothing says why.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { NEWSLETTER_SECTION_ID } from '@core/newsletter/newsletter';
import { NEWSLETTER_PAGE_TEXT as TEXT } from '@core/newsletter/newsletter-mails';
import {
  confirmationLinkValid,
  planConfirm,
  planUnsubscribe,
  type StoredSubscriber,
} from '@core/newsletter/newsletter-signup';
import { sendIdOfRef } from '@core/newsletter/newsletter-send';
import { publicApiPath } from '@core/public-api-routes';
import { mailFailureReason } from '../../mail/send-mail';
import { siteSettings } from '../../platform/config';
import { db } from '../../platform/firebase';
import { readLinkToken, type LinkPurpose } from '../../newsletter/link-tokens';
import { linkPage } from './newsletter-link-page';
import { sendWelcomeMail, tokenSecret } from '../../newsletter/newsletter-mails';
import { countForSend } from '../../newsletter/send-job';
import { erasedSubscriberRef, subscriberRef } from '../../newsletter/subscriber-store';

const HOME = { label: TEXT.home, href: '/' };
const SIGN_UP_AGAIN = { label: TEXT.confirmInvalid.action, href: `/#${NEWSLETTER_SECTION_ID}` };

function tokenOf(request: Request, purpose: LinkPurpose) {
  const secret = tokenSecret();
  return secret && readLinkToken(secret, purpose, new URL(request.url).searchParams.get('token'));
}

/** Each reason a confirmation link does nothing, said as it is. */
const CONFIRM_REFUSED = {
  invalid: TEXT.confirmInvalid,
  expired: TEXT.confirmExpired,
  gone: TEXT.confirmGone,
  earlier: TEXT.confirmEarlier,
  unsubscribed: TEXT.confirmUnsubscribed,
} as const;

const confirmRefused = (reason: keyof typeof CONFIRM_REFUSED) =>
  linkPage({
    title: CONFIRM_REFUSED[reason].title,
    message: CONFIRM_REFUSED[reason].message,
    link: SIGN_UP_AGAIN,
    status: reason === 'invalid' ? 400 : 410,
  });

export async function confirmHandler(request: Request): Promise<Response> {
  const now = new Date();
  const token = tokenOf(request, 'confirm');
  if (!token) return confirmRefused('invalid');
  if (!confirmationLinkValid(token.issuedAt, now)) return confirmRefused('expired');
  const ref = subscriberRef(token.id);
  const outcome = await db().runTransaction(async (transaction) => {
    const planned = planConfirm(
      (await transaction.get(ref)).data() as StoredSubscriber | undefined,
      token.issuedAt,
      now,
    );
    if (planned.result === 'confirmed' && planned.write) {
      transaction.set(ref, planned.write);
      // The owner of the address consents again: an earlier erasure no longer holds it back.
      transaction.delete(erasedSubscriberRef(token.id));
    }
    return planned;
  });
  if (outcome.result !== 'confirmed') return confirmRefused(outcome.result);
  if (outcome.welcome)
    await sendWelcomeMail(outcome.write.email, token.id, now).catch((error: unknown) => {
      logger.error('Newsletter welcome mail not sent', { reason: mailFailureReason(error) });
    });
  return linkPage({ ...TEXT.confirmed, link: HOME });
}

const writeToUs = () => {
  const { supportEmail } = siteSettings();
  return { label: supportEmail, href: `mailto:${supportEmail}` };
};

/** The page of an unsubscribe link that does nothing, and why. */
function unsubscribeRefused(reason: 'invalid' | 'earlier' | 'gone'): Response {
  if (reason === 'gone') return linkPage({ ...TEXT.unsubscribeGone, link: HOME, status: 410 });
  const text = reason === 'invalid' ? TEXT.unsubscribeInvalid : TEXT.unsubscribeEarlier;
  return linkPage({ ...text, link: writeToUs(), status: reason === 'invalid' ? 400 : 410 });
}

export async function unsubscribeHandler(request: Request): Promise<Response> {
  const token = tokenOf(request, 'unsubscribe');
  if (!token) return unsubscribeRefused('invalid');
  const ref = subscriberRef(token.id);
  const now = new Date();
  const plan = (snapshot: DocumentSnapshot) =>
    planUnsubscribe(snapshot.data() as StoredSubscriber | undefined, token.issuedAt, now);
  if (request.method !== 'POST') {
    // An earlier sign-up's link says so at once, rather than after its button.
    const planned = plan(await ref.get());
    if (planned.result !== 'unsubscribed') return unsubscribeRefused(planned.result);
    const { title, message, button } = TEXT.unsubscribe;
    const params = new URL(request.url).searchParams;
    const action = publicApiPath('newsletterUnsubscribe', {
      token: params.get('token'),
      ref: params.get('ref'),
    });
    return linkPage({ title, message, form: { action, button } });
  }
  const outcome = await db().runTransaction(async (transaction) => {
    const planned = plan(await transaction.get(ref));
    if (planned.result === 'unsubscribed' && planned.write) transaction.set(ref, planned.write);
    return planned;
  });
  if (outcome.result !== 'unsubscribed') return unsubscribeRefused(outcome.result);
  const sendId = sendIdOfRef(new URL(request.url).searchParams.get('ref'));
  // An unsubscribe this link made (not a second press): counted on the send whose mail it was in.
  if (outcome.write && sendId)
    await countForSend(sendId, 'unsubscribes').catch((error: unknown) => {
      logger.error('Could not count a newsletter unsubscribe', { sendId, error: String(error) });
    });
  return linkPage({ ...TEXT.unsubscribed, link: SIGN_UP_AGAIN });
}
