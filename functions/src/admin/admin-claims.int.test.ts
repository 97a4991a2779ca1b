import { createTestUser, signIn } from '@test/emulators';
import { adminAuth, db } from '../platform/firebase';
import { setAdminStatus, syncAdminClaim } from './admin-claims';

describe('admin claim sync', () => {
  it('puts the admin claim into the tokens the user gets, and takes it out again', async () => {
    const user = await createTestUser();
    await setAdminStatus(user.uid, user.email, true);
    expect((await db().doc(`profiles/${user.uid}`).get()).data()).toEqual({
      isAdmin: true,
      email: user.email,
    });
    const adminToken = await adminAuth().verifyIdToken(await signIn(user.email, user.password));
    expect(adminToken.admin).toBe(true);

    await setAdminStatus(user.uid, user.email, false);
    const plainToken = await adminAuth().verifyIdToken(await signIn(user.email, user.password));
    expect(plainToken.admin).toBeUndefined();
  });

  it('keeps other custom claims and reports when nothing changes', async () => {
    const user = await createTestUser();
    await adminAuth().setCustomUserClaims(user.uid, { beta: true });
    expect(await syncAdminClaim(user.uid, true)).toBe('set');
    expect(await syncAdminClaim(user.uid, true)).toBe('unchanged');
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ beta: true, admin: true });
  });

  it('follows a profile written on its own: the deployed trigger syncs the claim', async () => {
    const user = await createTestUser();
    const claimOf = async () => (await adminAuth().getUser(user.uid)).customClaims?.admin;
    await db().doc(`profiles/${user.uid}`).set({ isAdmin: true, email: user.email });
    await vi.waitFor(async () => expect(await claimOf()).toBe(true), { timeout: 20_000 });
    await db().doc(`profiles/${user.uid}`).update({ isAdmin: false });
    await vi.waitFor(async () => expect(await claimOf()).toBeUndefined(), { timeout: 20_000 });
  });

  it('skips a profile whose user does not exist', async () => {
    expect(await syncAdminClaim('no-such-user', true)).toBe('no-user');
  });
});
