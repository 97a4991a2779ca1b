/**
 * The local stack as `npm start` and `npm run dev` run it: the emulators with data kept in .data/,
 * demo data seeded on the first start, the URLs printed. Ctrl-C saves the data and stops every
 * process it started.
 */
import { ensureDemoUsers, isSeeded, seedDemoContent } from '../seed/seed';
import { DATA_DIR } from './paths';
import { SITE_ORIGIN, startStack, type RunningStack } from './stack';

/** onStop: what else to stop before the emulators (e.g. file watchers). */
export async function serveWithDemoData(onStop?: () => Promise<void>): Promise<RunningStack> {
  console.log('Starting the Firebase emulators (logs in .data/logs/)...');
  const stack = await startStack({ dataDir: DATA_DIR, persist: true, echo: false });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nSaving data to .data/ and stopping the emulators...');
    try {
      await onStop?.();
    } finally {
      await stack.stop();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  try {
    const users = await ensureDemoUsers(DATA_DIR);
    if (!(await isSeeded())) {
      console.log('First start: seeding demo data...');
      await seedDemoContent(stack.blobDir, users.admin.email);
    }
    console.log(`
  Site:   ${SITE_ORIGIN}/
  Blog:   ${SITE_ORIGIN}/blog
  Admin:  ${SITE_ORIGIN}/admin/login
          email ${users.admin.email}   password ${users.admin.password}
  Non-admin user (for trying the access rules): ${users.helper.email} / ${users.helper.password}

  Data is kept in .data/ (npm run reset wipes it). Press Ctrl-C to stop.
`);
    return stack;
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
