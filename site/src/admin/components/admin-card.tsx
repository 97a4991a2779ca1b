import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.25rem 1.5rem;
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    padding: 1rem;
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.15rem;
  }
`;

/** A titled block of an admin page; the title names the region for assistive technology. */
export function AdminCard({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Section aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}
