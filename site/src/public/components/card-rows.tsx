import { Children, type ReactNode } from 'react';
import styled from 'styled-components';

/** Narrowest a card may get before its row takes fewer of them. */
const MIN_CARD_PX = 220;
const GAP_PX = 20;

/** Per-row counts that leave no row short: the divisors of the number of cards (4: 1, 2 or 4). */
function rowSizes(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1).filter((size) => count % size === 0);
}

/** Each row size from the container width where that many cards fit side by side. */
function rowsCss(count: number): string {
  return rowSizes(count)
    .filter((size) => size > 1)
    .map((size) => {
      const minWidth = size * MIN_CARD_PX + (size - 1) * GAP_PX;
      return `@container (min-width: ${minWidth}px) { > div { grid-template-columns: repeat(${size}, 1fr); } }`;
    })
    .join('\n');
}

// The space the cards get (a 760 px article, a full-width page, a phone) decides, not the window.
const Container = styled.div<{ $count: number }>`
  container-type: inline-size;
  > div {
    display: grid;
    gap: ${GAP_PX}px;
    grid-template-columns: 1fr;
    /* A lone card would otherwise stretch its 16:9 image across the whole page. */
    max-width: ${({ $count }) => ($count === 1 ? '420px' : 'none')};
  }
  ${({ $count }) => rowsCss($count)}
`;

/** A few cards (related posts, the home page's picks) in rows that are always full: 4 cards sit 4, 2+2 or one per row, never 3+1. */
export function CardRows({ children }: { children: ReactNode }) {
  const count = Children.count(children);
  return (
    <Container $count={count}>
      <div>{children}</div>
    </Container>
  );
}
