import { defineGenerator } from '../shared/define-generator';
import { API } from '../shared/runtime-config';
import { SceneGenerator, type SceneView } from './scene-generator';

export const init = defineGenerator<SceneView[]>({
  tool: 'sceneGenerator',
  label: 'initSceneGenerator',
  themes: ['default', 'christmas', 'minimal'],
  dataPath: API.scenes,
  render: ({ theme, instance, data }) => (
    <SceneGenerator theme={theme} instance={instance} scenes={data} />
  ),
});
