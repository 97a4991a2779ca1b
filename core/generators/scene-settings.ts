/**
 * The scene generator's stored settings and defaults, apart from the craft generator's: the scene
 * widget's bundle then carries no craft code (core/generators/generator-settings.ts re-exports these).
 */
import type { GeneratorAppearance } from './generator-settings';

import { SCENE_THEMES } from '../embed/generator-themes';

export { SCENE_THEMES };
export type SceneTheme = (typeof SCENE_THEMES)[number];

/** settings/sceneGenerator: how the scene widget looks. */
export type SceneSettings = {
  appearance: GeneratorAppearance<SceneTheme>;
};

export const DEFAULT_SCENE_SETTINGS: SceneSettings = {
  appearance: {
    title: 'Elf Scene Generator',
    description: 'Spin for a ready-made elf scene to set up tonight.',
    theme: 'default',
  },
};
