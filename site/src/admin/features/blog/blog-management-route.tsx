import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Post } from '@core/models';
import { postFormFromPost, postInputFromForm } from '@core/posts/post-form';
import { formatScheduleTimeWithZone, SCHEDULE_TEXT } from '@core/posts/post-schedule';
import { matchesPostSearch } from '@core/posts/post-search';
import { formatLongDate } from '@core/site/seo';
import { PATHS } from '@site/shared/app/paths';
import { fieldStyles, primaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { ActionMenu } from '@site/admin/components/action-menu';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { DataTable, type Column } from '@site/admin/components/data-table';
import { StatusBadge } from '@site/admin/components/status-badge';
import { useAdminData } from '@site/admin/data/admin-data';
import { useErrorToast } from '@site/admin/components/use-error-toast';
import { SearchBox } from '@site/admin/components/search-filters';
import { usePostList } from '@site/admin/data/queries';

export const BLOG_ADMIN_TEXT = {
  heading: 'Blog Management',
  search: 'Search posts...',
  create: 'Create New Post',
  empty: 'No blog posts found. Try a different search term or create a new post.',
  loading: 'Loading blog posts...',
  error: 'Error loading blog posts. Please try again.',
  deleteTitle: 'Delete Blog Post',
  deleteText: 'Are you sure you want to delete this blog post? This action cannot be undone.',
  deleted: 'Post deleted',
  deleteError: 'Error deleting post',
  unscheduleError: 'Error unscheduling post',
  unexpected: 'An unexpected error occurred',
} as const;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 1.25rem;
  h1 {
    margin: 0;
  }
  input {
    ${fieldStyles}
    min-width: min(320px, 100%);
  }
  a {
    ${primaryButtonStyles}
    text-decoration: none;
  }
`;

const StatusCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.2rem;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Every post, drafts too, with search, and edit, view and delete per row; a scheduled one shows its time. */
export function BlogManagementRoute() {
  const data = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const { state, reload, setData } = usePostList();
  const [term, setTerm] = useState('');
  const [toDelete, setToDelete] = useState<Post | null>(null);

  /** Keeps the post a draft without its publish time (a save, as the editor's Unschedule). */
  async function unschedule(post: Post) {
    try {
      const input = postInputFromForm({ ...postFormFromPost(post), scheduledAt: '' }, false);
      const saved = await data.posts.save(post.id, input);
      setData((posts) => posts.map((p) => (p.id === post.id ? saved : p)));
      toast({ title: SCHEDULE_TEXT.unscheduledToast });
    } catch (error) {
      errorToast(BLOG_ADMIN_TEXT.unscheduleError, error, BLOG_ADMIN_TEXT.unexpected);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await data.posts.remove(toDelete);
      setData((posts) => posts.filter((p) => p.id !== toDelete.id));
      toast({ title: BLOG_ADMIN_TEXT.deleted });
    } catch (error) {
      errorToast(BLOG_ADMIN_TEXT.deleteError, error, BLOG_ADMIN_TEXT.unexpected);
    }
  }

  const columns: Column<Post>[] = [
    {
      header: 'Title',
      cell: (post) => <Link to={PATHS.adminEditPost(post.id)}>{post.title}</Link>,
    },
    { header: 'Slug', cell: (post) => <code>{post.slug}</code>, hideOnSmall: true },
    {
      header: 'Status',
      cell: (post) => (
        <StatusCell>
          <StatusBadge published={post.published} scheduled={Boolean(post.scheduledAt)} />
          {post.scheduledAt && !post.published && (
            <small>{formatScheduleTimeWithZone(post.scheduledAt)}</small>
          )}
        </StatusCell>
      ),
    },
    {
      header: 'Created',
      cell: (post) => formatLongDate(post.createdAt),
      hideOnSmall: true,
      nowrap: true,
    },
    {
      header: 'Updated',
      cell: (post) => formatLongDate(post.updatedAt),
      hideOnSmall: true,
      nowrap: true,
    },
    {
      header: 'Actions',
      align: 'end',
      cell: (post) => (
        <ActionMenu
          label={`Actions for ${post.title}`}
          actions={[
            { label: 'Edit', href: PATHS.adminEditPost(post.id) },
            { label: 'View', href: PATHS.post(post.slug), newTab: true },
            ...(post.scheduledAt && !post.published
              ? [{ label: 'Unschedule', onSelect: () => void unschedule(post) }]
              : []),
            { label: 'Delete', danger: true, onSelect: () => setToDelete(post) },
          ]}
        />
      ),
    },
  ];

  const rows =
    state.status === 'ready' ? state.data.filter((post) => matchesPostSearch(post, term)) : [];

  return (
    <>
      <Toolbar>
        <h1>{BLOG_ADMIN_TEXT.heading}</h1>
        <SearchBox
          search={term}
          onSearch={setTerm}
          placeholder={BLOG_ADMIN_TEXT.search}
          label="Search posts by title or slug"
        />
        <Link to={PATHS.adminNewPost}>{BLOG_ADMIN_TEXT.create}</Link>
      </Toolbar>
      <DataTable
        caption="Blog posts"
        columns={columns}
        rows={rows}
        rowKey={(post) => post.id}
        state={state.status}
        texts={BLOG_ADMIN_TEXT}
        onRetry={reload}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={BLOG_ADMIN_TEXT.deleteTitle}
        description={BLOG_ADMIN_TEXT.deleteText}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
      />
    </>
  );
}
