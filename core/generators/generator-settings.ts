/**
 * The craft and scene generators' stored settings, as plain types and defaults (no zod): the
 * widgets read them from the API and fall back to these defaults, so they must stay small.
 * content-schemas.ts validates them. Type aliases, not interfaces: they are assignable to
 * Record<string, unknown>, as stored documents are.
 */
import { DEFAULT_SUPPLIES } from './craft';
import { CRAFT_THEMES } from '../embed/generator-themes';

export { DEFAULT_SCENE_SETTINGS, SCENE_THEMES } from './scene-settings';
export type { SceneSettings, SceneTheme } from './scene-settings';

export { CRAFT_THEMES };
export type CraftTheme = (typeof CRAFT_THEMES)[number];

export type GeneratorAppearance<Theme extends string> = {
  title: string;
  description: string;
  /** The theme an embed gets when it names none. */
  theme: Theme;
};

export type SupplySetting = {
  id: string;
  name: string;
};

/** settings/craftGenerator: the supplies the widget lists first, and how it looks. */
export type CraftSettings = {
  defaultSupplies: SupplySetting[];
  appearance: GeneratorAppearance<CraftTheme>;
};

/** What the widgets use while no admin has saved settings yet. */
export const DEFAULT_CRAFT_SETTINGS: CraftSettings = {
  defaultSupplies: DEFAULT_SUPPLIES.map((s) => ({ ...s })),
  appearance: {
    title: 'Elf Craft Generator',
    description: 'Tick the supplies you have and get three craft ideas for your elf.',
    theme: 'default',
  },
};
