/**
 * The newsletter bench: one send to 10,000 generated subscribers through a local SMTP sink
 * (smtp-server, not MailDev), its worker a process of its own (test/support/newsletter-send-worker.ts)
 * killed part-way and started again. Prints mails per minute, Firestore reads and writes per
 * recipient (counted in the worker's process by the capacity bench's recorder), the longest batch,
 * the worker's peak memory and the time from the kill to the next mail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createSend } from '../functions/src/newsletter/send-job';
import { subscriberId, subscriberRef } from '../functions/src/newsletter/subscriber-store';
import { db } from '../functions/src/platform/firebase';
import { startSmtpSink } from '../test/support/smtp-sink';
import { bundleForNode } from './build';
import type { FirestoreRpc } from './lib/capacity-counts';
import { ROOT } from './lib/paths';
import { EMULATOR_ENV, LOCAL_MAIL_ENV } from './lib/stack';

/** NEWSLETTER_BENCH_SUBSCRIBERS sets another size: the same figures at two sizes show what grows. */
const SUBSCRIBERS = Number(process.env.NEWSLETTER_BENCH_SUBSCRIBERS ?? 10_000);
const KILL_AT_MAIL = Math.round(SUBSCRIBERS * 0.3);
/** A provider's generous limit: the bench measures the worker, not a cap. */
const SETTINGS = {
  ratePerMinute: 20_000,
  concurrency: 10,
  batchSize: 200,
  sliceMs: 20_000,
  // A worker found dead waits out this lease before another takes the job up.
  leaseMs: 25_000,
};

/** What newsletter-send-worker.ts prints last. */
interface WorkerFigures {
  longestBatchMs: number;
  maxRssKb: number;
  liveHeapKb: number;
}

interface WorkerRun {
  child: ChildProcess;
  figures: Promise<WorkerFigures | null>;
}

function startWorker(sendId: string, smtpUrl: string, recorder: string, log: string): WorkerRun {
  const child = spawn(
    process.execPath,
    // --expose-gc: the worker measures the heap its send keeps alive after each slice.
    [
      '--expose-gc',
      '--import',
      'tsx',
      join(ROOT, 'test/support/newsletter-send-worker.ts'),
      sendId,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...EMULATOR_ENV,
        ...LOCAL_MAIL_ENV,
        // A pool of connections, as a provider's SMTP is used for a campaign.
        SMTP_URL: `${smtpUrl}/?pool=true&maxConnections=${SETTINGS.concurrency}`,
        FIRESTORE_USAGE_LOG: log,
        FUNCTIONS_EMULATOR: 'true',
        FUNCTION_TARGET: 'workNewsletterSend',
        NODE_OPTIONS: `--require ${recorder}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const figures = new Promise<WorkerFigures | null>((resolve) =>
    child.once('exit', () => {
      const last = out.trim().split('\n').at(-1) ?? '';
      resolve(last.startsWith('{') ? (JSON.parse(last) as never) : null);
    }),
  );
  return { child, figures };
}

async function seedSubscribers(prefix: string): Promise<void> {
  const writer = db().bulkWriter();
  const at = new Date().toISOString();
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const email = `${prefix}-${i}@bench.test`;
    void writer.set(subscriberRef(subscriberId(email)), {
      email,
      status: 'confirmed',
      createdAt: at,
      confirmedAt: at,
      source: '/',
    });
  }
  await writer.close();
}

export async function benchNewsletter(): Promise<void> {
  Object.assign(process.env, EMULATOR_ENV);
  const dir = join(ROOT, '.bench-data/newsletter');
  await rm(dir, { recursive: true, force: true });
  const recorder = join(dir, 'firestore-usage-recorder.cjs');
  await bundleForNode('scripts/lib/firestore-usage-recorder.ts', recorder);
  const log = join(dir, 'firestore-usage.jsonl');
  const prefix = `bench-${Date.now().toString(36)}`;
  await seedSubscribers(prefix);

  let worker: WorkerRun | undefined;
  let killedAt = 0;
  let firstAfterKill = 0;
  const mailTimes: number[] = [];
  const sink = await startSmtpSink({
    onMail: (_to, count) => {
      const now = Date.now();
      mailTimes.push(now);
      if (killedAt && !firstAfterKill) firstAfterKill = now;
      if (count !== KILL_AT_MAIL) return 'answer';
      killedAt = now;
      worker?.child.kill('SIGKILL');
      return 'hold';
    },
  });
  const sendId = `bench-send-${prefix}`;
  try {
    await createSend(sendId, 'bench-no-post', SETTINGS);
    worker = startWorker(sendId, sink.url, recorder, log);
    await worker.figures;
    worker = startWorker(sendId, sink.url, recorder, log);
    const second = await worker.figures;
    const job = (await db().collection('newsletterSends').doc(sendId).get()).data() as {
      total: number;
      counts: Record<string, number>;
    };
    const rpcs = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as FirestoreRpc);
    const reads = rpcs.reduce((sum, rpc) => sum + rpc.reads, 0);
    const writes = rpcs.reduce((sum, rpc) => sum + rpc.writes, 0);
    const resumed = mailTimes.filter((at) => at >= firstAfterKill);
    const minutes = (resumed.at(-1)! - resumed[0]!) / 60_000;
    console.log(
      `\nNewsletter send: ${job.total.toLocaleString('en-US')} recipients (${JSON.stringify(job.counts)})`,
    );
    console.log(`  mails per minute (after the resume): ${Math.round(resumed.length / minutes)}`);
    console.log(
      `  Firestore per recipient: ${(reads / job.total).toFixed(2)} reads, ${(writes / job.total).toFixed(2)} writes`,
    );
    console.log(
      `  longest batch: ${second?.longestBatchMs ?? '?'} ms (batches of ${SETTINGS.batchSize})`,
    );
    console.log(`  peak memory of the worker: ${Math.round((second?.maxRssKb ?? 0) / 1024)} MB`);
    console.log(
      `  heap the send keeps alive (largest, after a collection at each slice's end): ${((second?.liveHeapKb ?? 0) / 1024).toFixed(1)} MB`,
    );
    console.log(
      `  resume: ${((firstAfterKill - killedAt) / 1000).toFixed(1)} s from the kill to the next mail (the lease: ${SETTINGS.leaseMs / 1000} s)`,
    );
  } finally {
    worker?.child.kill('SIGKILL');
    await sink.close();
  }
}
