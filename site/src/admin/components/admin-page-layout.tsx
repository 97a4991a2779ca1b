import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** An admin page of cards: one column no wider than the screen, so a wide table scrolls in its own box. */
export const AdminPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  min-width: 0;
`;

const Header = styled.header`
  display: grid;
  gap: 0.75rem;
  h1,
  p {
    margin: 0;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
  .back {
    justify-self: start;
  }
`;

interface AdminPageHeaderProps {
  back: { to: string; label: string };
  heading: string;
  intro?: string;
  /** The page's actions, under the heading. */
  children?: ReactNode;
}

/** The way back, the page's heading, a line on what it is for, and its actions. */
export function AdminPageHeader({ back, heading, intro, children }: AdminPageHeaderProps) {
  return (
    <Header>
      <Link className="back" to={back.to}>
        ← {back.label}
      </Link>
      <h1>{heading}</h1>
      {intro && <p>{intro}</p>}
      {children}
    </Header>
  );
}
