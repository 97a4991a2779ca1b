import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { ToastMessage } from './toast-context';
import { Toaster } from './toaster';
import { useToast } from './use-toast';

function ShowToast(props: ToastMessage) {
  const toast = useToast();
  useEffect(() => toast(props), [toast, props]);
  return null;
}

const meta = {
  title: 'Components/Toast',
  component: ShowToast,
  decorators: [(Story) => <Toaster>{Story()}</Toaster>],
} satisfies Meta<typeof ShowToast>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { title: 'Login successful!' } };

export const Destructive: Story = {
  args: {
    title: 'Login failed',
    description: 'Invalid email or password. Please try again.',
    variant: 'destructive',
  },
};
