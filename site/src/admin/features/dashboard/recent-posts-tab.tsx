import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Post } from '@core/models';
import { formatLongDate } from '@core/site/seo';
import { PATHS } from '@site/shared/app/paths';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { DataTable, type Column } from '@site/admin/components/data-table';
import { StatusBadge } from '@site/admin/components/status-badge';
import { usePostList } from '@site/admin/data/queries';

/** Spec §9: the dashboard lists the 5 most recent posts. */
export const RECENT_POSTS = 5;

const Actions = styled.span`
  display: inline-flex;
  gap: 0.75rem;
`;

const AllPosts = styled(Link)`
  ${secondaryButtonStyles}
  margin-top: 1rem;
`;

const columns: Column<Post>[] = [
  { header: 'Title', cell: (post) => post.title },
  {
    header: 'Status',
    cell: (post) => (
      <StatusBadge published={post.published} scheduled={Boolean(post.scheduledAt)} />
    ),
  },
  {
    header: 'Date',
    cell: (post) => formatLongDate(post.createdAt),
    hideOnSmall: true,
    nowrap: true,
  },
  {
    header: 'Actions',
    align: 'end',
    cell: (post) => (
      <Actions>
        <Link to={PATHS.adminEditPost(post.id)} aria-label={`Edit ${post.title}`}>
          Edit
        </Link>
        {post.published && (
          <a
            href={PATHS.post(post.slug)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View ${post.title}`}
          >
            View
          </a>
        )}
      </Actions>
    ),
  },
];

export function RecentPostsTab() {
  const { state, reload } = usePostList(RECENT_POSTS);
  return (
    <>
      <DataTable
        caption="Most recent posts"
        columns={columns}
        rows={state.status === 'ready' ? state.data : []}
        rowKey={(post) => post.id}
        state={state.status}
        texts={{
          loading: 'Loading blog posts...',
          error: 'Error loading blog posts. Please try again.',
          empty: 'No blog posts yet.',
        }}
        onRetry={reload}
      />
      <AllPosts to={PATHS.adminBlog}>View All Posts</AllPosts>
    </>
  );
}
