import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { VISUALLY_HIDDEN } from '@site/shared/app/global-style';

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

export const DATA_TABLE_TEXT = {
  /** Above a table wider than its box (a phone's screen). */
  scrollHint: 'Scroll sideways for more →',
  /** The name of that box, which the keyboard can scroll once focused. */
  scrolls: (caption: string) => `${caption} (scrolls sideways)`,
} as const;

interface CellProps {
  $hideOnSmall?: boolean;
  $align?: 'start' | 'end';
  $nowrap?: boolean;
}

const Wrapper = styled.div<{ $cards?: boolean }>`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  ${({ $cards, theme }) =>
    $cards &&
    css`
      @media (max-width: ${theme.mobileBreakpoint}) {
        border: none;
        background: none;
      }
    `}
`;

/** What of a box's content is out of sight to either side. */
interface Hidden {
  left: boolean;
  right: boolean;
}

/**
 * Around a table's box: a shadow on each side where more of the table is out of sight, so a table
 * cut off by a narrow screen looks cut off, and fades as the other edge is reached.
 */
const Frame = styled.div<{ $hidden: Hidden }>`
  position: relative;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 1px;
    bottom: 1px;
    width: 1.5rem;
    pointer-events: none;
    transition: opacity 0.15s;
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
  &::before {
    left: 1px;
    border-radius: ${({ theme }) => theme.radius} 0 0 ${({ theme }) => theme.radius};
    background: linear-gradient(to right, rgb(0 0 0 / 0.14), transparent);
    opacity: ${({ $hidden }) => ($hidden.left ? 1 : 0)};
  }
  &::after {
    right: 1px;
    border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
    background: linear-gradient(to left, rgb(0 0 0 / 0.14), transparent);
    opacity: ${({ $hidden }) => ($hidden.right ? 1 : 0)};
  }
`;

const ScrollHint = styled.p`
  margin: 0 0 0.35rem;
  text-align: right;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const NOTHING_HIDDEN: Hidden = { left: false, right: false };

/**
 * What of the box's content is out of sight to either side, kept up to date as it scrolls and as
 * it or its content changes size; null when it all fits.
 */
function useHiddenSides(box: RefObject<HTMLElement | null>): Hidden | null {
  const [hidden, setHidden] = useState<Hidden | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      // A pixel either way is rounding, not a column out of sight.
      const next =
        scrollWidth > clientWidth + 1
          ? { left: scrollLeft > 1, right: scrollLeft + clientWidth < scrollWidth - 1 }
          : null;
      setHidden((before) =>
        before?.left === next?.left && before?.right === next?.right ? before : next,
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [box]);
  return hidden;
}

/**
 * The box a table sits in. When the table is wider (a phone's screen), it says so: a hint above
 * it, shadows at the edges with more beyond, and the box takes the keyboard's focus (its arrows
 * then scroll it) under the table's caption.
 */
function TableBox({
  caption,
  cards,
  children,
}: {
  caption: string;
  cards: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(box);
  return (
    <>
      {hidden && <ScrollHint aria-hidden="true">{DATA_TABLE_TEXT.scrollHint}</ScrollHint>}
      <Frame $hidden={hidden ?? NOTHING_HIDDEN}>
        <Wrapper
          ref={box}
          $cards={cards}
          {...(hidden && {
            tabIndex: 0,
            role: 'region',
            'aria-label': DATA_TABLE_TEXT.scrolls(caption),
          })}
        >
          {children}
        </Wrapper>
      </Frame>
    </>
  );
}

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

/**
 * Below the mobile breakpoint, each row as a card of its own: every cell on a line of its own
 * under its column's name (the headings stay for screen readers), so no column is out of sight.
 */
const cardStyles = css`
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    thead {
      ${VISUALLY_HIDDEN};
    }
    tbody {
      display: grid;
      gap: 0.75rem;
    }
    tbody tr {
      display: grid;
      gap: 0.4rem;
      padding: 0.75rem 0.9rem;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
      background: ${({ theme }) => theme.colors.surface};
    }
    tbody tr:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
    td[data-label] {
      display: flex;
      gap: 0.75rem;
      align-items: center;
      min-width: 0;
      padding: 0;
      border: none;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      flex: 0 0 6.5rem;
      font-weight: 600;
      font-size: 0.85rem;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

const Table = styled.table<{ $cards?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  ${({ $cards }) => $cards && cardStyles}
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
  cardsOnSmall = false,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  state: TableState;
  texts: TableTexts;
  onRetry?: () => void;
  /** Below the mobile breakpoint, a card per row instead of a table that scrolls sideways. */
  cardsOnSmall?: boolean;
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
    <TableBox caption={caption} cards={cardsOnSmall}>
      <Table $cards={cardsOnSmall}>
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
                  data-label={cardsOnSmall && !column.hideOnSmall ? column.header : undefined}
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
    </TableBox>
  );
}
