import type { EmbedKind } from '@core/embed/embed-kinds';
import { GENERATOR_SUMMARIES } from '@core/generators/generator-summaries';

/** What the public pages say of each generator: a line for lists and head tags, and an introduction. */
export const GENERATOR_PAGE_TEXT: Record<EmbedKind, { summary: string; intro: string[] }> = {
  'elf-name': {
    summary: GENERATOR_SUMMARIES['elf-name'],
    intro: [
      'Every elf needs a name, and the first night is no time to get stuck. Press Generate for a first name made of two festive halves and a last name to match, or keep it to a first name only.',
      'Copy the one you like or share it; the last few stay in a list, so a name you passed over is not lost.',
    ],
  },
  craft: {
    summary: GENERATOR_SUMMARIES.craft,
    intro: [
      'Paper, glue, a few pipe cleaners: tick what is in the drawer tonight and get up to three craft ideas that use it, ranked by how much of it they need.',
      'Add supplies of your own to the list; the same supplies always give the same ideas, so you can come back to them.',
    ],
  },
  scene: {
    summary: GENERATOR_SUMMARIES.scene,
    intro: [
      'Ten o’clock, the children are asleep and the elf has not moved. Spin for a scene: each one says what you need and how to set it up in a few minutes.',
      'Not that one? Spin again until a scene fits the evening and the things you have at hand.',
    ],
  },
  recipe: {
    summary: GENERATOR_SUMMARIES.recipe,
    intro: [
      'Holiday recipes the elf can take the credit for: filter by category, difficulty and whether children can help, then open one for its ingredients and steps.',
      'Every recipe shows its preparation and cooking times, so you can pick one that fits before bedtime.',
    ],
  },
};

export const GENERATORS_TEXT = {
  listTitle: 'Free elf generators',
  listIntro:
    'Four little helpers for the elf season: a name for a new elf, crafts from what you have, a scene for tonight and recipes to make together. Use them here, or put them on your own site for free.',
  open: (label: string) => `Open the ${label}`,
  /** The text of a generator page's preview image (a link card's picture). */
  imageAlt: (label: string, productName: string) =>
    `${label}: a free holiday generator from ${productName}`,
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  generators: 'Generators',
  builderTitle: 'Put this on your site',
  builderIntro:
    'Choose how it looks, then copy one of the codes below into your page. It loads from this site, stays up to date, and works on any page that allows it.',
  theme: 'Theme',
  title: 'Title',
  titlePlaceholder: 'Elf Name Generator',
  showHistory: 'Show the list of recent names',
  preview: 'Preview',
  linkCaption: 'Just paste the link',
  linkNote:
    'On a line of its own, in WordPress (any role, Authors too), Ghost, Notion and other editors that turn a link into an embed, the link becomes the generator, sized to fit. Elsewhere it stays a link to this page. Only the theme travels with it.',
  scriptCaption: 'Script tag (most sites and blogs)',
  elementCaption: '<elf-generator> element (pages you build yourself, React, Vue)',
  iframeCaption: 'Iframe (site builders that take no scripts; the script line sizes it)',
  themeNames: {
    default: 'Default',
    christmas: 'Christmas',
    minimal: 'Minimal',
    elf: 'Elf',
    auto: 'Auto (follows light or dark mode)',
  } as Record<string, string>,
} as const;

/** What a result's page (issue 40) says around the result, per kind. */
export const RESULT_PAGE_TEXT = {
  craft: {
    noun: 'A craft idea',
    supplies: 'Supplies',
    steps: 'Instructions',
    tryAnother: 'Find another craft idea',
  },
  scene: {
    noun: 'An elf scene',
    supplies: 'What you need',
    steps: 'How to set it up',
    tryAnother: 'Spin for another scene',
  },
  recipe: {
    noun: 'A holiday recipe',
    supplies: 'Ingredients',
    steps: 'Instructions',
    tryAnother: 'Find another recipe',
  },
  difficulty: 'Difficulty',
  time: 'Time',
  prepTime: 'Prep time',
  cookTime: 'Cook time',
  totalTime: 'Total time',
  servings: 'Servings',
  category: 'Category',
  kidFriendly: 'Kids can help',
  /** The preview image's text, for those who cannot see it. */
  imageAlt: (title: string, noun: string, productName: string) =>
    `${title}: ${noun.toLowerCase()} from ${productName}`,
} as const;

/** What a shared elf name's page says. */
export const ELF_NAME_PAGE_TEXT = {
  eyebrow: 'An elf name',
  title: (name: string, productName: string) => `${name}, an elf name | ${productName}`,
  description: (name: string) =>
    `${name} is an elf name from the Elf Name Generator: two festive halves and a last name to match. Make one for your own elf in a click.`,
  about:
    'A name from the Elf Name Generator: a first name made of two festive halves, and a last name to match. Every elf needs one; press Generate below for a name of your own.',
  tryAnother: 'Make another name',
  imageAlt: (name: string) => `The elf name ${name}`,
} as const;
