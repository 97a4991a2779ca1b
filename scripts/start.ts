/**
 * `npm start`: builds what changed since the last build (scripts/build.ts), starts the local
 * Firebase stack with data kept in .data/, seeds demo data on the first start, prints where to go.
 * Ctrl-C saves the data and stops every process it started.
 */
import { buildAll } from './build';
import { serveWithDemoData } from './lib/serve';
import { StackError } from './lib/stack';
import { ensureSystemPackage, JAVA } from './lib/system-packages';
import { connectToEmulators } from './seed/seed';

async function main(): Promise<void> {
  connectToEmulators();
  ensureSystemPackage(JAVA);
  await buildAll();
  await serveWithDemoData();
}

main().catch((error: unknown) => {
  console.error(error instanceof StackError ? `\n${error.message}\n` : error);
  process.exit(1);
});
