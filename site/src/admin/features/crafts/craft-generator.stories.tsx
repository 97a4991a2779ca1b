import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_CRAFT_SETTINGS } from '@core/generators/generator-settings';
import type { CraftIdea } from '@core/models';
import { Toaster } from '@site/shared/components/toaster';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { CraftIdeaForm } from './craft-idea-form';
import { CraftIdeasTab } from './craft-ideas-tab';
import { DefaultSuppliesTab } from './default-supplies-tab';

const IDEAS: CraftIdea[] = [
  {
    id: 'c1',
    title: 'Paper Chain Countdown',
    instructions:
      'Cut strips of paper, loop them and glue one link for each night until Christmas.',
    requiredSupplies: ['paper', 'scissors', 'glue'],
    difficulty: 'Easy',
    timeRequired: '20 minutes',
    updatedAt: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 'c2',
    title: 'Pom-pom Elf',
    instructions: 'Glue pom-poms together and add googly eyes.',
    requiredSupplies: ['pompoms', 'googlyeyes', 'Ribbon'],
    difficulty: 'Medium',
    timeRequired: null,
    updatedAt: '2026-11-02T09:00:00.000Z',
  },
];

const withData = { content: { crafts: IDEAS } };
const failingList = () => {
  const data = inMemoryAdminData(withData);
  data.content.list = () => Promise.reject(new Error('offline'));
  return data;
};
const failingSettings = () => {
  const data = inMemoryAdminData(withData);
  data.settings.get = () => Promise.reject(new Error('Request failed (HTTP 503)'));
  return data;
};

const meta = {
  title: 'Admin/Crafts/CraftGenerator',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The page opens on Default Supplies; the other tabs are one click away. */
export const Page: Story = {
  args: { path: '/admin/tools/craft-generator', data: inMemoryAdminData(withData) },
};

export const SettingsUnavailable: Story = {
  args: { path: '/admin/craft-generator', data: failingSettings() },
};

/** The parts of the page, each in its states. */
const inAdmin = (data = inMemoryAdminData(withData)) =>
  function Decorator(Story: () => React.JSX.Element) {
    return (
      <AdminDataProvider value={data}>
        <Toaster>
          <Story />
        </Toaster>
      </AdminDataProvider>
    );
  };

const ideasTab = (data?: ReturnType<typeof inMemoryAdminData>, count: number | null = 2) => ({
  decorators: [inAdmin(data)],
  render: () => (
    <CraftIdeasTab count={count} defaultSupplies={DEFAULT_CRAFT_SETTINGS.defaultSupplies} />
  ),
});

export const CraftIdeas: Story = { args: Page.args!, ...ideasTab() };
export const CraftIdeasEmpty: Story = { args: Page.args!, ...ideasTab(inMemoryAdminData(), 0) };
export const CraftIdeasLoadError: Story = { args: Page.args!, ...ideasTab(failingList()) };

export const NewIdeaForm: Story = {
  args: Page.args!,
  decorators: [inAdmin()],
  render: () => (
    <CraftIdeaForm
      idea={null}
      defaultSupplies={DEFAULT_CRAFT_SETTINGS.defaultSupplies}
      onSaved={() => {}}
      onCancel={() => {}}
    />
  ),
};

export const EditIdeaForm: Story = {
  args: Page.args!,
  decorators: [inAdmin()],
  render: () => (
    <CraftIdeaForm
      idea={IDEAS[1]!}
      defaultSupplies={DEFAULT_CRAFT_SETTINGS.defaultSupplies}
      onSaved={() => {}}
      onCancel={() => {}}
    />
  ),
};

export const DefaultSupplies: Story = {
  args: Page.args!,
  render: () => (
    <DefaultSuppliesTab supplies={DEFAULT_CRAFT_SETTINGS.defaultSupplies} onChange={() => {}} />
  ),
};

export const LastDefaultSupply: Story = {
  args: Page.args!,
  render: () => (
    <DefaultSuppliesTab
      supplies={[{ id: 'glue', name: 'Glue' }]}
      error="Please keep at least one default supply"
      onChange={() => {}}
    />
  ),
};
