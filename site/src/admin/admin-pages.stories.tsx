import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { AnalyticsData, Post } from '@core/models';
import { SAMPLE_POSTS } from '@site/shared/testing/blog-fixtures';
import { AdminPageAt } from './admin-page-preview';
import { inMemoryAdminData } from './testing/in-memory-admin-data';

const POSTS: Post[] = [
  ...SAMPLE_POSTS,
  {
    ...SAMPLE_POSTS[0]!,
    id: 'draft-1',
    title: 'Elf Goodbye Letter Ideas',
    slug: 'elf-goodbye-letter-ideas',
    published: false,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
];

const ANALYTICS: AnalyticsData = {
  totalPosts: 3,
  publishedPosts: 2,
  draftPosts: 1,
  totalViews: 1840,
  totalClicks: 212,
  ctr: 212 / 1840,
  topPosts: [
    { title: 'Elf on the Shelf Ideas for the First Week', viewCount: 1200 },
    { title: 'Christmas Traditions From Around the World', viewCount: 640 },
  ],
  monthlyData: [
    { month: '2026-09', clicks: 20 },
    { month: '2026-10', clicks: 74 },
    { month: '2026-11', clicks: 118 },
  ],
};

const meta = {
  title: 'Admin/Pages',
  component: AdminPageAt,
  // The pages bring their own (data) router.
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  args: {
    path: '/admin/dashboard',
    data: inMemoryAdminData({
      posts: POSTS,
      analytics: async () => ANALYTICS,
      toolStats: [{ toolName: 'craftGenerator', totalUsage: 57, postEmbeds: 4, lastUsed: null }],
    }),
  },
};

export const DashboardAnalyticsError: Story = {
  args: {
    path: '/admin/dashboard',
    data: inMemoryAdminData({
      posts: POSTS,
      analytics: () => Promise.reject(new Error('You must be an admin to view analytics')),
    }),
  },
};

/** A draft waiting for its publish time, shown in the viewer's time zone, named. */
const SCHEDULED: Post = {
  ...POSTS[2]!,
  id: 'scheduled-1',
  title: 'Elf Farewell Morning',
  slug: 'elf-farewell-morning',
  createdAt: '2026-11-22T09:00:00.000Z',
  scheduledAt: '2026-12-24T07:00:00.000Z',
};

export const BlogManagement: Story = {
  args: { path: '/admin/blog', data: inMemoryAdminData({ posts: [...POSTS, SCHEDULED] }) },
};

export const BlogManagementEmpty: Story = {
  args: { path: '/admin/blog', data: inMemoryAdminData() },
};

export const NewPost: Story = {
  args: { path: '/admin/new-post', data: inMemoryAdminData({ posts: POSTS }) },
};

export const EditPost: Story = {
  args: { path: '/admin/edit-post/draft-1', data: inMemoryAdminData({ posts: POSTS }) },
};

/** A published post: its slug stays when the title changes; Save as draft beside Publish. */
export const EditPublishedPost: Story = {
  args: { path: '/admin/edit-post/sample-1', data: inMemoryAdminData({ posts: POSTS }) },
};

/** Save as draft on a published post asks first, naming the address that will stop working. */
export const EditPublishedPostSaveAsDraft: Story = {
  args: { path: '/admin/edit-post/sample-1', data: inMemoryAdminData({ posts: POSTS }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Save as draft' }, { timeout: 30_000 }),
    );
  },
};
