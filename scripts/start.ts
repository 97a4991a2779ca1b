/**
 * `npm start`: builds, starts the local Firebase stack with data kept in .data/, seeds demo data on
 * the first start, prints where to go. Ctrl-C saves the data and stops every process it started.
 */
import { buildAll } from './build';
import { DATA_DIR } from './lib/paths';
import { SITE_ORIGIN, StackError, startStack, type RunningStack } from './lib/stack';
import { ensureSystemPackage, JAVA } from './lib/system-packages';
import { ensureDemoUsers, isSeeded, seedDemoContent, connectToEmulators } from './seed/seed';

async function main(): Promise<void> {
  connectToEmulators();
  ensureSystemPackage(JAVA);
  await buildAll();
  console.log('Starting the Firebase emulators (logs in .data/logs/)...');
  const stack: RunningStack = await startStack({ dataDir: DATA_DIR, persist: true, echo: false });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nSaving data to .data/ and stopping the emulators...');
    await stack.stop();
    process.exit(0);
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
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StackError ? `\n${error.message}\n` : error);
  process.exit(1);
});
