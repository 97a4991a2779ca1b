/**
 * Sends mail over SMTP (SMTP_URL: the local stack's MailDev, the owner's provider in production)
 * with nodemailer, which loads with the first mail: a function that sends none never evaluates it.
 */
import type { Transporter } from 'nodemailer';
import type { Mail } from '@core/newsletter/newsletter-mails';
import { SERVER_SETTINGS_ENV } from '@core/site/settings';
import { serverSettings, siteSettings } from '../platform/config';

/** No SMTP server is configured: the caller logs this and answers as if the mail went out. */
export class MailNotConfigured extends Error {}

let transport: Promise<Transporter> | undefined;

/** MAIL_FROM, or the product's name at no-reply@ the site's host. */
export function mailSender(): string {
  const configured = serverSettings().mailFrom;
  if (configured) return configured;
  const { productName, siteUrl } = siteSettings();
  return `"${productName.replace(/["\\]/g, '')}" <no-reply@${new URL(siteUrl).hostname}>`;
}

export async function sendMail(to: string, mail: Mail): Promise<void> {
  const url = serverSettings().smtpUrl;
  if (!url)
    throw new MailNotConfigured(
      `${SERVER_SETTINGS_ENV.smtpUrl} is not set, so no mail is sent (README, Configuration)`,
    );
  transport ??= import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(url),
  );
  await (
    await transport
  ).sendMail({
    from: mailSender(),
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
}

/**
 * Why a mail failed, for the log: the error's code and the server's reply code, never its message,
 * which may quote the recipient's address (a rejected recipient). Our own errors say it in full.
 */
export function mailFailureReason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  if (code === undefined && responseCode === undefined) return error.message;
  return [code, responseCode].filter((part) => part !== undefined).join(' ');
}
