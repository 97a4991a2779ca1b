import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundRoute } from './not-found-route';

const meta = { title: 'Pages/NotFound', component: NotFoundRoute } satisfies Meta<
  typeof NotFoundRoute
>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
