import { screen, waitFor, within } from '@testing-library/react';
import type { Post } from '@core/models';
import { SCHEDULE_TEXT } from '@core/posts/post-schedule';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { BLOG_ADMIN_TEXT } from './blog-management-route';

const post = (id: string, title: string, slug: string, published: boolean, day: number): Post => ({
  ...SAMPLE_POST,
  id,
  title,
  slug,
  published,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  updatedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

const POSTS = [
  post('a', 'Elf Arrival Letters', 'elf-arrival-letters', true, 3),
  post('b', 'Cocoa Bar Setup', 'hot-cocoa-bar', false, 5),
  post('c', 'North Pole Breakfast', 'north-pole-breakfast', true, 4),
];

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('blog management', () => {
  it('lists every post newest first with status, slug, dates and actions', async () => {
    renderAdminPage('/admin/blog', inMemoryAdminData({ posts: POSTS }));
    expect(await screen.findByRole('table', { name: 'Blog posts' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Cocoa Bar Setup', 'North Pole Breakfast', 'Elf Arrival Letters']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Title',
      'Slug',
      'Status',
      'Created',
      'Updated',
      'Actions',
    ]);
    const draftRow = screen.getByRole('row', { name: /Cocoa Bar Setup/ });
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    expect(within(draftRow).getByText('hot-cocoa-bar')).toBeInTheDocument();
    expect(within(draftRow).getAllByText('November 5, 2026')).toHaveLength(2);
    expect(
      within(screen.getByRole('row', { name: /North Pole/ })).getByText('Published'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BLOG_ADMIN_TEXT.create })).toHaveAttribute(
      'href',
      '/admin/new-post',
    );
  });

  it('searches titles and slugs ignoring case, and says when nothing matches', async () => {
    const { user } = renderAdminPage('/admin/blog', inMemoryAdminData({ posts: POSTS }));
    const search = await screen.findByPlaceholderText(BLOG_ADMIN_TEXT.search);
    await user.type(search, 'COCOA');
    expect(rowTitles()).toEqual(['Cocoa Bar Setup']);
    await user.clear(search);
    await user.type(search, 'pole-break');
    expect(rowTitles()).toEqual(['North Pole Breakfast']);
    await user.type(search, 'zzz');
    expect(screen.getByText(BLOG_ADMIN_TEXT.empty)).toBeInTheDocument();
  });

  it('shows the loading text, then the error text when posts cannot be read', async () => {
    const data = inMemoryAdminData();
    data.posts.list = () => Promise.reject(new Error('offline'));
    renderAdminPage('/admin/blog', data);
    expect(await screen.findByText(BLOG_ADMIN_TEXT.error)).toBeInTheDocument();
  });

  it('shows the loading text while posts are read', async () => {
    const data = inMemoryAdminData();
    data.posts.list = () => new Promise(() => {});
    renderAdminPage('/admin/blog', data);
    expect(await screen.findByText(BLOG_ADMIN_TEXT.loading)).toBeInTheDocument();
  });

  it('offers Edit, View in a new tab and Delete per row', async () => {
    const { user } = renderAdminPage('/admin/blog', inMemoryAdminData({ posts: POSTS }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Cocoa Bar Setup' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/edit-post/b',
    );
    const view = screen.getByRole('menuitem', { name: 'View' });
    expect(view).toHaveAttribute('href', '/blog/hot-cocoa-bar');
    expect(view).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('deletes a post after confirmation and removes only its row', async () => {
    const data = inMemoryAdminData({ posts: POSTS });
    let finish: () => void = () => {};
    const remove = data.posts.remove;
    data.posts.remove = (p) =>
      new Promise((resolve) => {
        finish = () => void remove(p).then(resolve);
      });
    const { user } = renderAdminPage('/admin/blog', data);
    await user.click(await screen.findByRole('button', { name: 'Actions for Cocoa Bar Setup' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: BLOG_ADMIN_TEXT.deleteTitle });
    expect(within(dialog).getByText(BLOG_ADMIN_TEXT.deleteText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowTitles()).toEqual(['North Pole Breakfast', 'Elf Arrival Letters']);
    expect(data.posts.all().map((p) => p.id)).toEqual(['c', 'a']);
    expect(screen.getByTestId('toast')).toHaveTextContent(BLOG_ADMIN_TEXT.deleted);
  });

  it('keeps the row and says why when deleting fails', async () => {
    const data = inMemoryAdminData({ posts: POSTS });
    data.posts.remove = () => Promise.reject(new Error('Missing or insufficient permissions.'));
    const { user } = renderAdminPage('/admin/blog', data);
    await user.click(await screen.findByRole('button', { name: 'Actions for Cocoa Bar Setup' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(BLOG_ADMIN_TEXT.deleteError);
    expect(toast).toHaveTextContent('Missing or insufficient permissions.');
    expect(rowTitles()).toContain('Cocoa Bar Setup');
  });

  it('shows a scheduled draft as Scheduled with its time, and unschedules it', async () => {
    const at = '2099-12-01T09:30:00.000Z';
    const scheduled: Post = {
      ...post('s', 'Elf Farewell', 'elf-farewell', false, 6),
      scheduledAt: at,
    };
    const data = inMemoryAdminData({ posts: [...POSTS, scheduled] });
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const { user } = renderAdminPage('/admin/blog', data);
      const row = await screen.findByRole('row', { name: /Elf Farewell/ });
      expect(within(row).getByText('Scheduled')).toBeInTheDocument();
      // The time in the admin's own zone, saying which zone that is.
      expect(within(row).getByText('Dec 1, 2099, 4:30 AM EST')).toBeInTheDocument();
      await user.click(within(row).getByRole('button', { name: 'Actions for Elf Farewell' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Unschedule' }));
      await waitFor(() => expect(within(row).getByText('Draft')).toBeInTheDocument());
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(screen.getByTestId('toast')).toHaveTextContent(SCHEDULE_TEXT.unscheduledToast);
    expect(data.posts.all().find((p) => p.id === 's')).not.toHaveProperty('scheduledAt');
  });
});
