import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { contentKind, NAME_PART_KINDS, type NamePartKind } from '@core/generators/content-kinds';
import type { NamePart } from '@core/models';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { AdminTabs } from '@site/admin/components/admin-tabs';
import { useBulkDelete } from '@site/admin/components/bulk-delete';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { useAdminData } from '@site/admin/data/admin-data';
import { useNameParts, useNamePartsCache } from '@site/admin/data/queries';
import { ELF_NAMES_TEXT, NAME_PART_TABS } from './elf-names-text';
import { AddNamePartForm, BulkImportForm } from './name-part-forms';
import { NamePartRow } from './name-part-row';
import { useErrorToast } from '@site/admin/components/use-error-toast';

const Panel = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: 1.5rem 1rem;
  text-align: center;
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.muted)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  button {
    ${secondaryButtonStyles}
    margin-left: 0.5rem;
  }
`;

/** One kind: add one or import many (two tabs), then every entry with Edit and Delete. */
function NamePartPanel({ kind, parts }: { kind: NamePartKind; parts: NamePart[] }) {
  const data = useAdminData();
  const { edit } = useNamePartsCache(kind);
  const toast = useToast();
  const errorToast = useErrorToast();
  const [toDelete, setToDelete] = useState<NamePart | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const bulk = useBulkDelete({
    rows: parts,
    idOf: (part) => part.id,
    labelOf: (part) => part.value,
    noun: contentKind(kind).noun,
    removeMany: (ids) => data.content.removeMany(kind, ids),
    onRemoved: (ids) => edit((current) => current.filter((p) => !ids.includes(p.id))),
    tableRef: list,
  });

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await data.content.remove(kind, toDelete.id);
      edit((list) => list.filter((p) => p.id !== toDelete.id));
      toast({ title: ELF_NAMES_TEXT.deleted(kind) });
    } catch (error) {
      errorToast(ELF_NAMES_TEXT.deleteFailed(kind), error);
    }
  }

  return (
    <Panel>
      <AdminTabs
        label={`Add ${NAME_PART_TABS[kind].toLowerCase()}`}
        tabs={[
          {
            value: 'single',
            label: ELF_NAMES_TEXT.addSingle,
            content: <AddNamePartForm kind={kind} />,
          },
          {
            value: 'bulk',
            label: ELF_NAMES_TEXT.bulkImport,
            content: <BulkImportForm kind={kind} />,
          },
        ]}
      />
      <Panel ref={list} tabIndex={-1}>
        {bulk.bar}
        {parts.length === 0 ? (
          <Note>{ELF_NAMES_TEXT.empty(kind)}</Note>
        ) : (
          <List aria-label={NAME_PART_TABS[kind]}>
            {parts.map((part) => (
              <NamePartRow
                key={part.id}
                kind={kind}
                part={part}
                select={bulk.column.cell(part)}
                onDelete={setToDelete}
              />
            ))}
          </List>
        )}
      </Panel>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={ELF_NAMES_TEXT.deleteTitle(kind)}
        description={ELF_NAMES_TEXT.deleteText(toDelete?.value ?? '')}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
      />
    </Panel>
  );
}

/** Manage Names: Prefixes, Suffixes and Last Names, each tab with its count. */
export function NamePartsManager() {
  const toast = useToast();
  const { state, reload } = useNameParts();

  useEffect(() => {
    if (state.status === 'error')
      toast({
        title: ELF_NAMES_TEXT.loadErrorTitle,
        description: ELF_NAMES_TEXT.loadError,
        variant: 'destructive',
      });
  }, [state, toast]);

  if (state.status === 'loading') return <Note role="status">{ELF_NAMES_TEXT.loading}</Note>;
  if (state.status === 'error')
    return (
      <Note role="alert" $error>
        {ELF_NAMES_TEXT.loadError}
        <button type="button" onClick={reload}>
          {ELF_NAMES_TEXT.retry}
        </button>
      </Note>
    );

  return (
    <AdminTabs
      label="Name parts"
      tabs={NAME_PART_KINDS.map((kind) => ({
        value: kind,
        label: ELF_NAMES_TEXT.tab(kind, state.data[kind].length),
        content: <NamePartPanel kind={kind} parts={state.data[kind]} />,
      }))}
    />
  );
}
