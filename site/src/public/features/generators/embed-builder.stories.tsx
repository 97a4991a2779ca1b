import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmbedBuilder } from './embed-builder';

/** The builder of each generator page; the preview starts when the site's widget loader is served. */
const meta = {
  title: 'Pages/Generators/EmbedBuilder',
  component: EmbedBuilder,
  args: { origin: 'https://elfletter.example' },
} satisfies Meta<typeof EmbedBuilder>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Theme, title and show_history. */
export const ElfName: Story = { args: { kind: 'elf-name' } };
/** Theme only, the brand theme among them (named by the product). */
export const Craft: Story = { args: { kind: 'craft' } };
export const Scene: Story = { args: { kind: 'scene' } };
export const Recipe: Story = { args: { kind: 'recipe' } };
