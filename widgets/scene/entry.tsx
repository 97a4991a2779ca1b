import { GENERATOR_THEMES } from '@core/embed/generator-themes';
import { GENERATOR_DATA, GENERATOR_TOOLS } from '@core/generators/generator-embeds';
import { publicApiPath } from '@core/public-api-routes';
import { DEFAULT_SCENE_SETTINGS, type SceneSettings } from '@core/generators/scene-settings';
import { defineGenerator, type GeneratorDefinition } from '../shared/define-generator';
import { SCENE_TEXT, SceneGenerator, type SceneView } from './scene-generator';

/** What the generator is: started in a page by `start`, rendered on the server by first-frame.tsx. */
export const definition: GeneratorDefinition<SceneView[], SceneSettings> = {
  tool: GENERATOR_TOOLS.scene,
  label: 'initSceneGenerator',
  title: SCENE_TEXT.title,
  themes: GENERATOR_THEMES.scene,
  dataPath: publicApiPath(GENERATOR_DATA.scene.data),
  settings: {
    path: publicApiPath(GENERATOR_DATA.scene.settings),
    fallback: DEFAULT_SCENE_SETTINGS,
    theme: (settings) => settings.appearance.theme,
  },
  render: ({ theme, instance, data, settings }) => (
    <SceneGenerator theme={theme} instance={instance} scenes={data} settings={settings} />
  ),
};

export const start = defineGenerator(definition);

/** Removes the widget an element shows (the loader's <elf-generator> when taken out). */
export { unmountWidget as stop } from '../shared/mount';
