/**
 * The admin Newsletter API against the emulators: each send with what it brought (visits from its
 * links, unsubscribes from its mail), the owner's cancel and retries, and admins only.
 * The sends name a post but are stored as done or held by a live lease, so the stack's worker
 * leaves them as they are.
 */
import type { Post } from '@core/models';
import type { PostInput } from '@core/posts/post';
import { COLLECTIONS } from '@core/paths';
import { apiPath } from '@core/api-routes';
import {
  newsletterRef,
  type RecipientState,
  type SendCounts,
  type SendStatus,
} from '@core/newsletter/newsletter-send';
import {
  POST_SEND_TEXT,
  postSendId,
  TEST_SENDS_PER_MINUTE,
  type NewsletterSendList,
  type PostMailPreview,
  type PostSendState,
  type SendActionResult,
  type TestSendResult,
} from '@core/newsletter/newsletter-sends-admin';
import { NEWSLETTER_TEXT } from '@core/newsletter/newsletter';
import { LOCAL_NEWSLETTER_TOKEN_SECRET } from '../../../scripts/lib/stack';
import {
  createTestPost,
  deleteTestPost,
  forwardedFor,
  inOneRateWindow,
  randomClientAddress,
  SITE_ORIGIN,
  uniqueId,
} from '@test/emulators';
import { mailsTo, waitForMails } from '@test/maildev';
import { storeSend } from '@test/newsletter-sends';
import { adminSession, callAs, deleteSession, sessionsForFile } from '@test/sessions';
import { signLinkToken } from './link-tokens';
import type { SubscriberFigures } from '@core/newsletter/subscribers-admin';
import { publishDuePosts } from '../posts/publish-scheduled';
import { db } from '../platform/firebase';
import { cancelSend, createSend, runSendSlice, sendRef } from './send-job';
import { subscriberId, subscriberRef } from './subscriber-store';

const { admin, user } = sessionsForFile('admin', 'user');

let post: Post;
beforeAll(async () => {
  post = await createTestPost({ title: 'Elf ideas for the first week' });
});
afterAll(() => deleteTestPost(post));

async function storeSendOfPost(status: SendStatus, states: RecipientState[]): Promise<string> {
  const id = uniqueId('send');
  const counts: Partial<SendCounts> = {};
  for (const state of states) counts[state] = (counts[state] ?? 0) + 1;
  await storeSend({ id, postId: post.id, status, counts, held: true });
  return id;
}

const sends = async () => {
  const { status, body } = await callAs<NewsletterSendList>(
    admin,
    'GET',
    apiPath('newsletterSends'),
  );
  expect(status).toBe(200);
  return body.sends;
};

it('lists each send with its post, figures, and the visits and unsubscribes its mail brought', async () => {
  const id = await storeSendOfPost('done', ['sent', 'sent', 'failed', 'bounced']);
  const view = (ref: string) =>
    fetch(`${SITE_ORIGIN}/api/track-view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwardedFor(randomClientAddress()) },
      body: JSON.stringify({ postId: post.id, ref }),
    });
  expect((await view(newsletterRef(id))).status).toBe(200);
  expect((await view(newsletterRef(id))).status).toBe(200);
  expect((await view('newsletter-no-such-send')).status).toBe(200);

  const email = `${uniqueId('reader')}@elf.test`;
  const now = new Date().toISOString();
  await subscriberRef(subscriberId(email)).set({
    email,
    status: 'confirmed',
    createdAt: now,
    confirmedAt: now,
    source: '/',
  });
  const token = signLinkToken(LOCAL_NEWSLETTER_TOKEN_SECRET, 'unsubscribe', {
    id: subscriberId(email),
    issuedAt: Date.now(),
  });
  const unsubscribe = `${SITE_ORIGIN}/api/newsletter/unsubscribe?token=${token}&ref=${newsletterRef(id)}`;
  // The page's button carries the send on, and a second press counts nothing.
  expect(await (await fetch(unsubscribe)).text()).toContain(`ref=${newsletterRef(id)}`);
  expect((await fetch(unsubscribe, { method: 'POST' })).status).toBe(200);
  await fetch(unsubscribe, { method: 'POST' });

  const row = (await sends()).find((send) => send.id === id);
  expect(row).toMatchObject({
    postId: post.id,
    postTitle: 'Elf ideas for the first week',
    status: 'done',
    total: 4,
    counts: { sent: 2, failed: 1, bounced: 1 },
    visits: 2,
    unsubscribes: 1,
  });
  expect(JSON.stringify(await sends())).not.toContain('@elf.test');
});

it('mails the failed again or the unconfirmed again, as the owner chooses, and cancels a running send', async () => {
  const id = await storeSendOfPost('done', ['sent', 'failed', 'unconfirmed', 'unconfirmed']);
  const retry = (state: string) =>
    callAs<SendActionResult>(admin, 'POST', apiPath('newsletterSendRetry', { id }), { state });
  expect((await retry('sent')).status).toBe(400);
  expect((await retry('unconfirmed')).body).toEqual({ recipients: 2 });
  let row = (await sends()).find((send) => send.id === id)!;
  expect(row.status).toBe('sending');
  expect(row.counts).toMatchObject({ sent: 1, failed: 1, unconfirmed: 0, pending: 2 });

  const cancel = await callAs<SendActionResult>(
    admin,
    'POST',
    apiPath('newsletterSendCancel', { id }),
  );
  expect(cancel).toEqual({ status: 200, body: { recipients: 2 } });
  row = (await sends()).find((send) => send.id === id)!;
  expect(row.status).toBe('cancelled');
  expect((await callAs(admin, 'POST', apiPath('newsletterSendCancel', { id }))).status).toBe(409);
  expect(
    (await callAs(admin, 'POST', apiPath('newsletterSendCancel', { id: 'no-such-send' }))).status,
  ).toBe(404);
});

it('answers admins only', async () => {
  const id = await storeSendOfPost('done', ['failed']);
  expect((await callAs(user, 'GET', apiPath('newsletterSends'))).status).toBe(403);
  const retried = await callAs(user, 'POST', apiPath('newsletterSendRetry', { id }), {
    state: 'failed',
  });
  expect(retried.status).toBe(403);
  expect((await sendRef(id).get()).get('counts.failed')).toBe(1);
});

it('emails a published post once: a second request, as from a double click, is refused until the owner resends', async () => {
  const published = await createTestPost({ title: 'Emailed once' });
  const draft = await createTestPost({ published: false });
  try {
    const path = apiPath('newsletterPostSend', { id: published.id });
    const before = await callAs<PostSendState>(admin, 'GET', path);
    expect(before.status).toBe(200);
    expect(before.body.sends).toEqual([]);
    expect(before.body.recipients).toBeGreaterThanOrEqual(0);

    const [first, second] = await Promise.all([
      callAs<PostSendState>(admin, 'POST', path, {}),
      callAs<PostSendState>(admin, 'POST', path, {}),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const again = await callAs<{ error: string }>(admin, 'POST', path, {});
    expect(again).toEqual({ status: 409, body: { error: POST_SEND_TEXT.alreadySent } });
    const resent = await callAs<PostSendState>(admin, 'POST', path, { resend: true });
    expect(resent.status).toBe(201);
    expect(resent.body.sends.map((send) => send.postTitle)).toEqual([
      'Emailed once',
      'Emailed once',
    ]);
    // Stopped at once: the sends are this test's, not the stack's subscribers' mail.
    await Promise.all(resent.body.sends.map((send) => cancelSend(send.id)));

    const refused = await callAs<{ error: string }>(
      admin,
      'POST',
      apiPath('newsletterPostSend', { id: draft.id }),
      {},
    );
    expect(refused).toEqual({ status: 409, body: { error: POST_SEND_TEXT.notPublished } });
    expect((await callAs(admin, 'POST', path, { resend: 'yes' })).status).toBe(400);
    expect((await callAs(user, 'POST', path, { resend: true })).status).toBe(403);
    expect((await callAs<PostSendState>(admin, 'GET', path)).body.sends).toHaveLength(2);
  } finally {
    await deleteTestPost(published);
    await deleteTestPost(draft);
  }
});

it("counts as a post's reach, and as confirmed subscribers, exactly whom a send copies: no address that bounced for good", async () => {
  const tag = uniqueId('reach');
  const now = new Date().toISOString();
  const signed = { createdAt: now, confirmedAt: now, source: '/' };
  const kinds: Record<string, Record<string, unknown>> = {
    confirmed: { status: 'confirmed', ...signed },
    bounced: { status: 'confirmed', ...signed, bouncedAt: now },
    early: { createdAt: now },
    earlyBounced: { createdAt: now, bouncedAt: now },
    bouncedThenLeft: { status: 'unsubscribed', ...signed, unsubscribedAt: now, bouncedAt: now },
    waiting: { status: 'waiting', createdAt: now, source: '/' },
  };
  await Promise.all(
    Object.entries(kinds).map(([kind, data]) => {
      const email = `${kind.toLowerCase()}.${tag}@elf.test`;
      return subscriberRef(subscriberId(email)).set({ email, ...data });
    }),
  );
  const reach = await callAs<PostSendState>(
    admin,
    'GET',
    apiPath('newsletterPostSend', { id: post.id }),
  );
  const figures = await callAs<SubscriberFigures>(admin, 'GET', apiPath('subscriberFigures'));

  // A send of no stored post: the stack's worker leaves it, and this one mails nobody.
  const id = uniqueId('reach-send');
  await createSend(id, uniqueId('no-post'));
  expect(await runSendSlice(id, { workerId: 'the-test', mail: async () => undefined })).toBe(
    'finished',
  );
  const copied = (await sendRef(id).get()).data()!;
  const tagged = await sendRef(id).collection(COLLECTIONS.newsletterSendRecipients).get();
  expect(
    tagged.docs
      .map((doc) => String(doc.get('email')))
      .filter((email) => email.includes(tag))
      .sort(),
  ).toEqual([`confirmed.${tag}@elf.test`, `early.${tag}@elf.test`]);
  expect(reach.body.recipients).toBe(copied.total);
  expect(figures.body.confirmed).toBe(copied.total);
});

it('previews the mail as subscribers get it, and sends one test copy to a typed address without emailing the post', async () => {
  const scheduled = await createTestPost({
    title: 'Tested before it goes',
    excerpt: 'Ideas for the first week',
    published: false,
  });
  try {
    const preview = await callAs<PostMailPreview>(
      admin,
      'GET',
      apiPath('newsletterPostPreview', { id: scheduled.id }),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Tested before it goes');
    expect(preview.body.html).toContain('Ideas for the first week');
    expect(preview.body.html).toContain('Unsubscribe');

    const test = (email: unknown, session = admin) =>
      callAs<TestSendResult & { error?: string }>(
        session,
        'POST',
        apiPath('newsletterPostTest', { id: scheduled.id }),
        { email },
      );
    const address = `${uniqueId('owner')}@elf.test`;
    expect(await test(` ${address.toUpperCase()} `)).toEqual({
      status: 200,
      body: { sentTo: address },
    });
    const [mail] = await waitForMails(address, 1);
    expect(mail?.subject).toBe('[Test] Tested before it goes');
    expect(mail?.html).toContain('Ideas for the first week');
    expect(mail?.text).toContain('Ideas for the first week');

    const refused = await test('not an address');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(NEWSLETTER_TEXT.invalid);
    expect((await test(address, user)).status).toBe(403);
    // No send was made: the post is not emailed, and the Newsletter page lists nothing of it.
    const state = await callAs<PostSendState>(
      admin,
      'GET',
      apiPath('newsletterPostSend', { id: scheduled.id }),
    );
    expect(state.body.sends).toEqual([]);
    expect((await sends()).filter((send) => send.postId === scheduled.id)).toEqual([]);
    expect(await mailsTo(address)).toHaveLength(1);
    expect(
      (await callAs(admin, 'GET', apiPath('newsletterPostPreview', { id: 'no-such-post' }))).status,
    ).toBe(404);
    expect(
      (await callAs(user, 'GET', apiPath('newsletterPostPreview', { id: scheduled.id }))).status,
    ).toBe(403);
  } finally {
    await deleteTestPost(scheduled);
  }
});

it(`sends at most ${TEST_SENDS_PER_MINUTE} test copies a minute per admin`, async () => {
  const address = `${uniqueId('burst')}@elf.test`;
  // A burst that a new minute cut in two runs again as another admin: the limit is each admin's.
  await inOneRateWindow(async () => {
    const session = await adminSession();
    try {
      const statuses = [];
      for (let i = 0; i <= TEST_SENDS_PER_MINUTE; i++)
        statuses.push(
          (
            await callAs(session, 'POST', apiPath('newsletterPostTest', { id: post.id }), {
              email: address,
            })
          ).status,
        );
      expect(statuses).toEqual([...Array<number>(TEST_SENDS_PER_MINUTE).fill(200), 429]);
    } finally {
      await deleteSession(session);
    }
  });
});

it('emails a scheduled post once, when the schedule publishes it, and not one whose email was taken back', async () => {
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const scheduled = await createTestPost({ published: false, scheduledAt: later });
  const takenBack = await createTestPost({ published: false, scheduledAt: later });
  const path = (post: Post) => apiPath('newsletterPostSend', { id: post.id });
  try {
    const chosen = await callAs<PostSendState>(admin, 'POST', path(scheduled), {});
    expect(chosen.status).toBe(201);
    expect(chosen.body).toMatchObject({ emailOnPublish: true, sends: [] });
    expect((await callAs<PostSendState>(admin, 'POST', path(takenBack), {})).status).toBe(201);
    const back = await callAs<PostSendState>(admin, 'DELETE', path(takenBack));
    expect(back).toMatchObject({ status: 200, body: { emailOnPublish: false, sends: [] } });
    expect((await callAs(user, 'DELETE', path(scheduled))).status).toBe(403);
    expect((await callAs<PostSendState>(admin, 'GET', path(scheduled))).body.emailOnPublish).toBe(
      true,
    );

    // Their time comes: the stack's own timer and these runs publish them, each post once.
    const past = new Date(Date.now() - 1000).toISOString();
    await Promise.all(
      [scheduled, takenBack].map((post) =>
        db().collection(COLLECTIONS.posts).doc(post.id).update({ scheduledAt: past }),
      ),
    );
    await Promise.all([publishDuePosts(), publishDuePosts()]);
    await publishDuePosts();
    const first = await sendRef(postSendId(scheduled.id, 0)).get();
    expect(first.exists).toBe(true);
    // Stopped at once: the send is this test's, not the stack's subscribers' mail.
    await cancelSend(first.id);
    const state = await callAs<PostSendState>(admin, 'GET', path(scheduled));
    expect(state.body.emailOnPublish).toBe(false);
    expect(state.body.sends.map((send) => send.id)).toEqual([first.id]);
    expect(
      (await db().collection(COLLECTIONS.posts).doc(scheduled.id).get()).get('published'),
    ).toBe(true);
    const none = await callAs<PostSendState>(admin, 'GET', path(takenBack));
    expect(none.body.sends).toEqual([]);
    expect(
      (await db().collection(COLLECTIONS.posts).doc(takenBack.id).get()).get('published'),
    ).toBe(true);
  } finally {
    await deleteTestPost(scheduled);
    await deleteTestPost(takenBack);
  }
});

it('emails a scheduled post its owner publishes by hand before its time, once, and not when it is saved again', async () => {
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const post = await createTestPost({ published: false, scheduledAt: later });
  const path = apiPath('newsletterPostSend', { id: post.id });
  const { title, slug, excerpt, content, featuredImage, metadata } = post;
  const save = (published: boolean) =>
    callAs(admin, 'PUT', apiPath('adminPost', { id: post.id }), {
      ...{ title, slug, excerpt, content, featuredImage, metadata },
      published,
    } satisfies PostInput);
  try {
    expect((await callAs(admin, 'POST', path, {})).status).toBe(201);
    // Saved again as a draft: the choice waits for the publish.
    expect((await save(false)).status).toBe(200);
    expect((await sendRef(postSendId(post.id, 0)).get()).exists).toBe(false);
    expect((await callAs<PostSendState>(admin, 'GET', path)).body.emailOnPublish).toBe(true);

    expect((await save(true)).status).toBe(200);
    const first = await sendRef(postSendId(post.id, 0)).get();
    expect(first.exists).toBe(true);
    // Stopped at once: the send is this test's, not the stack's subscribers' mail.
    await cancelSend(first.id);
    // Saved again, taken down and published again: no second send, as the editor's Send is the
    // only way to email a post again.
    expect((await save(true)).status).toBe(200);
    expect((await save(false)).status).toBe(200);
    expect((await save(true)).status).toBe(200);
    const state = await callAs<PostSendState>(admin, 'GET', path);
    expect(state.body).toMatchObject({ emailOnPublish: false });
    expect(state.body.sends.map((send) => send.id)).toEqual([first.id]);
  } finally {
    await deleteTestPost(post);
  }
});
