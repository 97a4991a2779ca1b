import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@core/site/seo';
import type { Redirect } from '@core/redirects/redirect-api';
import { theme } from '@site/shared/app/theme';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { REDIRECTS_TEXT } from './redirects-text';

/** Spec §9: the table is 600 px high; rows have one height, so 10,000 scroll as smoothly as 10. */
export const TABLE_HEIGHT = 600;
const ROW_HEIGHT = 60;
/** Below the mobile breakpoint each row is a card of four lines: source, target, figures, actions. */
const CARD_HEIGHT = 156;
const HEADER_HEIGHT = 44;
const NARROW = `(max-width: ${theme.mobileBreakpoint})`;

const narrowQuery = () => (typeof matchMedia === 'function' ? matchMedia(NARROW) : null);
const subscribeToWidth = (changed: () => void) => {
  const query = narrowQuery();
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
};

/** Whether the screen is narrow (rows are cards): their height follows it. */
function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}

const Scroller = styled.div`
  height: ${TABLE_HEIGHT}px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: 0.95rem;
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    height: ${HEADER_HEIGHT}px;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    text-align: left;
    padding: 0 0.9rem;
    white-space: nowrap;
  }
  tbody tr.row {
    height: ${ROW_HEIGHT}px;
    box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};
  }
  tbody tr.row:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  td {
    padding: 0 0.9rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  td code {
    font-size: 0.9rem;
  }
  .hits small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
  }
  .actions {
    display: flex;
    gap: 0.4rem;
  }
  .actions button {
    ${secondaryButtonStyles}
    padding: 0.3rem 0.7rem;
  }
  .auto {
    margin-left: 0.4rem;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .to {
    display: none;
  }
  @media ${NARROW} {
    display: block;
    colgroup {
      display: none;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody {
      display: block;
    }
    tbody tr.row {
      height: ${CARD_HEIGHT}px;
      box-sizing: border-box;
      display: grid;
      grid-template-columns: auto auto minmax(0, 1fr);
      grid-template-areas:
        'source source source'
        'target target target'
        'status active hits'
        'actions actions actions';
      align-items: center;
      column-gap: 0.6rem;
      padding: 0.5rem 0.75rem;
    }
    tbody tr[aria-hidden] {
      display: block;
    }
    td {
      padding: 0;
    }
    td:nth-child(1) {
      grid-area: source;
    }
    td:nth-child(2) {
      grid-area: target;
    }
    td:nth-child(3) {
      grid-area: status;
    }
    td:nth-child(4) {
      grid-area: active;
    }
    td:nth-child(5) {
      grid-area: hits;
    }
    td:nth-child(6) {
      grid-area: actions;
    }
    .to {
      display: inline;
    }
    .hits small {
      display: inline;
      margin-left: 0.3rem;
    }
  }
`;

const Badge = styled.span<{ $on: boolean }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ $on }) => ($on ? '#dcfce7' : '#f1f5f9')};
  color: ${({ $on }) => ($on ? '#166534' : '#475569')};
`;

const MessageBox = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

/** The paths share what the others leave; those fit their content (an "Inactive" badge, Edit and Delete). */
const COLUMNS = [
  { header: 'Source Path' },
  { header: 'Target Path' },
  { header: 'Status', width: '76px' },
  { header: 'Active', width: '112px' },
  { header: 'Hits', width: '160px' },
  { header: 'Actions', width: '172px' },
];

/**
 * The redirects, windowed: only the rows in view (and a few around them) are in the page, so the
 * page stays light with 10,000 redirects. Rows keep their place for assistive technology
 * (aria-rowindex of aria-rowcount).
 */
export function RedirectsTable({
  redirects,
  state,
  emptyText,
  onEdit,
  onDelete,
  onRetry,
  select,
}: {
  redirects: Redirect[];
  state: 'loading' | 'error' | 'ready';
  emptyText: string;
  onEdit(redirect: Redirect): void;
  onDelete(redirect: Redirect): void;
  onRetry(): void;
  /** The row's checkbox of the select-many delete, before its source path. */
  select?(redirect: Redirect): ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = useNarrow() ? CARD_HEIGHT : ROW_HEIGHT;
  // The virtualizer measures on every render, so this component is left unmemoized on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: redirects.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // Before layout (and where there is none, as in tests) the box is as high as CSS makes it.
    initialRect: { width: 1000, height: TABLE_HEIGHT },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: TABLE_HEIGHT }),
      ),
  }); // Rows change height with the screen's width: the sizes known so far are stale.
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  if (state !== 'ready' || redirects.length === 0)
    return (
      <MessageBox>
        {state === 'loading' && <Message role="status">{REDIRECTS_TEXT.loading}</Message>}
        {state === 'error' && (
          <Message role="alert" $error>
            {REDIRECTS_TEXT.loadFailed}{' '}
            <button type="button" onClick={onRetry}>
              Try again
            </button>
          </Message>
        )}
        {state === 'ready' && <Message>{emptyText}</Message>}
      </MessageBox>
    );

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <Scroller ref={scroller} tabIndex={0} role="region" aria-label="Redirects table (scrolls)">
      <Table aria-rowcount={redirects.length + 1}>
        <caption className="visually-hidden">Redirects</caption>
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.header} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
          {items.map((item) => {
            const redirect = redirects[item.index]!;
            return (
              <tr key={redirect.id} className="row" aria-rowindex={item.index + 2}>
                <td title={redirect.sourcePath}>
                  {select?.(redirect)}
                  <code>{redirect.sourcePath}</code>
                  {redirect.automatic && <span className="auto">(automatic)</span>}
                </td>
                <td title={redirect.targetPath}>
                  <span className="to" aria-hidden="true">
                    →{' '}
                  </span>
                  <code>{redirect.targetPath}</code>
                </td>
                <td>{redirect.statusCode}</td>
                <td>
                  <Badge $on={redirect.isActive}>{redirect.isActive ? 'Active' : 'Inactive'}</Badge>
                </td>
                <td className="hits">
                  {redirect.accessCount.toLocaleString('en-US')}
                  <small>
                    {redirect.lastAccessedAt ? formatLongDate(redirect.lastAccessedAt) : 'Never'}
                  </small>
                </td>
                <td>
                  <div className="actions">
                    <button
                      type="button"
                      onClick={() => onEdit(redirect)}
                      aria-label={`Edit redirect from ${redirect.sourcePath}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(redirect)}
                      aria-label={`Delete redirect from ${redirect.sourcePath}`}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
          {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
        </tbody>
      </Table>
    </Scroller>
  );
}
