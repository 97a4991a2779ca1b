import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';

const meta = {
  title: 'Admin/Not found',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A link to an admin page not built yet. */
export const PageNotBuiltYet: Story = {
  args: { path: '/admin/tools/craft-generator', data: inMemoryAdminData() },
};

/** A long mistyped address wraps on a phone rather than widen the page. */
export const LongAddress: Story = {
  args: {
    path: '/admin/posts/this-is-a-very-long-address-that-somebody-pasted-from-an-old-email-and-mistyped',
    data: inMemoryAdminData(),
  },
};
