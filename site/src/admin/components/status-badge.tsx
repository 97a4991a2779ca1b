import styled from 'styled-components';

type Status = 'published' | 'draft' | 'scheduled';

const COLORS: Record<Status, { background: string; color: string }> = {
  published: { background: '#dcfce7', color: '#166534' },
  draft: { background: '#fef3c7', color: '#92400e' },
  scheduled: { background: '#dbeafe', color: '#1e40af' },
};

/** A state as a coloured pill, for the admin's tables. */
export const Pill = styled.span<{ $colors: { background: string; color: string } }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ $colors }) => $colors.background};
  color: ${({ $colors }) => $colors.color};
`;

const LABELS: Record<Status, string> = {
  published: 'Published',
  draft: 'Draft',
  scheduled: 'Scheduled',
};

/** 'Published' or 'Draft', as the spec labels a post's state; 'Scheduled' for a draft with a publish time. */
export function StatusBadge({
  published,
  scheduled = false,
}: {
  published: boolean;
  scheduled?: boolean;
}) {
  const status: Status = published ? 'published' : scheduled ? 'scheduled' : 'draft';
  return <Pill $colors={COLORS[status]}>{LABELS[status]}</Pill>;
}
