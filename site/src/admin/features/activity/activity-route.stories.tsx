import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import type { AdminData } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { auditEntry, SAMPLE_ACTIVITY } from './activity-fixtures';

/** The sample log with its activity call answering as given. */
function answering(activity: AdminData['activity']): AdminData {
  return { ...inMemoryAdminData(), activity };
}

const meta = {
  title: 'Admin/Activity',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  args: { path: '/admin/activity', data: inMemoryAdminData({ activity: SAMPLE_ACTIVITY }) },
};

export const FilteredByArea: Story = {
  args: {
    path: '/admin/activity?area=posts',
    data: inMemoryAdminData({ activity: SAMPLE_ACTIVITY }),
  },
};

/** More than one page: the Load more button. */
export const WithLoadMore: Story = {
  args: {
    path: '/admin/activity',
    data: inMemoryAdminData({
      activity: Array.from({ length: 60 }, (_, i) =>
        auditEntry(`e${i}`, i + 1, {
          label: `Name ${i + 1}`,
          changes: [{ documentId: `p${i}`, before: null, after: { value: `Name ${i + 1}` } }],
        }),
      ),
    }),
  },
};

export const Empty: Story = { args: { path: '/admin/activity', data: inMemoryAdminData() } };

export const EmptyArea: Story = {
  args: {
    path: '/admin/activity?area=crafts',
    data: inMemoryAdminData({ activity: SAMPLE_ACTIVITY }),
  },
};

export const Loading: Story = {
  args: { path: '/admin/activity', data: answering(() => new Promise(() => {})) },
};

export const LoadError: Story = {
  args: {
    path: '/admin/activity',
    data: answering(() => Promise.reject(new Error('offline'))),
  },
};
