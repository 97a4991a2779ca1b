import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  failed,
  instanceFor,
  loading,
  NAME_PARTS,
  pretendTouchScreen,
  ready,
  refuseClipboardAndShare,
} from '../fixtures';
import { THEMES } from '../shared/themes';
import { ElfNameGenerator } from './elf-name-generator';

const meta = {
  title: 'Widgets/Elf Name Generator',
  component: ElfNameGenerator,
  args: {
    instance: instanceFor('elfNameGenerator'),
    theme: THEMES.default,
    parts: ready(NAME_PARTS),
  },
} satisfies Meta<typeof ElfNameGenerator>;
export default meta;
type Story = StoryObj<typeof meta>;

const empty = ready({ prefixes: [], suffixes: [], lastNames: [] });
const result = {
  id: 'n1',
  firstName: 'Jingletoes',
  lastName: 'McSparkle',
  timestamp: '2026-12-01T08:00:00.000Z',
};

export const DefaultLoading: Story = { args: { parts: loading } };
export const DefaultEmpty: Story = { args: { parts: empty } };
export const DefaultError: Story = { args: { parts: failed } };
export const DefaultReady: Story = {};
export const DefaultResult: Story = { args: { initialName: result } };
export const ChristmasLoading: Story = { args: { theme: THEMES.christmas, parts: loading } };
export const ChristmasEmpty: Story = { args: { theme: THEMES.christmas, parts: empty } };
export const ChristmasError: Story = { args: { theme: THEMES.christmas, parts: failed } };
export const ChristmasResult: Story = { args: { theme: THEMES.christmas, initialName: result } };

/** The dark side of the 'auto' theme (a page whose visitor prefers a dark colour scheme). */
export const AutoDarkError: Story = { args: { theme: THEMES.dark, parts: failed } };
export const AutoDarkResult: Story = { args: { theme: THEMES.dark, initialName: result } };

/** An embed with its own title and show_history off (data-title, data-show-history="false"). */
export const CustomTitleNoHistory: Story = {
  args: { initialName: result, title: 'Name your elf', showHistory: false },
};

const press = (name: string) =>
  (async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
  }) satisfies Story['play'];

/** In a frame that refuses the clipboard, Copy selects the name in a field to copy by hand. */
export const CopyRefused: Story = {
  args: { initialName: result },
  beforeEach: refuseClipboardAndShare,
  play: press('Copy'),
};

/** Share and the clipboard refused on a phone: the field asks for a long-press. */
export const ShareRefusedOnTouch: Story = {
  args: { theme: THEMES.christmas, initialName: result },
  beforeEach: () => {
    const undo = [refuseClipboardAndShare(), pretendTouchScreen()];
    return () => undo.forEach((step) => step());
  },
  play: press('Share'),
};

/** No share sheet: Share copied the name's page link and says Copied. */
export const ShareCopiedLink: Story = {
  args: { initialName: result },
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => undefined },
      configurable: true,
    });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: press('Share'),
};
