/**
 * The local stack as `npm start` and `npm run dev` run it: the emulators with data kept in .data/,
 * demo data seeded on the first start, the URLs printed. Ctrl-C saves the data and stops every
 * process it started; an emulator that stops by itself is reported, the others are stopped and
 * the process exits with 1.
 */
import { stampAllMissingPublishedAt } from '../../functions/src/posts/stamp-published-at';
import { ensureDemoUsers, isSeeded, seedDemoContent } from '../seed/seed';
import { relative } from 'node:path';
import { DATA_DIR, ROOT } from './paths';
import { MAIL_ORIGIN, SITE_ORIGIN, startStack, type RunningStack, type StackError } from './stack';

/** onStop: what else to stop before the emulators (e.g. file watchers). */
export async function serveWithDemoData(onStop?: () => Promise<void>): Promise<RunningStack> {
  const dataDir = relative(ROOT, DATA_DIR) || '.';
  console.log(`Starting the Firebase emulators (logs in ${dataDir}/logs/)...`);
  const stack = await startStack({ dataDir: DATA_DIR, persist: true, echo: false });

  let stopping = false;
  const stop = async (failure?: StackError) => {
    if (stopping) return;
    stopping = true;
    if (failure) console.error(`\n${failure.message}\nStopping the other emulators...`);
    else console.log(`\nSaving data to ${dataDir}/ and stopping the emulators...`);
    try {
      await onStop?.();
    } finally {
      await stack.stop();
      process.exit(failure ? 1 : 0);
    }
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  void stack.failure.then(stop);

  try {
    const users = await ensureDemoUsers(DATA_DIR);
    if (!(await isSeeded())) {
      console.log('First start: seeding demo data...');
      await seedDemoContent(stack.blobDir, users.admin.email);
    } else {
      // Data kept from a release before publishedAt: the blog, which orders by it, would be empty.
      const stamped = await stampAllMissingPublishedAt();
      if (stamped > 0)
        console.log(`Gave ${stamped} older public post${stamped === 1 ? '' : 's'} a publish date.`);
    }
    console.log(`
  Site:   ${SITE_ORIGIN}/
  Blog:   ${SITE_ORIGIN}/blog
  Admin:  ${SITE_ORIGIN}/admin/login
          email ${users.admin.email}   password ${users.admin.password}
  Mail:   ${MAIL_ORIGIN}/   (MailDev: every mail the site sends, e.g. the newsletter's)
  Non-admin user (for trying the access rules): ${users.helper.email} / ${users.helper.password}

  Data is kept in ${dataDir}/ (npm run reset wipes it). Press Ctrl-C to stop.
`);
    return stack;
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
