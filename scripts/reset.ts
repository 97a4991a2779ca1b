/** `npm run reset`: wipes the local stack's data; the next `npm start` seeds it afresh. */
import { rm } from 'node:fs/promises';
import { DATA_DIR } from './lib/paths';
import { assertPortsFree, StackError } from './lib/stack';

try {
  await assertPortsFree();
} catch (error) {
  console.error(
    error instanceof StackError ? `Stop the running stack first.\n${error.message}` : error,
  );
  process.exit(1);
}
await rm(DATA_DIR, { recursive: true, force: true });
console.log('Local data wiped (.data/). The next `npm start` seeds fresh demo data.');
