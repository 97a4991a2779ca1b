import styled from 'styled-components';

const Badge = styled.span<{ $published: boolean }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ $published }) => ($published ? '#dcfce7' : '#fef3c7')};
  color: ${({ $published }) => ($published ? '#166534' : '#92400e')};
`;

/** 'Published' or 'Draft', as the spec labels a post's state. */
export function StatusBadge({ published }: { published: boolean }) {
  return <Badge $published={published}>{published ? 'Published' : 'Draft'}</Badge>;
}
