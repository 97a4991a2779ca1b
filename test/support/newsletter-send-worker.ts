/**
 * A newsletter send's worker in a process of its own, which a test or the bench can kill mid-batch:
 * runs slices of send `argv[2]` until it is finished, mailing a fixed post over SMTP_URL (a sink of
 * the caller's) as the functions build and send a post's mail. Prints each slice's result, and at
 * its end its longest batch, peak memory and the heap it kept alive as JSON (the bench's figures).
 */
import { randomUUID } from 'node:crypto';
import { postMailer } from '../../functions/src/newsletter/newsletter-mails';
import { runSendSlice } from '../../functions/src/newsletter/send-job';

/** A post of the worker's own: the send under test names no stored post. */
const POST = {
  title: 'A send under test',
  slug: 'a-send-under-test',
  excerpt: 'Its one line.',
  content: '<p>Hello.</p><div data-elf-generator="craft"></div>',
  featuredImage: null,
};

const id = process.argv[2];
if (!id) throw new Error('Usage: newsletter-send-worker.ts <send id>');
const workerId = randomUUID();
const mail = await postMailer(POST, id, () => import('../../functions/src/newsletter/post-email'));
let longestBatchMs = 0;
// What the send holds between slices (the bench runs this with --expose-gc): flat in the list's
// size if nothing keeps recipients around; the process's peak RSS also holds what tsx compiled.
let liveHeapKb = 0;
const gc = (globalThis as { gc?: () => void }).gc;

for (;;) {
  const result = await runSendSlice(id, {
    workerId,
    mail: ({ id: subscriber, email }) => mail(email, subscriber),
    onBatch: (_size, ms) => (longestBatchMs = Math.max(longestBatchMs, ms)),
  });
  console.log(result);
  if (gc) {
    gc();
    liveHeapKb = Math.max(liveHeapKb, process.memoryUsage().heapUsed / 1024);
  }
  if (result === 'finished') break;
  if (result === 'busy') await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log(
  JSON.stringify({ longestBatchMs, maxRssKb: process.resourceUsage().maxRSS, liveHeapKb }),
);
process.exit(0);
