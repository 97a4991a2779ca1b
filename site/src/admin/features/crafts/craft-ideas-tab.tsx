import { useState } from 'react';
import styled from 'styled-components';
import type { ImportJobDetail } from '@core/admin/admin-content-api';
import { supplyLabel } from '@core/generators/craft';
import type { SupplySetting } from '@core/generators/generator-settings';
import type { CraftIdea } from '@core/models';
import { useToast } from '@site/shared/components/use-toast';
import { AdminCard } from '@site/admin/components/admin-card';
import { ContentTable } from '@site/admin/components/content-table';
import { type Column } from '@site/admin/components/data-table';
import { buttonRowStyles } from '@site/admin/components/form-layout';
import { ImportPanel } from '@site/admin/components/import-panel/import-panel';
import { CraftIdeaForm } from './craft-idea-form';
import { CRAFT_EXAMPLES } from './craft-examples';
import { CRAFT_ADMIN_TEXT as TEXT } from './craft-text';
import { keys, useContentList, useRefresh } from '@site/admin/data/queries';

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
  .buttons {
    ${buttonRowStyles}
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
`;

type Editing = { idea: CraftIdea | null } | null;

/**
 * Craft Ideas: the list (by title, a page at a time), the idea form for adding or editing, and
 * the bulk import panel, which toggles and, after an import, gives the list back with the count
 * refreshed (spec §4).
 */
export function CraftIdeasTab({
  count,
  defaultSupplies,
}: {
  count: number | null;
  defaultSupplies: readonly SupplySetting[];
}) {
  const toast = useToast();
  const list = useContentList('crafts');
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);

  function imported({ job }: ImportJobDetail) {
    list.reload();
    void refresh(keys.contentCounts);
    const notImported = job.rejected + job.failed;
    if (job.status !== 'done') {
      toast({
        title: TEXT.importFailed,
        description: job.error ?? undefined,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: TEXT.importComplete,
      description: TEXT.importCompleteText(job.imported, notImported),
    });
    // A clean import goes back to the list; one with rejected rows stays to show them.
    if (notImported === 0) setImporting(false);
  }

  const columns: Column<CraftIdea>[] = [
    { header: 'Title', cell: (idea) => <strong>{idea.title}</strong> },
    { header: 'Difficulty', cell: (idea) => idea.difficulty, nowrap: true },
    {
      header: 'Supplies',
      cell: (idea) => idea.requiredSupplies.map(supplyLabel).join(', '),
      hideOnSmall: true,
    },
    { header: 'Time', cell: (idea) => idea.timeRequired ?? '—', hideOnSmall: true, nowrap: true },
  ];

  return (
    <Stack>
      <Bar>
        <p>{count === null ? '' : TEXT.ideasCount(count)}</p>
        <div className="buttons">
          <button
            type="button"
            className="primary"
            onClick={() => {
              setImporting(false);
              setEditing({ idea: null });
            }}
          >
            {TEXT.add}
          </button>
          <button
            type="button"
            className="secondary"
            aria-expanded={importing}
            onClick={() => {
              setEditing(null);
              setImporting((open) => !open);
            }}
          >
            {importing ? TEXT.closeImport : TEXT.import}
          </button>
        </div>
      </Bar>
      {importing && (
        <AdminCard title={TEXT.import}>
          <ImportPanel kind="crafts" examples={CRAFT_EXAMPLES} onFinished={imported} />
        </AdminCard>
      )}
      {editing && (
        <AdminCard title={editing.idea ? TEXT.formEdit : TEXT.formCreate}>
          <CraftIdeaForm
            key={editing.idea?.id ?? 'new'}
            idea={editing.idea}
            defaultSupplies={defaultSupplies}
            onCancel={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        </AdminCard>
      )}
      <ContentTable
        kind="crafts"
        list={list}
        caption="Craft ideas"
        columns={columns}
        text={TEXT}
        onEdit={(idea) => {
          setImporting(false);
          setEditing({ idea });
        }}
        onDeleted={(idea) => {
          if (editing?.idea?.id === idea.id) setEditing(null);
        }}
      />
    </Stack>
  );
}
