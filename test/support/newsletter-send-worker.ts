/**
 * A newsletter send's worker in a process of its own, which a test or the bench can kill mid-batch:
 * runs slices of send `argv[2]` until it is finished, mailing a fixed post over SMTP_URL (a sink of
 * the caller's) through the functions' one mail path. Prints each slice's result.
 */
import { randomUUID } from 'node:crypto';
import { postMail } from '@core/newsletter-mails';
import { runSendSlice } from '../../functions/src/newsletter/send-job';
import { sendMail } from '../../functions/src/mail/send-mail';

const SEND_POST = {
  title: 'A send under test',
  excerpt: 'Its one line.',
  url: 'http://127.0.0.1/',
};
const CONTEXT = { productName: 'Elf Letter', siteOrigin: 'http://127.0.0.1' };

const id = process.argv[2];
if (!id) throw new Error('Usage: newsletter-send-worker.ts <send id>');
const workerId = randomUUID();

for (;;) {
  const result = await runSendSlice(id, {
    workerId,
    mail: ({ email }) =>
      sendMail(email, postMail(CONTEXT, SEND_POST, `${CONTEXT.siteOrigin}/unsubscribe`)),
  });
  console.log(result);
  if (result === 'finished') break;
  if (result === 'busy') await new Promise((resolve) => setTimeout(resolve, 200));
}
process.exit(0);
