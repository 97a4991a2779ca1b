import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface Column<Row> {
  /** Column heading. */
  header: string;
  cell(row: Row): ReactNode;
  /** Hidden below the mobile breakpoint (spec: slug and dates on the blog table). */
  hideOnSmall?: boolean;
  /** Kept on one line (dates, buttons). */
  nowrap?: boolean;
  align?: 'start' | 'end';
}

export interface TableTexts {
  loading: string;
  error: string;
  empty: string;
}

export type TableState = 'loading' | 'error' | 'ready';

interface CellProps {
  $hideOnSmall?: boolean;
  $align?: 'start' | 'end';
  $nowrap?: boolean;
}

const Wrapper = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const cellStyles = css<CellProps>`
  padding: 0.7rem 1rem;
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;
  white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')};
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    padding: 0.6rem 0.5rem;
  }
  ${({ $hideOnSmall, theme }) =>
    $hideOnSmall &&
    css`
      @media (max-width: ${theme.mobileBreakpoint}) {
        display: none;
      }
    `}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Th = styled.th<CellProps>`
  ${cellStyles}
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const Td = styled.td<CellProps>`
  ${cellStyles}
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

/**
 * The admin's tables: typed columns, and one place for the loading, error and empty texts each
 * area gives. `caption` names the table for screen readers.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  state,
  texts,
  onRetry,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  state: TableState;
  texts: TableTexts;
  onRetry?: () => void;
}) {
  if (state === 'loading')
    return (
      <Wrapper>
        <Message role="status">{texts.loading}</Message>
      </Wrapper>
    );
  if (state === 'error')
    return (
      <Wrapper>
        <Message role="alert" $error>
          {texts.error}{' '}
          {onRetry && (
            <button type="button" onClick={onRetry}>
              Try again
            </button>
          )}
        </Message>
      </Wrapper>
    );
  if (rows.length === 0)
    return (
      <Wrapper>
        <Message>{texts.empty}</Message>
      </Wrapper>
    );
  return (
    <Wrapper>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th
                key={column.header}
                scope="col"
                $hideOnSmall={column.hideOnSmall}
                $align={column.align}
              >
                {column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <Td
                  key={column.header}
                  $hideOnSmall={column.hideOnSmall}
                  $align={column.align}
                  $nowrap={column.nowrap}
                >
                  {column.cell(row)}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrapper>
  );
}
