import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ElfScene } from '@core/models';
import { PATHS } from '@site/shared/app/paths';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { AdminCard } from '@site/admin/components/admin-card';
import { ContentTable } from '@site/admin/components/content-table';
import { type Column } from '@site/admin/components/data-table';
import { SceneForm } from './scene-form';
import { SCENE_ADMIN_TEXT as TEXT } from './scene-text';
import { useContentCount, useContentList } from '@site/admin/data/queries';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  align-items: start;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(320px, 380px);
    .side {
      position: sticky;
      top: 1rem;
    }
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1rem;
  p {
    margin: 0;
    font-weight: 600;
  }
  a {
    ${secondaryButtonStyles}
  }
`;

type Mode = { scene: ElfScene | null; version: number };

/**
 * The scene admin: every scene, newest first (Title, Difficulty, Time, Items, Actions), beside a
 * form in create or edit mode, and the way to the importer.
 */
export function SceneAdmin() {
  const count = useContentCount('scenes');
  const list = useContentList('scenes');
  // A new version remounts the form: Cancel and every save leave an empty create form.
  const [mode, setMode] = useState<Mode>({ scene: null, version: 0 });
  const side = useRef<HTMLDivElement>(null);

  const reset = () => setMode((m) => ({ scene: null, version: m.version + 1 }));

  function edit(scene: ElfScene) {
    setMode((m) => ({ scene, version: m.version + 1 }));
    // After the menu closes: the form's first field, brought into view on narrow screens.
    setTimeout(() => {
      side.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      side.current?.querySelector('input')?.focus();
    });
  }

  const columns: Column<ElfScene>[] = [
    { header: 'Title', cell: (scene) => <strong>{scene.title}</strong> },
    { header: 'Difficulty', cell: (scene) => scene.difficulty, nowrap: true },
    { header: 'Time', cell: (scene) => scene.timeRequired ?? '—', nowrap: true, hideOnSmall: true },
    {
      header: 'Items',
      cell: (scene) => scene.requiredItems.join(', '),
      hideOnSmall: true,
    },
  ];

  return (
    <>
      <Bar>
        <p>{count === null ? '' : TEXT.count(count)}</p>
        <Link to={PATHS.adminSceneImporter}>{TEXT.import}</Link>
      </Bar>
      <Layout>
        <div>
          <ContentTable
            kind="scenes"
            list={list}
            caption="Elf scenes"
            columns={columns}
            text={TEXT}
            onEdit={edit}
            onDeleted={(scene) => {
              if (mode.scene?.id === scene.id) reset();
            }}
          />
        </div>
        <div className="side" ref={side}>
          <AdminCard title={mode.scene ? TEXT.formEdit : TEXT.formCreate}>
            <SceneForm key={mode.version} scene={mode.scene} onCancel={reset} onSaved={reset} />
          </AdminCard>
        </div>
      </Layout>
    </>
  );
}
