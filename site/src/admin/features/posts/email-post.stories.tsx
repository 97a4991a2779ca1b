import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { sampleSend } from '@site/admin/testing/in-memory-newsletter';

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
