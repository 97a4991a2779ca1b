import type { Meta, StoryObj } from '@storybook/react-vite';
import { IMAGE_LIBRARY_TEXT } from '@core/images/image-library';
import { AccessRefused, GATE_TEXT } from './require-admin';

/** What the admin gate shows a refused visitor before the move to the login page. */
const meta = {
  title: 'Admin/Access Gate',
  component: AccessRefused,
} satisfies Meta<typeof AccessRefused>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Any admin page, for a visitor without the admin claim. */
export const AccessDenied: Story = {
  args: { title: GATE_TEXT.deniedTitle, text: GATE_TEXT.deniedText },
};

/** Spec part 2 §2: the image repository's own auth error, with its Go to Login button. */
export const ImageRepositoryAuthenticationError: Story = {
  args: {
    title: IMAGE_LIBRARY_TEXT.authErrorTitle,
    text: IMAGE_LIBRARY_TEXT.accessDeniedText,
    onLogin: () => undefined,
  },
};
