import { defineGenerator } from '../shared/define-generator';
import { API } from '../shared/runtime-config';
import { SCENE_TEXT, SceneGenerator, type SceneView } from './scene-generator';

export const start = defineGenerator<SceneView[]>({
  tool: 'sceneGenerator',
  label: 'initSceneGenerator',
  title: SCENE_TEXT.title,
  themes: ['default', 'christmas', 'minimal'],
  dataPath: API.scenes,
  render: ({ theme, instance, data }) => (
    <SceneGenerator theme={theme} instance={instance} scenes={data} />
  ),
});
