import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { curatedShare, elfNameShare } from '@core/results/result-shares';
import { CRAFT_IDEAS, instanceFor, pretendTouchScreen, refuseClipboardAndShare } from '../fixtures';
import { RESULT_LINKS_TEXT, ResultLinks } from './result-links';
import { THEMES } from './themes';
import { Card, WidgetRoot } from './ui';

/** The row every generator shows under a result with a page (its states; the widgets show it in place). */
const meta = {
  title: 'Widgets/Result Links',
  component: ResultLinks,
  args: {
    result: curatedShare('craft', CRAFT_IDEAS[0]!),
    instance: instanceFor('craftGenerator'),
    label: RESULT_LINKS_TEXT.idea,
  },
  decorators: [
    (Story) => (
      <WidgetRoot theme={THEMES.default} title="Elf Craft Generator">
        <Card>
          <Story />
        </Card>
      </WidgetRoot>
    ),
  ],
} satisfies Meta<typeof ResultLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

const pressShare = (async ({ canvasElement }) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: RESULT_LINKS_TEXT.share }),
  );
}) satisfies Story['play'];

/** Link to this idea, Share and Save to Pinterest. */
export const Shown: Story = {};

/** In an iframe embed: the link opens a new tab (said to screen readers). */
export const InAFrame: Story = {
  args: { instance: { ...instanceFor('craftGenerator'), method: 'iframe' } },
};

/** No share sheet: Share copied the link and says so. */
export const Copied: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => undefined },
      configurable: true,
    });
    return () => {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: pressShare,
};

/** The share sheet of a phone (Web Share): Share hands it the page, title and text. */
export const WebShareAvailable: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'share', { value: async () => undefined, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'share');
    };
  },
  play: pressShare,
};

/** A sandboxed frame refuses sharing and the clipboard: the link, selected, to copy by hand. */
export const CopyByHand: Story = {
  beforeEach: refuseClipboardAndShare,
  play: pressShare,
};

/** The same on a phone: the field asks for a long-press. */
export const CopyByHandOnTouch: Story = {
  args: { instance: { ...instanceFor('craftGenerator'), method: 'iframe' } },
  beforeEach: () => {
    const undo = [refuseClipboardAndShare(), pretendTouchScreen()];
    return () => undo.forEach((step) => step());
  },
  play: pressShare,
};

/** The elf name's row: Copy first, then Link to this name. */
export const ElfName: Story = {
  args: {
    result: elfNameShare({ firstName: 'Jingletoes', lastName: 'McSparkle' }),
    instance: instanceFor('elfNameGenerator'),
    label: RESULT_LINKS_TEXT.name,
  },
};
