import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPageAt } from '../../admin-page-preview';
import { inMemoryAdminData } from '../../data/in-memory-admin-data';

const seeded = () =>
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
    contentCounts: { crafts: 12, scenes: 25, recipes: 40 },
    nameParts: {
      prefixes: [
        { id: 'p1', value: 'Jingle', category: 'custom' },
        { id: 'p2', value: 'Sparkle', category: 'custom' },
      ],
      suffixes: [{ id: 's1', value: 'toes', category: 'custom' }],
      'last-names': [{ id: 'l1', value: 'McSparkle', category: 'custom' }],
    },
  });

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
    data: inMemoryAdminData(
      {},
      { toolStats: () => new Promise(() => {}), contentCounts: () => new Promise(() => {}) },
    ),
  },
};

export const OverviewError: Story = {
  args: {
    path: '/admin/tools',
    data: inMemoryAdminData(
      {},
      {
        toolStats: () => Promise.reject(new Error('offline')),
        contentCounts: () => Promise.reject(new Error('offline')),
      },
    ),
  },
};

export const Analytics: Story = { args: { path: '/admin/tools?tab=analytics', data: seeded() } };

export const AnalyticsEmpty: Story = {
  args: { path: '/admin/tools?tab=analytics', data: inMemoryAdminData() },
};

export const AnalyticsLoading: Story = {
  args: {
    path: '/admin/tools?tab=analytics',
    data: inMemoryAdminData({}, { toolStats: () => new Promise(() => {}) }),
  },
};
