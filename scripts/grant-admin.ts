/**
 * `npm run admin:grant -- EMAIL [--revoke] [--project PROJECT_ID]`
 * Sets profiles/{uid}.isAdmin and the admin claim together. Without --project it talks to the
 * running local emulators; with it, to that real project (Application Default Credentials).
 */
import { parseArgs } from 'node:util';
import { setAdminStatus } from '../functions/src/admin/admin-claims';
import { adminAuth } from '../functions/src/platform/firebase';
import { connectToEmulators } from './seed/seed';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { revoke: { type: 'boolean', default: false }, project: { type: 'string' } },
});
const email = positionals[0];
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Usage: npm run admin:grant -- EMAIL [--revoke] [--project PROJECT_ID]');
  process.exit(2);
}
if (values.project) process.env.GCLOUD_PROJECT = values.project;
else connectToEmulators();

try {
  const user = await adminAuth().getUserByEmail(email);
  await setAdminStatus(user.uid, email, !values.revoke);
  console.log(
    `${email} is ${values.revoke ? 'no longer an admin' : 'now an admin'}${values.project ? ` of ${values.project}` : ' (local emulators)'}.`,
  );
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === 'auth/user-not-found') {
    console.error(
      `No user with the email ${email}. Create the account first (Authentication in the Firebase console).`,
    );
  } else if (String(error).includes('ECONNREFUSED')) {
    console.error(
      'The local emulators are not running: start them with `npm start`, or pass --project for a real project.',
    );
  } else {
    console.error(`Could not change admin status: ${String(error)}`);
  }
  process.exit(1);
}
