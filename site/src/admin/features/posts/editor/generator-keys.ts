/**
 * The generators a post can embed, as the widget loader names them in markup
 * (widgets/loader/generators.ts). The site never imports widget code, so the list is kept here;
 * elf-name has no insert button but existing embeds of it must survive editing.
 */
export const EMBED_GENERATORS = ['craft', 'scene', 'recipe', 'elf-name'] as const;
export type EmbedGenerator = (typeof EMBED_GENERATORS)[number];

/** The generators the toolbar inserts (spec part 1 §2: craft, scene and recipe). */
export const INSERTABLE_GENERATORS = ['craft', 'scene', 'recipe'] as const;
export type InsertableGenerator = (typeof INSERTABLE_GENERATORS)[number];

export function isEmbedGenerator(value: string | null | undefined): value is EmbedGenerator {
  return (EMBED_GENERATORS as readonly (string | null | undefined)[]).includes(value);
}

/** Names as the widgets title themselves. */
const GENERATOR_NAMES: Record<EmbedGenerator, string> = {
  craft: 'Craft Ideas',
  scene: 'Elf Scene',
  recipe: 'Holiday Recipe',
  'elf-name': 'Elf Name',
};

export const GENERATOR_TEXT = {
  insert: (generator: InsertableGenerator) =>
    `Insert ${generator[0]!.toUpperCase()}${generator.slice(1)} Generator`,
  insertShort: (generator: InsertableGenerator) =>
    `${generator[0]!.toUpperCase()}${generator.slice(1)}`,
  card: (generator: EmbedGenerator) =>
    `${GENERATOR_NAMES[generator]} generator — shown live in Preview and on the site`,
  remove: (generator: EmbedGenerator) => `Remove ${GENERATOR_NAMES[generator]} generator`,
} as const;
