import type { GeneratorKind } from './generator-embeds';

/**
 * Each generator in a line: its page's lists and head tags, and its card in the newsletter's mail
 * (functions/src/newsletter/post-email.tsx), which cannot run it.
 */
export const GENERATOR_SUMMARIES: Record<GeneratorKind, string> = {
  'elf-name': 'A festive name for a new elf (or for the whole family), in one click.',
  craft: 'Tick the supplies you have and get three craft ideas for the elf to “leave out”.',
  scene: 'Spin for tonight’s elf scene, with what it needs and how to set it up.',
  recipe: 'Cookies, cocoa and treats the elf can “help” with, by category and difficulty.',
};
