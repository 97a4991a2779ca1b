import styled from 'styled-components';

/** Stat cards side by side, as many as fit (one per line on a phone). */
export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 1rem;
`;

const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.1rem 1.25rem;
  h3 {
    margin: 0;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  .value {
    margin: 0.35rem 0 0.15rem;
    font-size: 2rem;
    font-weight: 700;
  }
  .detail {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** One figure with its title and a line of detail. */
export function StatCard({
  title,
  value,
  detail,
}: {
  title: string;
  value: string;
  detail: string;
}) {
  return (
    <Card>
      <h3>{title}</h3>
      <p className="value">{value}</p>
      <p className="detail">{detail}</p>
    </Card>
  );
}
