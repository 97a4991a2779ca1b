import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUBSCRIBER_NOUN } from '@core/newsletter/subscribers-admin';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { BULK_DELETE_TEXT, BulkDeleteBar } from '@site/admin/components/bulk-delete';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SUBSCRIBERS } from '@site/admin/testing/subscriber-fixtures';
import { SubscriberActions } from './subscribers-route';
import { SUBSCRIBERS_TEXT } from './subscribers-text';

const meta = {
  title: 'Admin/Subscribers',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const PATH = '/admin/subscribers';
const withList = () => inMemoryAdminData({ subscribers: { stored: SUBSCRIBERS } });

/** Every status, one sign-up from before double opt-in (confirmed, page unknown). */
export const List: Story = { args: { path: PATH, data: withList() } };

/** On a phone: a card per subscriber, each field under its column's name. */
export const ListOnAPhone: Story = {
  args: { path: PATH, data: withList() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Loading: Story = {
  args: {
    path: PATH,
    data: (() => {
      const data = withList();
      data.subscribers.list = () => new Promise(() => {});
      return data;
    })(),
  },
};

export const Empty: Story = { args: { path: PATH, data: inMemoryAdminData() } };

export const SearchNoMatch: Story = { args: { path: `${PATH}?q=nobody`, data: withList() } };

export const Waiting: Story = { args: { path: `${PATH}?status=waiting`, data: withList() } };

export const LoadError: Story = {
  args: {
    path: PATH,
    data: inMemoryAdminData({ subscribers: { stored: SUBSCRIBERS, failing: ['list'] } }),
  },
};

/** Two chosen, and the one confirmation before they are erased. */
export const EraseConfirm: Story = {
  args: { path: PATH, data: withList() },
  render: () => (
    <>
      <BulkDeleteBar
        selectable={5}
        chosen={2}
        progress={null}
        failures={[]}
        noun={SUBSCRIBER_NOUN}
        onToggleAll={() => {}}
        onDelete={() => {}}
      />
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title={BULK_DELETE_TEXT.title(2, SUBSCRIBER_NOUN)}
        description={BULK_DELETE_TEXT.text(2, SUBSCRIBER_NOUN)}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => {}}
      >
        <p>{SUBSCRIBERS_TEXT.eraseNote}</p>
      </ConfirmDialog>
    </>
  ),
};

/** The export while the file is being made. */
export const Exporting: Story = {
  args: { path: PATH, data: withList() },
  render: () => <SubscriberActions exporting onRefresh={() => {}} onExport={() => {}} />,
};
