/**
 * The generators as embeds name them: the kinds a page can name in markup
 * (core/generators/generator-embeds.ts), each one of the tools (core/generators/tools.ts) with its label.
 */
import {
  GENERATOR_KINDS,
  isGeneratorKind,
  type GeneratorKind,
} from '../generators/generator-embeds';
import { ALL_TOOLS } from '../generators/tools';

export type EmbedKind = GeneratorKind;
export const EMBED_KINDS: readonly EmbedKind[] = GENERATOR_KINDS;
export const isEmbedKind = (value: string): value is EmbedKind => isGeneratorKind(value);

/** The generator's name ('Craft Ideas Generator'). */
export const embedKindLabel = (kind: EmbedKind) =>
  ALL_TOOLS.find((tool) => tool.key === kind)!.label;
