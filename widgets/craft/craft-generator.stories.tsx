import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  CRAFT_IDEAS,
  failed,
  instanceFor,
  loading,
  ready,
  refuseClipboardAndShare,
} from '../fixtures';
import { THEMES } from '../shared/themes';
import { CRAFT_TEXT, CraftGenerator } from './craft-generator';

const meta = {
  title: 'Widgets/Craft Generator',
  component: CraftGenerator,
  args: {
    instance: instanceFor('craftGenerator'),
    theme: THEMES.default,
    ideas: ready(CRAFT_IDEAS),
  },
} satisfies Meta<typeof CraftGenerator>;
export default meta;
type Story = StoryObj<typeof meta>;

const result = { initialChecked: ['paper', 'glue', 'scissors'], showInitialIdeas: true };

export const DefaultLoading: Story = { args: { ideas: loading } };
export const DefaultEmpty: Story = { args: { ideas: ready([]), ...result } };
export const DefaultError: Story = { args: { ideas: failed } };
export const DefaultResult: Story = { args: result };
export const BrandLoading: Story = { args: { theme: THEMES.brand, ideas: loading } };
export const BrandEmpty: Story = { args: { theme: THEMES.brand, ideas: ready([]), ...result } };
export const BrandError: Story = { args: { theme: THEMES.brand, ideas: failed } };
export const BrandResult: Story = { args: { theme: THEMES.brand, ...result } };
export const ChristmasLoading: Story = { args: { theme: THEMES.christmas, ideas: loading } };
export const ChristmasEmpty: Story = {
  args: { theme: THEMES.christmas, ideas: ready([]), ...result },
};
export const ChristmasError: Story = { args: { theme: THEMES.christmas, ideas: failed } };
export const ChristmasResult: Story = { args: { theme: THEMES.christmas, ...result } };

/** The dark side of the 'auto' theme (a page whose visitor prefers a dark colour scheme). */
export const AutoDarkError: Story = { args: { theme: THEMES.dark, ideas: failed } };
export const AutoDarkResult: Story = { args: { theme: THEMES.dark, ...result } };

/** In a frame that refuses the clipboard, Copy Supplies selects the list in a field to copy by hand. */
export const CopySuppliesRefused: Story = {
  args: result,
  beforeEach: refuseClipboardAndShare,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: CRAFT_TEXT.copy }));
  },
};

/** Curated ideas link to their pages; the one made up from the supplies has no page, so no row. */
export const MadeUpIdeaNoLinks: Story = {
  args: { initialChecked: ['scissors', 'buttons'], showInitialIdeas: true },
};
