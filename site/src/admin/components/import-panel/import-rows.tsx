import { useState } from 'react';
import styled from 'styled-components';
import type { ReportRow, RowStatus } from '@core/import/import-plan';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { DataTable, type Column } from '../data-table';
import { IMPORT_PANEL_TEXT as TEXT } from './import-text';

/** Rows shown at first and added by each 'Show more' (a file may hold 20,000). */
export const ROWS_PAGE = 100;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
  button {
    ${secondaryButtonStyles}
    padding: 0.3rem 0.8rem;
    font-size: 0.9rem;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const More = styled.button`
  ${secondaryButtonStyles}
  margin-top: 0.75rem;
`;

const COLORS: Record<RowStatus, { bg: string; fg: string }> = {
  new: { bg: '#dcfce7', fg: '#166534' },
  imported: { bg: '#dcfce7', fg: '#166534' },
  duplicate: { bg: '#fef3c7', fg: '#92400e' },
  rejected: { bg: '#fee2e2', fg: '#991b1b' },
  failed: { bg: '#fee2e2', fg: '#991b1b' },
};

const Status = styled.span<{ $status: RowStatus }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ $status }) => COLORS[$status].bg};
  color: ${({ $status }) => COLORS[$status].fg};
`;

type NumberedRow = ReportRow & { index: number };

const columns: Column<NumberedRow>[] = [
  { header: 'Line', cell: (row) => row.line, nowrap: true, align: 'end' },
  { header: 'Title', cell: (row) => row.label || '—' },
  {
    header: 'Status',
    cell: (row) => <Status $status={row.status}>{TEXT.status[row.status]}</Status>,
    nowrap: true,
  },
  { header: 'Reason', cell: (row) => row.reason ?? '' },
];

/**
 * Report rows with a filter by status (each with its count) and 'Show more': every row can be
 * read, without rendering thousands at once.
 */
export function ImportRows({
  caption,
  rows,
  statuses,
}: {
  caption: string;
  rows: readonly ReportRow[];
  statuses: readonly RowStatus[];
}) {
  const [filter, setFilter] = useState<RowStatus | 'all'>('all');
  const [shown, setShown] = useState(ROWS_PAGE);
  const numbered = rows.map((row, index) => ({ ...row, index }));
  const visible = filter === 'all' ? numbered : numbered.filter((row) => row.status === filter);
  const count = (status: RowStatus) => rows.filter((row) => row.status === status).length;
  const choose = (next: RowStatus | 'all') => {
    setFilter(next);
    setShown(ROWS_PAGE);
  };
  return (
    <>
      <Filters role="group" aria-label={TEXT.filter}>
        <button type="button" aria-pressed={filter === 'all'} onClick={() => choose('all')}>
          {TEXT.all} ({rows.length.toLocaleString('en-US')})
        </button>
        {statuses.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={filter === status}
            onClick={() => choose(status)}
          >
            {TEXT.status[status]} ({count(status).toLocaleString('en-US')})
          </button>
        ))}
      </Filters>
      <DataTable
        caption={caption}
        columns={columns}
        rows={visible.slice(0, shown)}
        rowKey={(row) => String(row.index)}
        state="ready"
        texts={{ loading: '', error: '', empty: TEXT.noRows }}
      />
      {visible.length > shown && (
        <More type="button" onClick={() => setShown((n) => n + ROWS_PAGE)}>
          {TEXT.showMore(Math.min(ROWS_PAGE, visible.length - shown))}
        </More>
      )}
    </>
  );
}
