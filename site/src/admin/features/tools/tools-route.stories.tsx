import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPageAt } from '../../admin-page-preview';
import type { AdminData } from '../../data/admin-data';
import { inMemoryAdminData } from '../../data/in-memory-admin-data';

/** Data whose calls answer as given (the counts are those of a well-filled site). */
function answering(
  calls: Partial<Pick<AdminData, 'toolStats'>> & { counts?: AdminData['content']['counts'] },
  data: AdminData = inMemoryAdminData(),
): AdminData {
  return {
    ...data,
    ...(calls.toolStats ? { toolStats: calls.toolStats } : {}),
    content: { ...data.content, ...(calls.counts ? { counts: calls.counts } : {}) },
  };
}

const COUNTS = async () => ({
  prefixes: 2,
  suffixes: 1,
  'last-names': 1,
  crafts: 12,
  scenes: 25,
  recipes: 40,
});

const stats = () =>
  inMemoryAdminData({
    toolStats: [
      {
        toolName: 'craftGenerator',
        totalUsage: 1234,
        postEmbeds: 3,
        lastUsed: '2026-12-03T10:00:00Z',
      },
      {
        toolName: 'sceneGenerator',
        totalUsage: 87,
        postEmbeds: 2,
        lastUsed: '2026-12-01T18:30:00Z',
      },
      {
        toolName: 'elfNameGenerator',
        totalUsage: 5,
        postEmbeds: 1,
        lastUsed: '2026-11-20T08:00:00Z',
      },
    ],
  });
const seeded = () => answering({ counts: COUNTS }, stats());

const meta = {
  title: 'Admin/Tools Management',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Overview: Story = { args: { path: '/admin/tools', data: seeded() } };

export const OverviewLoading: Story = {
  args: {
    path: '/admin/tools',
    data: answering({
      toolStats: () => new Promise(() => {}),
      counts: () => new Promise(() => {}),
    }),
  },
};

export const OverviewError: Story = {
  args: {
    path: '/admin/tools',
    data: answering({
      toolStats: () => Promise.reject(new Error('offline')),
      counts: () => Promise.reject(new Error('offline')),
    }),
  },
};

export const Analytics: Story = { args: { path: '/admin/tools?tab=analytics', data: seeded() } };

export const AnalyticsEmpty: Story = {
  args: { path: '/admin/tools?tab=analytics', data: inMemoryAdminData() },
};

export const AnalyticsLoading: Story = {
  args: {
    path: '/admin/tools?tab=analytics',
    data: answering({ toolStats: () => new Promise(() => {}) }),
  },
};
