import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SENDING, SENDS } from '@site/admin/testing/newsletter-fixtures';
import { NEWSLETTER_TEXT } from './newsletter-text';

const meta = {
  title: 'Admin/Newsletter',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const PATH = '/admin/newsletter';
const withSends = (sends = SENDS) => inMemoryAdminData({ newsletter: { sends } });

/** One send under way, one done with failures and unconfirmed, one cancelled of a deleted post. */
export const List: Story = { args: { path: PATH, data: withSends() } };

/** On a phone: a card per send, each figure under its column's name. */
export const ListOnAPhone: Story = {
  args: { path: PATH, data: withSends() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A send under way: its progress, followed live, and Cancel. */
export const Sending: Story = { args: { path: PATH, data: withSends([SENDING]) } };

export const Loading: Story = {
  args: {
    path: PATH,
    data: (() => {
      const data = withSends();
      data.newsletter.sends = () => new Promise(() => {});
      return data;
    })(),
  },
};

export const Empty: Story = { args: { path: PATH, data: inMemoryAdminData() } };

export const LoadError: Story = {
  args: {
    path: PATH,
    data: inMemoryAdminData({ newsletter: { sends: SENDS, failing: ['sends'] } }),
  },
};

/** The confirmation before the failed recipients are mailed again. */
export const RetryConfirm: Story = {
  args: { path: PATH, data: withSends() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [retry] = await page.findAllByRole('button', { name: NEWSLETTER_TEXT.retry.failed });
    await userEvent.click(retry!);
  },
};
