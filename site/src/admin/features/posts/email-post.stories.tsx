import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { sampleSend } from '@site/admin/testing/in-memory-newsletter';
import { EMAIL_POST_TEXT } from './email-post';
import { MAIL_PREVIEW_TEXT } from './mail-preview';

const meta = {
  title: 'Admin/Posts/Email this post',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const LIVE = { ...SAMPLE_POST, id: 'live', slug: 'elf-ideas', published: true };
const PATH = `/admin/edit-post/${LIVE.id}`;

/** A published post not emailed yet: whom it reaches, beside Publish. */
export const NotEmailedYet: Story = {
  args: {
    path: PATH,
    data: inMemoryAdminData({
      posts: [LIVE],
      newsletter: { recipients: 1_204, posts: { [LIVE.id]: LIVE.title } },
    }),
  },
};

/** Emailed once: the button offers the resend, a choice of its own. */
export const Emailed: Story = {
  args: {
    path: PATH,
    data: inMemoryAdminData({
      posts: [LIVE],
      newsletter: {
        recipients: 1_204,
        posts: { [LIVE.id]: LIVE.title },
        sends: [sampleSend({ postId: LIVE.id, postTitle: LIVE.title })],
      },
    }),
  },
};

/** Nobody to email yet: the button waits for a first confirmed subscriber. */
export const NoSubscribers: Story = {
  args: {
    path: PATH,
    data: inMemoryAdminData({ posts: [LIVE], newsletter: { posts: { [LIVE.id]: LIVE.title } } }),
  },
};

const opened = (failing: ('preview' | 'sendTest')[] = []) =>
  inMemoryAdminData({
    posts: [LIVE],
    newsletter: { recipients: 1_204, posts: { [LIVE.id]: LIVE.title }, failing },
  });

async function openDialog(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const button = await page.findByRole('button', { name: EMAIL_POST_TEXT.button });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  // The dialog renders outside the story's root.
  return within(await within(document.body).findByRole('alertdialog'));
}

/** The confirmation with the mail's preview at 600 px and the test send. */
export const DialogWithPreview: Story = {
  args: { path: PATH, data: opened() },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};

/** The preview at a phone's width. */
export const PreviewAtPhoneWidth: Story = {
  args: { path: PATH, data: opened() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: MAIL_PREVIEW_TEXT.width[390] }));
  },
};

/** A test copy sent to the owner's address: the dialog stays open, the post not emailed. */
export const TestSent: Story = {
  args: { path: PATH, data: opened() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(MAIL_PREVIEW_TEXT.testLabel), 'owner@elf.test');
    await userEvent.click(dialog.getByRole('button', { name: MAIL_PREVIEW_TEXT.testButton }));
  },
};

/** The preview and the test send could not reach the server. */
export const PreviewAndTestFailed: Story = {
  args: { path: PATH, data: opened(['preview', 'sendTest']) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(MAIL_PREVIEW_TEXT.testLabel), 'owner@elf.test');
    await userEvent.click(dialog.getByRole('button', { name: MAIL_PREVIEW_TEXT.testButton }));
  },
};

const LATER = {
  ...LIVE,
  id: 'later',
  published: false,
  scheduledAt: '2026-12-20T08:00:00.000Z',
};

/** A scheduled post: emailing it is chosen now and happens when it is published. */
export const ScheduledPost: Story = {
  args: {
    path: `/admin/edit-post/${LATER.id}`,
    data: inMemoryAdminData({
      posts: [LATER],
      newsletter: { recipients: 1_204, scheduled: { [LATER.id]: LATER.title } },
    }),
  },
};

/** A scheduled post its owner chose to email: when it goes, and the way to take it back. */
export const ScheduledPostToBeEmailed: Story = {
  args: { ...ScheduledPost.args },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: EMAIL_POST_TEXT.scheduledConfirm }));
  },
};
