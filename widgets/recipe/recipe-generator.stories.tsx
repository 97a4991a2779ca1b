import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, instanceFor, loading, ready, RECIPES } from '../fixtures';
import { THEMES } from '../shared/themes';
import { RecipeGenerator } from './recipe-generator';

const meta = {
  title: 'Widgets/Recipe Generator',
  component: RecipeGenerator,
  args: {
    instance: instanceFor('recipeGenerator'),
    theme: THEMES.default,
    recipes: ready(RECIPES),
  },
} satisfies Meta<typeof RecipeGenerator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty and error states show the built-in samples once they arrive. */
export const DefaultLoading: Story = { args: { recipes: loading } };
export const DefaultEmpty: Story = { args: { recipes: ready([]) } };
export const DefaultError: Story = { args: { recipes: failed } };
export const DefaultResult: Story = {};
export const DefaultDetail: Story = { args: { initialSelectedId: RECIPES[0]!.id } };
export const ChristmasLoading: Story = { args: { theme: THEMES.christmas, recipes: loading } };
export const ChristmasEmpty: Story = { args: { theme: THEMES.christmas, recipes: ready([]) } };
export const ChristmasError: Story = { args: { theme: THEMES.christmas, recipes: failed } };
export const ChristmasResult: Story = { args: { theme: THEMES.christmas } };
export const ElfLoading: Story = { args: { theme: THEMES.elf, recipes: loading } };
export const ElfEmpty: Story = { args: { theme: THEMES.elf, recipes: ready([]) } };
export const ElfError: Story = { args: { theme: THEMES.elf, recipes: failed } };
export const ElfResult: Story = { args: { theme: THEMES.elf, initialSelectedId: RECIPES[1]!.id } };

/** In an iframe embed: two recipes at a time (four in a wide frame), with Next and Previous. */
export const FramedPages: Story = {
  args: { instance: { ...instanceFor('recipeGenerator'), method: 'iframe' } },
};

/** The dark side of the 'auto' theme (a page whose visitor prefers a dark colour scheme). */
export const AutoDarkError: Story = { args: { theme: THEMES.dark, recipes: failed } };
export const AutoDarkResult: Story = { args: { theme: THEMES.dark } };
export const AutoDarkDetail: Story = {
  args: { theme: THEMES.dark, initialSelectedId: RECIPES[0]!.id },
};

/** A built-in sample (recipes could not be loaded) has no page: no link, Share or pin. */
export const SampleDetailNoLinks: Story = {
  args: { recipes: failed, initialSelectedId: RECIPES[0]!.id },
};
