import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JSX } from 'react';
import type { HolidayRecipe } from '@core/models';
import { SAMPLE_RECIPES } from '@core/generators/recipe-samples';
import { Toaster } from '@site/shared/components/toaster';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { RecipeForm } from './recipe-form';

const RECIPES: HolidayRecipe[] = SAMPLE_RECIPES.map((recipe, i) => ({
  ...recipe,
  id: `r${i}`,
  createdAt: `2026-11-0${i + 1}T09:00:00.000Z`,
  updatedAt: `2026-11-0${i + 1}T09:00:00.000Z`,
}));

const withRecipes = () => inMemoryAdminData({ content: { recipes: RECIPES } });
const failing = () => {
  const data = withRecipes();
  data.content.list = () => Promise.reject(new Error('offline'));
  return data;
};

const meta = {
  title: 'Admin/Recipes/RecipeGenerator',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
  args: { path: '/admin/tools/recipe-generator', data: withRecipes() },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Empty: Story = { args: { data: inMemoryAdminData() } };

/** 'Failed to load recipes. Using sample data instead.' with the three samples. */
export const SampleData: Story = { args: { data: failing() } };

export const AddNewRecipePage: Story = { args: { path: '/admin/tools/recipe-generator/new' } };

export const Importer: Story = { args: { path: '/admin/tools/recipe-importer' } };

const inAdmin = (Story: () => JSX.Element) => (
  <AdminDataProvider value={withRecipes()}>
    <Toaster>
      <Story />
    </Toaster>
  </AdminDataProvider>
);

export const EditForm: Story = {
  parameters: { ownRouter: false, layout: 'padded' },
  decorators: [inAdmin],
  render: () => <RecipeForm recipe={RECIPES[1]!} onSaved={() => {}} onCancel={() => {}} />,
};
