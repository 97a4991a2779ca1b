import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ImportJobDetail } from '../../../../../core/admin-content-api';
import { PATHS } from '../../../app/paths';
import { secondaryButtonStyles } from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { AdminCard } from '../../components/admin-card';
import { ImportPanel } from '../../components/import-panel/import-panel';
import { ToolPageHeader } from '../../components/tool-page-header';
import { SCENE_EXAMPLES } from './scene-examples';
import { SCENE_ADMIN_TEXT as TEXT } from './scene-text';

const Back = styled(Link)`
  ${secondaryButtonStyles}
`;

/**
 * 'Import Elf Scenes' (/admin/tools/scene-importer and /admin/scene-ideas-importer). A clean
 * import returns to the scene generator page (spec §2); one with rejected rows stays, so the
 * admin can read and download them.
 */
export function SceneImporterRoute() {
  const toast = useToast();
  const navigate = useNavigate();

  function finished({ job }: ImportJobDetail) {
    if (job.status !== 'done') {
      toast({
        title: TEXT.importFailed,
        description: TEXT.importFailedText,
        variant: 'destructive',
      });
      return;
    }
    const notImported = job.rejected + job.failed;
    toast({
      title: TEXT.importComplete,
      description: TEXT.importCompleteText(job.imported, notImported),
      variant: notImported ? 'destructive' : 'default',
    });
    if (notImported === 0) navigate(PATHS.adminSceneGenerator);
  }

  return (
    <>
      <ToolPageHeader
        title={TEXT.importerHeading}
        backTo={PATHS.adminSceneGenerator}
        backLabel={TEXT.backToScenes}
      />
      <AdminCard title="Scenes from a CSV or JSON file">
        <ImportPanel
          kind="scenes"
          examples={SCENE_EXAMPLES}
          onFinished={finished}
          resultActions={<Back to={PATHS.adminSceneGenerator}>{TEXT.backToScenes}</Back>}
        />
      </AdminCard>
    </>
  );
}
