import styled from 'styled-components';
import type { PostCategory } from '@core/posts/post-categories';
import { PATHS } from '@site/shared/app/paths';

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding: 0;
  margin: 0 0 1.5rem;
  a {
    display: inline-block;
    padding: 0.35rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

/** Links to category pages: a post's categories, or every category to browse. */
export function CategoryLinks({
  label,
  categories,
  current,
  className,
}: {
  /** The list's name, when no landmark around it names it. */
  label?: string;
  categories: readonly PostCategory[];
  current?: PostCategory['id'];
  className?: string;
}) {
  if (categories.length === 0) return null;
  return (
    <List aria-label={label} className={className}>
      {categories.map((category) => (
        <li key={category.id}>
          <a
            href={PATHS.blogCategory(category.id)}
            aria-current={category.id === current ? 'page' : undefined}
          >
            {category.label}
          </a>
        </li>
      ))}
    </List>
  );
}
