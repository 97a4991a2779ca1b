import type { GeneratorKind } from './generator-embeds';
import type { ToolName } from '../models';

/** The generators a post can embed from the editor, and where each one is configured. */
export const EMBEDDABLE_TOOLS = [
  {
    key: 'craft',
    toolName: 'craftGenerator',
    label: 'Craft Ideas Generator',
    configPath: 'craft-generator',
  },
  {
    key: 'scene',
    toolName: 'sceneGenerator',
    label: 'Elf Scene Generator',
    configPath: 'scene-generator',
  },
  {
    key: 'recipe',
    toolName: 'recipeGenerator',
    label: 'Holiday Recipe Generator',
    configPath: 'recipe-generator',
  },
] as const satisfies readonly {
  key: GeneratorKind;
  toolName: ToolName;
  label: string;
  configPath: string;
}[];

export type EmbeddableTool = (typeof EMBEDDABLE_TOOLS)[number];
export type EmbeddableToolKey = EmbeddableTool['key'];

/** The elf name generator: embeddable by markup or script, though the editor has no button for it. */
export const ELF_NAME_TOOL = {
  key: 'elf-name',
  toolName: 'elfNameGenerator',
  label: 'Elf Name Generator',
} as const satisfies { key: GeneratorKind; toolName: ToolName; label: string };

/** All four generators, in the order the Tools page lists them. */
export const ALL_TOOLS = [ELF_NAME_TOOL, ...EMBEDDABLE_TOOLS] as const;
