import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, instanceFor, loading, ready, SCENES } from '../fixtures';
import { THEMES } from '../shared/themes';
import { SceneGenerator } from './scene-generator';

const meta = {
  title: 'Widgets/Scene Generator',
  component: SceneGenerator,
  args: { instance: instanceFor('sceneGenerator'), theme: THEMES.default, scenes: ready(SCENES) },
} satisfies Meta<typeof SceneGenerator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultLoading: Story = { args: { scenes: loading } };
export const DefaultEmpty: Story = { args: { scenes: ready([]) } };
export const DefaultError: Story = { args: { scenes: failed } };
export const DefaultReady: Story = {};
export const DefaultResult: Story = { args: { initialScene: SCENES[0] } };
export const ChristmasLoading: Story = { args: { theme: THEMES.christmas, scenes: loading } };
export const ChristmasEmpty: Story = { args: { theme: THEMES.christmas, scenes: ready([]) } };
export const ChristmasError: Story = { args: { theme: THEMES.christmas, scenes: failed } };
export const ChristmasResult: Story = {
  args: { theme: THEMES.christmas, initialScene: SCENES[1] },
};
export const MinimalLoading: Story = { args: { theme: THEMES.minimal, scenes: loading } };
export const MinimalEmpty: Story = { args: { theme: THEMES.minimal, scenes: ready([]) } };
export const MinimalError: Story = { args: { theme: THEMES.minimal, scenes: failed } };
export const MinimalResult: Story = { args: { theme: THEMES.minimal, initialScene: SCENES[2] } };

/** The dark side of the 'auto' theme (a page whose visitor prefers a dark colour scheme). */
export const AutoDarkError: Story = { args: { theme: THEMES.dark, scenes: failed } };
export const AutoDarkResult: Story = { args: { theme: THEMES.dark, initialScene: SCENES[0] } };

/** In an iframe embed on another site: the scene's link opens a new tab. */
export const ResultInAFrame: Story = {
  args: {
    initialScene: SCENES[0],
    instance: { ...instanceFor('sceneGenerator'), method: 'iframe' },
  },
};
