import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import { createTestPost, deleteTestPost, uniqueId } from '@test/emulators';
import { signInAsAdmin } from './support';

// The admin's browser is in New York: the time typed is New York's, the time stored is UTC.
test.use({ timezoneId: 'America/New_York' });

const stored = async (id: string) =>
  (await db().collection(COLLECTIONS.posts).doc(id).get()).data() ?? {};

const MINUTE = 60_000;

/** A datetime-local value (New York time) a few minutes ahead, to the minute. */
function newYorkInput(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

async function schedule(page: Page, postId: string, value: string) {
  await page.goto(`/admin/edit-post/${postId}`);
  await page.getByRole('button', { name: 'Schedule...' }).click();
  await page.getByLabel('Publish at').fill(value);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Post scheduled');
}

test('an admin schedules a draft in their own time zone, sees it Scheduled, and unschedules it', async ({
  page,
}) => {
  const post = await createTestPost({ published: false, slug: uniqueId('scheduled') });
  try {
    await signInAsAdmin(page);

    // A time that has passed is refused before anything is saved.
    await page.goto(`/admin/edit-post/${post.id}`);
    await page.getByRole('button', { name: 'Schedule...' }).click();
    await page.getByLabel('Publish at').fill('2020-01-01T09:30');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The publish time has passed: choose a time in the future',
    );
    expect(await stored(post.id)).not.toHaveProperty('scheduledAt');

    await schedule(page, post.id, '2030-12-01T09:30');
    expect(await stored(post.id)).toMatchObject({
      published: false,
      scheduledAt: '2030-12-01T14:30:00.000Z',
    });
    await expect(page.getByTestId('scheduled-for')).toHaveText(
      'Scheduled for Dec 1, 2030, 9:30 AM',
    );
    expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);

    await page.goto('/admin/blog');
    const row = page.getByRole('row', { name: new RegExp(post.title) });
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(row.getByText('Dec 1, 2030, 9:30 AM')).toBeVisible();
    await row.getByRole('button', { name: `Actions for ${post.title}` }).click();
    await page.getByRole('menuitem', { name: 'Unschedule' }).click();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect.poll(async () => stored(post.id)).not.toHaveProperty('scheduledAt');
  } finally {
    await deleteTestPost(post);
  }
});

test('a scheduled post goes public at its time with nobody signed in', async ({
  page,
  request,
}) => {
  // The stack publishes due posts at the start of every minute, as the scheduled function does.
  test.setTimeout(240_000);
  const post = await createTestPost({ published: false, slug: uniqueId('due') });
  try {
    await signInAsAdmin(page);
    const at = new Date(Math.ceil((Date.now() + 30_000) / MINUTE) * MINUTE);
    await schedule(page, post.id, newYorkInput(at));
    await page.close();
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404);
    await expect
      .poll(async () => (await stored(post.id)).published, {
        timeout: 3 * MINUTE,
        intervals: [5000],
      })
      .toBe(true);
    expect(await stored(post.id)).toMatchObject({ publishedAt: at.toISOString() });
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(200);
  } finally {
    await deleteTestPost(post);
  }
});
