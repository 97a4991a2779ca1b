/** The generators as embeds name them. */
import { ALL_TOOLS } from '../tools';

export type EmbedKind = (typeof ALL_TOOLS)[number]['key'];
export const EMBED_KINDS: readonly EmbedKind[] = ALL_TOOLS.map((tool) => tool.key);

export const isEmbedKind = (value: string): value is EmbedKind =>
  (EMBED_KINDS as readonly string[]).includes(value);

/** The generator's name ('Craft Ideas Generator'). */
export const embedKindLabel = (kind: EmbedKind) =>
  ALL_TOOLS.find((tool) => tool.key === kind)!.label;
