/**
 * The mails the local stack sent, as MailDev caught them (its REST API: GET /email), for the
 * integration and end-to-end tests.
 */
import { MAIL_ORIGIN } from '../../scripts/lib/stack';

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** Every mail caught for `address`, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_ORIGIN}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address));
}

/**
 * Waits until `address` has `count` mails: a mail is caught a moment after it is sent, and a
 * confirmation is sent by a trigger after the sign-up answered (its first run starts a worker).
 */
export async function waitForMails(
  address: string,
  count: number,
  timeoutMs = 30_000,
): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Gives MailDev time to catch a mail that should not come. */
export const settleMail = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** The first link in a mail's plain text whose path starts with `path`. */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`No ${path} link in the mail '${mail.subject}':\n${mail.text}`);
  return link;
}
