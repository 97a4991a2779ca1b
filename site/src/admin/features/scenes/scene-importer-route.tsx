import { PATHS } from '@site/shared/app/paths';
import { ImporterPage } from '@site/admin/components/import-panel/importer-page';
import { SCENE_EXAMPLES } from './scene-examples';
import { SCENE_ADMIN_TEXT as TEXT } from './scene-text';

/** 'Import Elf Scenes' (/admin/tools/scene-importer and /admin/scene-ideas-importer). */
export function SceneImporterRoute() {
  return (
    <ImporterPage
      kind="scenes"
      examples={SCENE_EXAMPLES}
      returnTo={PATHS.adminSceneGenerator}
      text={{
        ...TEXT,
        heading: TEXT.importerHeading,
        cardTitle: 'Scenes from a CSV or JSON file',
        backLabel: TEXT.backToScenes,
      }}
    />
  );
}
