import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JSX } from 'react';
import type { ElfScene } from '@core/models';
import { Toaster } from '@site/shared/components/toaster';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SceneAdmin } from './scene-admin';
import { SceneForm } from './scene-form';

const SCENES: ElfScene[] = [
  {
    id: 's1',
    title: 'Zipline Elf',
    description: 'The elf zips across the living room on a string.',
    requiredItems: ['string', 'clothes peg', 'tape'],
    setupInstructions: 'Tie the string between two chairs, peg the elf on and tilt it.',
    difficulty: 'Medium',
    timeRequired: '15 minutes',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 's2',
    title: 'Flour Snow Angel',
    description: 'The elf made a snow angel in flour.',
    requiredItems: ['flour', 'baking tray'],
    setupInstructions: 'Spread flour on the tray and press the elf in.',
    difficulty: 'Easy',
    timeRequired: null,
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
  },
];

const withScenes = () => inMemoryAdminData({ content: { scenes: SCENES } });
const failing = () => {
  const data = withScenes();
  data.content.list = () => Promise.reject(new Error('offline'));
  return data;
};

const meta = {
  title: 'Admin/Scenes/SceneGenerator',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
  args: { path: '/admin/tools/scene-generator', data: withScenes() },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Page: Story = {};

export const Empty: Story = { args: { data: inMemoryAdminData() } };

export const ScenesUnavailable: Story = { args: { data: failing() } };

export const Importer: Story = { args: { path: '/admin/tools/scene-importer' } };

/** Parts of the page, inside the story's own MemoryRouter. */
const part = { ownRouter: false, layout: 'padded' };

const inAdmin = (Story: () => JSX.Element) => (
  <AdminDataProvider value={withScenes()}>
    <Toaster>
      <Story />
    </Toaster>
  </AdminDataProvider>
);

export const SceneAdminTable: Story = {
  parameters: part,
  decorators: [inAdmin],
  render: () => <SceneAdmin />,
};

export const CreateForm: Story = {
  parameters: part,
  decorators: [inAdmin],
  render: () => <SceneForm scene={null} onSaved={() => {}} onCancel={() => {}} />,
};

export const EditForm: Story = {
  parameters: part,
  decorators: [inAdmin],
  render: () => <SceneForm scene={SCENES[0]!} onSaved={() => {}} onCancel={() => {}} />,
};
