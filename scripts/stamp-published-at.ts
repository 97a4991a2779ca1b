/**
 * `npm run posts:stamp-published-at [-- --project PROJECT_ID]`
 * Once, on a site whose posts were stored before publishedAt was kept: gives every public post
 * without one its creation time, so the blog (which orders by it) lists it again. Safe to run
 * twice. Without --project it talks to the running local emulators; with it, to that real project
 * (Application Default Credentials).
 */
import { parseArgs } from 'node:util';
import { stampAllMissingPublishedAt } from '../functions/src/posts/stamp-published-at';
import { connectToEmulators } from './seed/seed';

const { values } = parseArgs({ options: { project: { type: 'string' } } });
if (values.project) process.env.GCLOUD_PROJECT = values.project;
else connectToEmulators();

try {
  const stamped = await stampAllMissingPublishedAt();
  console.log(
    `${stamped} public post${stamped === 1 ? '' : 's'} given a publish date${values.project ? ` in ${values.project}` : ' (local emulators)'}.`,
  );
} catch (error) {
  console.error(
    String(error).includes('ECONNREFUSED')
      ? 'The local emulators are not running: start them with `npm start`, or pass --project for a real project.'
      : `Could not stamp publish dates: ${String(error)}`,
  );
  process.exit(1);
}
