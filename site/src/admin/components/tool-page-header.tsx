import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@site/shared/app/paths';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1.25rem;
  .back {
    flex-basis: 100%;
    font-weight: 600;
    text-decoration: none;
  }
  .back:hover {
    text-decoration: underline;
  }
  h1 {
    margin: 0;
    font-size: clamp(1.4rem, 4vw, 1.9rem);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: center;
  }
`;

/** A tool page's heading, with the way back (to Tools Management unless told) and its actions. */
export function ToolPageHeader({
  title,
  backTo = PATHS.adminTools,
  backLabel = 'Back to Tools',
  actions,
}: {
  title: string;
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
}) {
  return (
    <Header>
      <Link className="back" to={backTo}>
        <span aria-hidden="true">← </span>
        {backLabel}
      </Link>
      <h1>{title}</h1>
      {actions && <div className="actions">{actions}</div>}
    </Header>
  );
}
