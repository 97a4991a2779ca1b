import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTENT_KINDS } from '@core/generators/content-kinds';
import { BULK_DELETE_TEXT, BulkDeleteBar } from './bulk-delete';
import { ConfirmDialog } from './confirm-dialog';

const noun = CONTENT_KINDS.crafts.noun;

const meta = {
  title: 'Admin/Components/BulkDelete',
  component: BulkDeleteBar,
  args: {
    selectable: 25,
    chosen: 0,
    progress: null,
    failures: [],
    noun,
    onToggleAll: () => {},
    onDelete: () => {},
  },
} satisfies Meta<typeof BulkDeleteBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing selected yet: select-all names how many rows it takes. */
export const NoneSelected: Story = {};

/** Some rows selected (the select-all box is indeterminate). */
export const Selected: Story = { args: { chosen: 3 } };

export const AllSelected: Story = { args: { chosen: 25 } };

/** The one confirmation before the requests. */
export const Confirm: Story = {
  args: { chosen: 3 },
  render: (args) => (
    <>
      <BulkDeleteBar {...args} />
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title={BULK_DELETE_TEXT.title(3, noun)}
        description={BULK_DELETE_TEXT.text(3, noun)}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => {}}
      />
    </>
  ),
};

/** One request per 500 ids: 'Deleting X of Y' between them. */
export const Deleting: Story = {
  args: { chosen: 1200, selectable: 1200, progress: { done: 500, total: 1200 } },
};

/** A request failed: its rows stay selected and are named with the reason. */
export const SomeNotDeleted: Story = {
  args: {
    chosen: 2,
    failures: [
      { label: 'Button Wreath', reason: 'Request failed (HTTP 503)' },
      { label: 'Cotton Snowman', reason: 'Request failed (HTTP 503)' },
    ],
  },
};
