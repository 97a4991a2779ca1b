/**
 * Each generator's themes, in one place: the widgets show them (widgets/<kind>/entry.tsx), the
 * embed-code builders offer them, and the theme table (widgets/shared/themes.ts) colours them.
 */
import type { GeneratorKind } from '../generators/generator-embeds';

/** Every theme a generator can name; the brand theme is also named by its configured key. */
export const THEME_NAMES = ['default', 'christmas', 'minimal', 'brand', 'elf'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** The theme that follows the visitor's colour scheme (default in light, dark in dark); every generator has it. */
export const AUTO_THEME = 'auto';

/** Widget themes an admin may pick as the craft generator's own (spec §3); 'brand' is SITE_BRAND_THEME_KEY. */
export const CRAFT_THEMES = ['default', 'brand', 'christmas'] as const;
/** Widget themes an admin may pick as the scene generator's own. */
export const SCENE_THEMES = ['default', 'christmas', 'minimal'] as const;

/**
 * The themes each generator shows, the first its default. This module imports no code: every
 * widget reads it, and a widget must not carry another's.
 */
export const GENERATOR_THEMES = {
  'elf-name': ['default', 'christmas'],
  craft: CRAFT_THEMES,
  scene: SCENE_THEMES,
  recipe: ['default', 'christmas', 'elf'],
} as const satisfies Record<GeneratorKind, readonly ThemeName[]>;
