import { useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { MAX_BULK_DELETE, type BulkDeleteResult } from '@core/admin/admin-content-api';
import { countOf, type Noun } from '@core/lib/plural';
import { dangerButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { ConfirmDialog } from './confirm-dialog';
import type { Column } from './data-table';

const ROWS: Noun = { one: 'loaded row', many: 'loaded rows' };

export const BULK_DELETE_TEXT = {
  select: (label: string) => `Select ${label}`,
  selectColumn: 'Select',
  selectAll: (n: number) => `Select all ${countOf(n, ROWS)}`,
  selected: (n: number) => `${n.toLocaleString('en-US')} selected`,
  deleteSelected: 'Delete selected',
  title: (n: number, noun: Noun) => `Delete ${countOf(n, noun)}?`,
  text: (n: number, noun: Noun) =>
    `This permanently deletes the selected ${n === 1 ? noun.one : noun.many}. This cannot be undone.`,
  progress: (done: number, total: number) =>
    `Deleting ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  deleted: (n: number, noun: Noun) => `Deleted ${countOf(n, noun)}`,
  notDeleted: (n: number, noun: Noun) =>
    `${countOf(n, noun)} could not be deleted and ${n === 1 ? 'stays' : 'stay'} selected`,
} as const;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
  }
  .delete {
    ${dangerButtonStyles}
  }
  .clear {
    ${secondaryButtonStyles}
  }
  progress {
    flex: 1 1 160px;
  }
  .failed {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

interface Failure {
  id: string;
  reason: string;
}

interface BulkDeleteOptions<Row> {
  /** The rows shown (a select-all takes these: the loaded pages). */
  rows: readonly Row[];
  idOf(row: Row): string;
  labelOf(row: Row): string;
  /** Rows without a checkbox (samples). */
  selectable?(row: Row): boolean;
  noun: Noun;
  /** One request: at most MAX_BULK_DELETE ids. */
  removeMany(ids: string[]): Promise<BulkDeleteResult>;
  /**
   * The ids gone from the server (deleted now, or already): the screen drops them, unless
   * `removeMany` already reads its list again.
   */
  onRemoved?(ids: string[]): void;
  /** Takes the focus when the dialog closes and the rows it was opened for are gone. */
  tableRef: RefObject<HTMLElement | null>;
  /** Shown in the confirmation under its words (what else the delete reaches). */
  confirmNote?: ReactNode;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'An unexpected error occurred';

/**
 * Select-many delete for a table: a checkbox column, a bar with select-all (the loaded rows), the
 * count and 'Delete selected', one confirmation, then one request per MAX_BULK_DELETE ids with
 * 'Deleting X of Y'. Ids a request could not delete stay selected and are named; the rest leave
 * the table.
 */
export function useBulkDelete<Row>({
  rows,
  idOf,
  labelOf,
  selectable = () => true,
  noun,
  removeMany,
  onRemoved,
  tableRef,
  confirmNote,
}: BulkDeleteOptions<Row>) {
  const toast = useToast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The count the dialog was opened for: it keeps its words while the rows leave.
  const [confirming, setConfirming] = useState<number | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const selectableIds = rows.filter(selectable).map(idOf);
  // A selection only counts rows still shown (a row deleted one by one leaves it).
  const chosen = selectableIds.filter((id) => selected.has(id));
  const allChosen = selectableIds.length > 0 && chosen.length === selectableIds.length;

  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const column: Column<Row> = {
    header: BULK_DELETE_TEXT.selectColumn,
    cell: (row) =>
      selectable(row) ? (
        <input
          type="checkbox"
          aria-label={BULK_DELETE_TEXT.select(labelOf(row))}
          checked={selected.has(idOf(row))}
          disabled={progress !== null}
          onChange={() => toggle(idOf(row))}
        />
      ) : null,
  };

  async function confirm() {
    const ids = chosen;
    const failed: Failure[] = [];
    const removed: string[] = [];
    setProgress({ done: 0, total: ids.length });
    for (let i = 0; i < ids.length; i += MAX_BULK_DELETE) {
      const batch = ids.slice(i, i + MAX_BULK_DELETE);
      try {
        const result = await removeMany(batch);
        removed.push(...result.deleted, ...result.missing);
        failed.push(...result.failed);
      } catch (error) {
        failed.push(...batch.map((id) => ({ id, reason: messageOf(error) })));
      }
      setProgress({ done: Math.min(i + batch.length, ids.length), total: ids.length });
    }
    onRemoved?.(removed);
    setSelected(new Set(failed.map(({ id }) => id)));
    setFailures(failed);
    setProgress(null);
    if (removed.length) toast({ title: BULK_DELETE_TEXT.deleted(removed.length, noun) });
    if (failed.length)
      toast({
        title: BULK_DELETE_TEXT.notDeleted(failed.length, noun),
        description: failed[0]!.reason,
        variant: 'destructive',
      });
  }

  const labelById = new Map(rows.map((row) => [idOf(row), labelOf(row)]));

  const bar = (
    <>
      {selectableIds.length > 0 && (
        <BulkDeleteBar
          selectable={selectableIds.length}
          chosen={chosen.length}
          progress={progress}
          failures={failures.map(({ id, reason }) => ({ label: labelById.get(id) ?? id, reason }))}
          noun={noun}
          buttonRef={deleteButton}
          onToggleAll={() => setSelected(new Set(allChosen ? [] : selectableIds))}
          onDelete={() => setConfirming(chosen.length)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={BULK_DELETE_TEXT.title(confirming ?? 0, noun)}
        description={BULK_DELETE_TEXT.text(confirming ?? 0, noun)}
        confirmLabel="Delete"
        pendingLabel={
          progress ? BULK_DELETE_TEXT.progress(progress.done, progress.total) : 'Deleting...'
        }
        onConfirm={confirm}
        // Back to the button while rows stay selected, else to the table the rows left.
        returnFocusTo={() => deleteButton.current ?? tableRef.current}
      >
        {confirmNote}
      </ConfirmDialog>
    </>
  );

  return { column, bar };
}

/** The bar above a table: select-all with its count, Delete selected, progress and failures. */
export function BulkDeleteBar({
  selectable,
  chosen,
  progress,
  failures,
  noun,
  buttonRef,
  onToggleAll,
  onDelete,
}: {
  selectable: number;
  chosen: number;
  progress: { done: number; total: number } | null;
  failures: { label: string; reason: string }[];
  noun: Noun;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  onToggleAll(): void;
  onDelete(): void;
}) {
  const all = chosen === selectable;
  return (
    <Bar>
      <label>
        <input
          type="checkbox"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = chosen > 0 && !all;
          }}
          disabled={progress !== null}
          onChange={onToggleAll}
        />
        {BULK_DELETE_TEXT.selectAll(selectable)}
      </label>
      <span aria-live="polite">{BULK_DELETE_TEXT.selected(chosen)}</span>
      {chosen > 0 && (
        <button
          ref={buttonRef}
          type="button"
          className="delete"
          disabled={progress !== null}
          onClick={onDelete}
        >
          {BULK_DELETE_TEXT.deleteSelected}
        </button>
      )}
      {progress && (
        <>
          <progress
            aria-label={BULK_DELETE_TEXT.progress(progress.done, progress.total)}
            value={progress.done}
            max={Math.max(progress.total, 1)}
          />
          <span aria-live="polite">{BULK_DELETE_TEXT.progress(progress.done, progress.total)}</span>
        </>
      )}
      {failures.length > 0 && (
        <p className="failed" role="alert">
          {BULK_DELETE_TEXT.notDeleted(failures.length, noun)}:{' '}
          {failures.map(({ label, reason }) => `${label} (${reason})`).join('; ')}
        </p>
      )}
    </Bar>
  );
}
