import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ElfScene } from '@core/models';
import { PATHS } from '../../../app/paths';
import { secondaryButtonStyles } from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { ActionMenu } from '../../components/action-menu';
import { AdminCard } from '../../components/admin-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { messageOf } from '../../components/form-issues';
import { useContentList } from '../../components/use-content-list';
import { useAdminData } from '../../data/admin-data';
import { SceneForm } from './scene-form';
import { SCENE_ADMIN_TEXT as TEXT } from './scene-text';

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
  a,
  .more {
    ${secondaryButtonStyles}
  }
`;

type Mode = { scene: ElfScene | null; version: number };

/**
 * The scene admin: every scene, newest first (Title, Difficulty, Time, Items, Actions), beside a
 * form in create or edit mode, and the way to the importer.
 */
export function SceneAdmin({
  count,
  onCountChange,
}: {
  count: number | null;
  onCountChange(delta: number): void;
}) {
  const { content } = useAdminData();
  const toast = useToast();
  const list = useContentList('scenes');
  // A new version remounts the form: Cancel and every save leave an empty create form.
  const [mode, setMode] = useState<Mode>({ scene: null, version: 0 });
  const [toDelete, setToDelete] = useState<ElfScene | null>(null);
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

  async function remove() {
    if (!toDelete) return;
    try {
      await content.remove('scenes', toDelete.id);
      list.drop(toDelete.id);
      onCountChange(-1);
      if (mode.scene?.id === toDelete.id) reset();
      toast({ title: TEXT.deleted });
    } catch (error) {
      toast({ title: TEXT.deleteFailed, description: messageOf(error), variant: 'destructive' });
    }
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
    {
      header: 'Actions',
      align: 'end',
      cell: (scene) => (
        <ActionMenu
          label={`Actions for ${scene.title}`}
          actions={[
            { label: 'Edit', onSelect: () => edit(scene) },
            { label: 'Delete', danger: true, onSelect: () => setToDelete(scene) },
          ]}
        />
      ),
    },
  ];

  const state = list.state;
  return (
    <>
      <Bar>
        <p>{count === null ? '' : TEXT.count(count)}</p>
        <Link to={PATHS.adminSceneImporter}>{TEXT.import}</Link>
      </Bar>
      <Layout>
        <div>
          <DataTable
            caption="Elf scenes"
            columns={columns}
            rows={state.status === 'ready' ? state.items : []}
            rowKey={(scene) => scene.id}
            state={state.status}
            texts={{ loading: TEXT.loading, error: TEXT.loadError, empty: TEXT.empty }}
            onRetry={list.reload}
          />
          {state.status === 'ready' && state.nextAfter && (
            <Bar>
              <button
                type="button"
                className="more"
                disabled={state.loadingMore}
                onClick={() =>
                  list.loadMore().catch((error: unknown) =>
                    toast({
                      title: TEXT.loadError,
                      description: messageOf(error),
                      variant: 'destructive',
                    }),
                  )
                }
              >
                {TEXT.loadMore}
              </button>
            </Bar>
          )}
        </div>
        <div className="side" ref={side}>
          <AdminCard title={mode.scene ? TEXT.formEdit : TEXT.formCreate}>
            <SceneForm
              key={mode.version}
              scene={mode.scene}
              onCancel={reset}
              onSaved={(scene, created) => {
                list.put(scene);
                if (created) onCountChange(1);
                reset();
              }}
            />
          </AdminCard>
        </div>
      </Layout>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={TEXT.deleteTitle}
        description={TEXT.deleteText(toDelete?.title ?? '')}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={remove}
      />
    </>
  );
}
