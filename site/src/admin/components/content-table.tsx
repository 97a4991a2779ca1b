import { useRef, useState } from 'react';
import styled from 'styled-components';
import { contentKind, type ContentKindId } from '@core/generators/content-kinds';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { ActionMenu } from './action-menu';
import { useBulkDelete } from './bulk-delete';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column, type TableState } from './data-table';
import { useErrorToast } from './use-error-toast';
import { useRemoveContent, type PagedState } from '@site/admin/data/queries';

const Section = styled.div`
  display: grid;
  gap: 1rem;
  .more {
    ${secondaryButtonStyles}
    justify-self: start;
  }
`;

export interface ContentTableText {
  loading: string;
  /** The table's own error state (with Retry). */
  loadError: string;
  /** The toast title when a further page fails; `loadError` by default. */
  loadMoreError?: string;
  empty: string;
  loadMore: string;
  deleted: string;
  deleteFailed: string;
  deleteTitle: string;
  deleteText(title: string): string;
}

type Entry = { id: string; title: string };

/** What the table needs of `useContentList`. */
interface ContentListHandle<View> {
  state: PagedState<View>;
  reload(): void;
  loadMore(): Promise<void>;
}

interface ContentTableProps<View extends Entry> {
  kind: ContentKindId;
  list: ContentListHandle<View>;
  caption: string;
  /** The entry's own columns; Actions (Edit, Delete) is added last. */
  columns: Column<View>[];
  text: ContentTableText;
  onEdit(entry: View): void;
  /** After a confirmed delete: the screen closes a form showing the entry. */
  onDeleted?(entry: View): void;
  /** Rows to show instead of the list's (e.g. read-only samples while the list cannot load). */
  rows?: View[];
  state?: TableState;
  /** Entries without actions (samples). */
  readOnly?(entry: View): boolean;
}

/**
 * The list section every generator-content screen shares: the entries in a table, each with
 * Edit and Delete, "Load more" while the list has further pages, and Delete behind a
 * confirmation, after which the entry leaves the list without reloading it. Rows can also be
 * selected (one by one, or every loaded row) and deleted together (see useBulkDelete).
 */
export function ContentTable<View extends Entry>({
  kind,
  list,
  caption,
  columns,
  text,
  onEdit,
  onDeleted,
  rows,
  state,
  readOnly,
}: ContentTableProps<View>) {
  const { remove: removeOne, removeMany, drop } = useRemoveContent(kind);
  const toast = useToast();
  const errorToast = useErrorToast();
  const [toDelete, setToDelete] = useState<View | null>(null);
  const listState = list.state;
  const shown = rows ?? (listState.status === 'ready' ? listState.items : []);
  const section = useRef<HTMLDivElement>(null);
  const bulk = useBulkDelete({
    rows: shown,
    idOf: (entry) => entry.id,
    labelOf: (entry) => entry.title,
    selectable: (entry) => !readOnly?.(entry),
    noun: contentKind(kind).noun,
    removeMany,
    onRemoved(ids) {
      drop(ids);
      for (const entry of shown.filter((e) => ids.includes(e.id))) onDeleted?.(entry);
    },
    tableRef: section,
  });

  async function remove() {
    if (!toDelete) return;
    try {
      await removeOne(toDelete.id);
      onDeleted?.(toDelete);
      toast({ title: text.deleted });
    } catch (error) {
      errorToast(text.deleteFailed, error);
    }
  }

  const withActions: Column<View>[] = [
    bulk.column,
    ...columns,
    {
      header: 'Actions',
      align: 'end',
      cell: (entry) =>
        readOnly?.(entry) ? null : (
          <ActionMenu
            label={`Actions for ${entry.title}`}
            actions={[
              { label: 'Edit', onSelect: () => onEdit(entry) },
              { label: 'Delete', danger: true, onSelect: () => setToDelete(entry) },
            ]}
          />
        ),
    },
  ];

  return (
    <Section ref={section} tabIndex={-1} aria-label={caption}>
      {bulk.bar}
      <DataTable
        caption={caption}
        columns={withActions}
        rows={shown}
        rowKey={(entry) => entry.id}
        state={state ?? listState.status}
        texts={{ loading: text.loading, error: text.loadError, empty: text.empty }}
        onRetry={list.reload}
      />
      {listState.status === 'ready' && listState.nextAfter && (
        <button
          type="button"
          className="more"
          disabled={listState.loadingMore}
          onClick={() =>
            list
              .loadMore()
              .catch((error: unknown) => errorToast(text.loadMoreError ?? text.loadError, error))
          }
        >
          {text.loadMore}
        </button>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={text.deleteTitle}
        description={text.deleteText(toDelete?.title ?? '')}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={remove}
      />
    </Section>
  );
}
