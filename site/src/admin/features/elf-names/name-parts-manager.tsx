import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { MAX_CONTENT_PAGE_SIZE, type ContentPage } from '@core/admin/admin-content-api';
import { contentKind, NAME_PART_KINDS } from '@core/generators/content-kinds';
import { contentKey } from '@core/generators/content-schemas';
import type { NamePart } from '@core/models';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { AdminTabs } from '@site/admin/components/admin-tabs';
import { useBulkDelete } from '@site/admin/components/bulk-delete';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { useAdminData, type AdminData } from '@site/admin/data/admin-data';
import { ELF_NAMES_TEXT, NAME_PART_TABS, type NamePartKind } from './elf-names-text';
import { AddNamePartForm, BulkImportForm } from './name-part-forms';
import { NamePartRow } from './name-part-row';
import { useErrorToast } from '@site/admin/components/use-error-toast';
import { useAdminQuery, keys } from '@site/admin/data/queries';

type NameLists = Record<NamePartKind, NamePart[]>;

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

const byName = (a: NamePart, b: NamePart) => contentKey(a.value).localeCompare(contentKey(b.value));

/** One kind: add one or import many (two tabs), then every entry with Edit and Delete. */
function NamePartPanel({
  kind,
  parts,
  onChange,
  onImported,
}: {
  kind: NamePartKind;
  parts: NamePart[];
  onChange(update: (parts: NamePart[]) => NamePart[]): void;
  onImported(): void;
}) {
  const data = useAdminData();
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
    onRemoved: (ids) => onChange((current) => current.filter((p) => !ids.includes(p.id))),
    tableRef: list,
  });

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await data.content.remove(kind, toDelete.id);
      onChange((list) => list.filter((p) => p.id !== toDelete.id));
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
            content: (
              <AddNamePartForm
                kind={kind}
                onAdded={(part) => onChange((list) => [...list, part].sort(byName))}
              />
            ),
          },
          {
            value: 'bulk',
            label: ELF_NAMES_TEXT.bulkImport,
            content: <BulkImportForm kind={kind} onImported={onImported} />,
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
                onSaved={(saved) =>
                  onChange((list) => list.map((p) => (p.id === saved.id ? saved : p)).sort(byName))
                }
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

/** Every entry of one kind, by name: name lists are short, so a page or two of the largest size. */
async function listAll(data: AdminData, kind: NamePartKind): Promise<NamePart[]> {
  const parts: NamePart[] = [];
  let after: string | null = null;
  do {
    const page: ContentPage<NamePart> = await data.content.list(kind, {
      after,
      limit: MAX_CONTENT_PAGE_SIZE,
    });
    parts.push(...page.items);
    after = page.nextAfter;
  } while (after);
  return parts;
}

/** Manage Names: Prefixes, Suffixes and Last Names, each tab with its count. */
export function NamePartsManager() {
  const data = useAdminData();
  const toast = useToast();
  const { state, reload, setData } = useAdminQuery(
    keys.nameParts,
    async (data): Promise<NameLists> => {
      const [prefixes, suffixes, lastNames] = await Promise.all(
        NAME_PART_KINDS.map((kind) => listAll(data, kind)),
      );
      return { prefixes: prefixes!, suffixes: suffixes!, 'last-names': lastNames! };
    },
  );

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

  const update = (kind: NamePartKind) => (change: (parts: NamePart[]) => NamePart[]) =>
    setData((lists) => ({ ...lists, [kind]: change(lists[kind]) }));
  // After an import only that kind is read again, so the open tab and its report stay.
  const refresh = (kind: NamePartKind) => () => {
    listAll(data, kind).then(
      (parts) => update(kind)(() => parts),
      () => reload(),
    );
  };

  return (
    <AdminTabs
      label="Name parts"
      tabs={NAME_PART_KINDS.map((kind) => ({
        value: kind,
        label: ELF_NAMES_TEXT.tab(kind, state.data[kind].length),
        content: (
          <NamePartPanel
            kind={kind}
            parts={state.data[kind]}
            onChange={update(kind)}
            onImported={refresh(kind)}
          />
        ),
      }))}
    />
  );
}
