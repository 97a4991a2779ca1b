import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Post, PostCategoryId } from '@core/models';
import { POST_TEXT } from '@core/posts/post';
import { POST_FORM_TEXT, postFormFromPost, postInputFromForm } from '@core/posts/post-form';
import { REVISIONS_TEXT } from '@core/posts/post-revisions';
import { formatScheduleTime, isoToLocalInput, SCHEDULE_TEXT } from '@core/posts/post-schedule';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { polyfillLayoutForProseMirror } from './editor/editor-test-support';
import { DETAILS_TEXT } from './post-details-fields';
import { AUTOSAVE_DELAY_MS } from './post-editor';
import { POST_LOAD_TEXT } from './post-editor-route';
import { POST_SAVE_TEXT } from './post-save-text';
import { UNSAVED_TEXT } from './unsaved-changes-guard';

beforeAll(polyfillLayoutForProseMirror);

const EXISTING: Post = { ...SAMPLE_POST, id: 'existing', slug: 'taken-slug', published: false };

async function openNewPost(posts: Post[] = [EXISTING]) {
  const data = inMemoryAdminData({ posts });
  const page = renderAdminPage('/admin/new-post', data);
  // The page is a lazy chunk (Tiptap and all): its first load is slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Create New Post' }, { timeout: 30_000 });
  await screen.findByRole('textbox', { name: 'Post content' });
  return { ...page, data };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const toast = () => screen.getByTestId('toast');

async function fillRequired(user: UserEvent) {
  await user.type(field('Title'), "Elf's Big Day!");
  await user.type(field('Excerpt'), 'What the elf did.');
  await user.click(screen.getByRole('textbox', { name: 'Post content' }));
  await user.keyboard('The elf baked cookies.');
}

describe('post editor', () => {
  it('derives the slug from the title until the slug is edited by hand', async () => {
    const { user } = await openNewPost();
    await user.type(field('Title'), "Elf's Big  Day!");
    expect(field('URL slug')).toHaveValue('elfs-big-day');
    await user.clear(field('URL slug'));
    await user.type(field('URL slug'), 'my-own-slug');
    await user.type(field('Title'), ' Again');
    expect(field('URL slug')).toHaveValue('my-own-slug');
    expect(
      screen.getByText(`${"Elf's Big  Day! Again".length}/300 characters`),
    ).toBeInTheDocument();
  });

  it('keeps a published post’s slug when its title changes: only editing the slug moves it', async () => {
    const published = {
      ...EXISTING,
      id: 'live',
      slug: 'elf-on-the-shelf-ideas-for-the-first-week',
      published: true,
    };
    const data = inMemoryAdminData({ posts: [published] });
    const { user } = renderAdminPage('/admin/edit-post/live', data);
    const title = await screen.findByDisplayValue(published.title);
    await user.type(title, ' Updated');
    expect(field('URL slug')).toHaveValue(published.slug);
    expect(field('URL slug')).toHaveAccessibleDescription(
      expect.stringContaining(DETAILS_TEXT.slugKept),
    );
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(toast()).toHaveTextContent(POST_SAVE_TEXT.postUpdated));
    expect(data.posts.all()[0]).toMatchObject({
      title: `${published.title} Updated`,
      slug: published.slug,
    });
    await user.clear(field('URL slug'));
    await user.type(field('URL slug'), 'first-week-ideas');
    expect(field('URL slug')).toHaveValue('first-week-ideas');
  });

  it('lets the slug of a post public once, now a draft, stay as it is too', async () => {
    const unpublished = {
      ...SAMPLE_POST,
      id: 'was-live',
      published: false,
      publishedAt: '2026-11-20T08:00:00.000Z',
    };
    const { user } = renderAdminPage(
      '/admin/edit-post/was-live',
      inMemoryAdminData({ posts: [unpublished] }),
    );
    const title = await screen.findByDisplayValue(unpublished.title);
    await user.type(title, ' Again');
    expect(field('URL slug')).toHaveValue(unpublished.slug);
  });

  it('counts the SEO description against 160 characters', async () => {
    const { user } = await openNewPost();
    await user.type(field('SEO meta description'), 'Cookies!');
    expect(screen.getByText('8/160 characters')).toBeInTheDocument();
    expect(field('SEO meta description')).toHaveAttribute('maxlength', '160');
  });

  it('refuses to save without the required fields, with the spec toasts', async () => {
    const { user, data } = await openNewPost();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(toast()).toHaveTextContent(POST_FORM_TEXT.missingTitle);
    expect(toast()).toHaveTextContent(POST_FORM_TEXT.missing);
    await user.click(screen.getByRole('switch', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(toast()).toHaveTextContent(POST_FORM_TEXT.missingDraft);
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(data.posts.all()).toHaveLength(1);
  });

  it('offers one draft action at a time: Save Draft while the toggle is off, Save as draft beside Publish while it is on', async () => {
    const { user } = await openNewPost();
    const actions = () =>
      screen
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((label) => /save|publish/i.test(label ?? ''));
    expect(actions()).toEqual(['Save Draft']);
    await user.click(screen.getByRole('switch', { name: 'Publish' }));
    expect(actions()).toEqual(['Save as draft', 'Publish']);
  });

  it('saves as draft with the toggle on, stays on the page and becomes the edit page of the new post', async () => {
    const { user, data, router } = await openNewPost();
    await fillRequired(user);
    await user.click(screen.getByRole('switch', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(toast()).toHaveTextContent(POST_SAVE_TEXT.draftSaved));
    const saved = data.posts.all().find((p) => p.id !== EXISTING.id)!;
    expect(router.state.location.pathname).toBe(`/admin/edit-post/${saved.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
    expect(saved).toMatchObject({
      title: "Elf's Big Day!",
      slug: 'elfs-big-day',
      excerpt: 'What the elf did.',
      published: false,
    });
    expect(saved.content).toContain('The elf baked cookies.');
    expect(screen.getByRole('switch', { name: 'Publish' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Article' })).toHaveAttribute(
      'href',
      '/blog/elfs-big-day',
    );
  });

  it('asks before Save as draft takes a published post off the site, naming its address', async () => {
    const live = { ...EXISTING, id: 'live', slug: 'elf-breakfast', published: true };
    const data = inMemoryAdminData({ posts: [live] });
    const { user } = renderAdminPage('/admin/edit-post/live', data);
    await screen.findByDisplayValue(live.title);
    const saveAsDraft = screen.getByRole('button', { name: 'Save as draft' });
    await user.click(saveAsDraft);
    const dialog = screen.getByRole('alertdialog', { name: POST_SAVE_TEXT.unpublishTitle });
    expect(dialog).toHaveAccessibleDescription(
      POST_SAVE_TEXT.unpublishText(`${window.location.origin}/blog/elf-breakfast`),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(saveAsDraft).toHaveFocus());
    expect(data.posts.all()[0]?.published).toBe(true);

    await user.click(saveAsDraft);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Save as draft' }),
    );
    await waitFor(() => expect(toast()).toHaveTextContent(POST_SAVE_TEXT.draftUpdated));
    expect(data.posts.all()[0]?.published).toBe(false);
    expect(screen.getByRole('switch', { name: 'Publish' })).not.toBeChecked();
  });

  it('asks the same before Ctrl+S or the form takes a live post off the site with the toggle off', async () => {
    const live = { ...EXISTING, id: 'live', slug: 'elf-breakfast', published: true };
    const data = inMemoryAdminData({ posts: [live] });
    const { user, router } = renderAdminPage('/admin/edit-post/live', data);
    await screen.findByDisplayValue(live.title);
    await user.click(screen.getByRole('switch', { name: 'Publish' }));

    await user.keyboard('{Control>}s{/Control}');
    const asked = screen.getByRole('alertdialog', { name: POST_SAVE_TEXT.unpublishTitle });
    expect(asked).toHaveAccessibleDescription(
      POST_SAVE_TEXT.unpublishText(`${window.location.origin}/blog/elf-breakfast`),
    );
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(data.posts.all()[0]?.published).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Save as draft' }),
    );
    await waitFor(() => expect(data.posts.all()[0]?.published).toBe(false));
    // The form's button leaves for the list once saved, as it does for any save.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });

  it('publishes with the toggle and returns to the list after 1.5 s', async () => {
    const { user, data, router } = await openNewPost();
    await fillRequired(user);
    await user.click(screen.getByRole('switch', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast()).toHaveTextContent(POST_SAVE_TEXT.published));
    expect(data.posts.all().find((p) => p.slug === 'elfs-big-day')?.published).toBe(true);
    expect(router.state.location.pathname).not.toBe('/admin/blog');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });

  it('refuses a slug another post holds and saves nothing', async () => {
    const { user, data } = await openNewPost();
    await fillRequired(user);
    await user.clear(field('URL slug'));
    await user.type(field('URL slug'), 'taken-slug');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toast()).toHaveTextContent(POST_SAVE_TEXT.saveError));
    expect(toast()).toHaveTextContent('The URL slug "taken-slug" is already used by another post');
    expect(field('URL slug')).toHaveAttribute('aria-invalid', 'true');
    expect(data.posts.all()).toEqual([EXISTING]);
  });

  it('autosaves a draft a few seconds after typing stops', async () => {
    const { user, data } = await openNewPost();
    await fillRequired(user);
    await waitFor(() => expect(data.posts.all()).toHaveLength(2));
    expect(screen.getByText(/Draft autosaved at/)).toHaveAttribute('role', 'status');
  });

  it('saves with Ctrl+S', async () => {
    const { user, data } = await openNewPost();
    await fillRequired(user);
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(toast()).toHaveTextContent(POST_SAVE_TEXT.draftSaved));
    expect(data.posts.all()).toHaveLength(2);
  });

  it('never autosaves a published post; Ctrl+S saves it in place', async () => {
    const live = { ...EXISTING, id: 'live', published: true };
    const data = inMemoryAdminData({ posts: [live] });
    const { user, router } = renderAdminPage('/admin/edit-post/live', data);
    await screen.findByDisplayValue(live.title);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.type(field('Excerpt'), ' Edited.');
      // Past the autosave delay: a draft would have been saved by now.
      await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 500));
    } finally {
      vi.useRealTimers();
    }
    expect(data.posts.all()[0]!.excerpt).toBe(live.excerpt);
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(toast()).toHaveTextContent(POST_SAVE_TEXT.postUpdated));
    expect(data.posts.all()[0]).toMatchObject({
      excerpt: `${live.excerpt} Edited.`,
      published: true,
    });
    expect(router.state.location.pathname).toBe('/admin/edit-post/live');
  });

  it('warns before leaving with unsaved changes', async () => {
    const { user, router } = await openNewPost();
    await user.type(field('Title'), 'Half-written');
    await user.click(screen.getByRole('link', { name: /Back to Blog Management/ }));
    const dialog = await screen.findByRole('alertdialog', { name: UNSAVED_TEXT.title });
    await user.click(within(dialog).getByRole('button', { name: UNSAVED_TEXT.stay }));
    expect(router.state.location.pathname).toBe('/admin/new-post');
    expect(field('Title')).toHaveValue('Half-written');
    await user.click(screen.getByRole('link', { name: /Back to Blog Management/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: UNSAVED_TEXT.leave,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });

  it('loads an existing post, updates it and deletes it', async () => {
    const data = inMemoryAdminData({ posts: [EXISTING] });
    const { user, router } = renderAdminPage('/admin/edit-post/existing', data);
    expect(await screen.findByDisplayValue(EXISTING.title)).toBeInTheDocument();
    await user.type(field('Excerpt'), ' More.');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(toast()).toHaveTextContent(POST_SAVE_TEXT.draftUpdated));
    expect(data.posts.all()[0]!.excerpt).toBe(`${EXISTING.excerpt} More.`);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: POST_SAVE_TEXT.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
    expect(data.posts.all()).toEqual([]);
    expect(toast()).toHaveTextContent(POST_SAVE_TEXT.deleted);
  });

  it('says it is loading while the post is read', async () => {
    const data = inMemoryAdminData();
    data.posts.get = () => new Promise(() => {});
    renderAdminPage('/admin/edit-post/slow', data);
    expect(await screen.findByText(POST_LOAD_TEXT.loading)).toBeInTheDocument();
  });

  it('says so when the post does not exist', async () => {
    renderAdminPage('/admin/edit-post/nope', inMemoryAdminData());
    expect(await screen.findByText(POST_LOAD_TEXT.notFound)).toBeInTheDocument();
  });
});

describe('post editor: what the author is told', () => {
  const viewArticle = () => screen.queryByRole('link', { name: 'View Article' });

  it('shows the title limit and says in plain words when the title or slug is too long', async () => {
    const { user } = await openNewPost();
    expect(screen.getByText('0/300 characters')).toBeInTheDocument();
    await user.click(field('Title'));
    await user.paste(`${'Tinsel '.repeat(43)}Star`);
    expect(screen.getByText('305/300 characters')).toBeInTheDocument();
    expect(field('Title')).toHaveAccessibleDescription(
      expect.stringContaining('Title is too long: use at most 300 characters'),
    );
    // The slug that follows a long title is cut to fit; one typed too long is told so.
    expect((field('URL slug') as HTMLInputElement).value.length).toBeLessThanOrEqual(200);
    expect(field('URL slug')).not.toHaveAttribute('aria-invalid');
    await user.clear(field('URL slug'));
    await user.click(field('URL slug'));
    await user.paste('a'.repeat(201));
    expect(field('URL slug')).toHaveAccessibleDescription(
      expect.stringContaining('URL slug is too long: use at most 200 characters'),
    );
    expect(screen.queryByText(POST_TEXT.slugCharacters)).toBeNull();
  });

  it('titles a failed Publish of a new post as a publish, not as a draft', async () => {
    const { user, data } = await openNewPost();
    await fillRequired(user);
    await user.clear(field('URL slug'));
    await user.type(field('URL slug'), 'taken-slug');
    await user.click(screen.getByRole('switch', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast()).toHaveTextContent(POST_SAVE_TEXT.publishError));
    expect(toast()).not.toHaveTextContent(POST_SAVE_TEXT.saveError);
    expect(data.posts.all()).toEqual([EXISTING]);
  });

  it('offers View Article only once the post is saved under the slug shown', async () => {
    const { user } = await openNewPost();
    await fillRequired(user);
    expect(field('URL slug')).toHaveValue('elfs-big-day');
    expect(viewArticle()).toBeNull();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(viewArticle()).toHaveAttribute('href', '/blog/elfs-big-day'));
    await user.type(field('URL slug'), '-two');
    expect(viewArticle()).toBeNull();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(viewArticle()).toHaveAttribute('href', '/blog/elfs-big-day-two'));
  });

  it('says so when a paste into the SEO description was cut to 160 characters', async () => {
    const { user } = await openNewPost();
    await user.click(field('SEO meta description'));
    await user.paste('Snow '.repeat(40));
    expect(field('SEO meta description')).toHaveValue('Snow '.repeat(32));
    expect(screen.getByText(DETAILS_TEXT.seoCut(200))).toHaveAttribute('role', 'status');
    await user.keyboard('{Backspace}');
    expect(screen.queryByText(DETAILS_TEXT.seoCut(200))).toBeNull();
    expect(screen.getByText(DETAILS_TEXT.seoHint)).toBeInTheDocument();
  });

  it('schedules a draft for a time in the admin’s time zone, shows it, and unschedules it', async () => {
    const data = inMemoryAdminData({ posts: [EXISTING] });
    const { user } = renderAdminPage('/admin/edit-post/existing', data);
    await screen.findByDisplayValue(EXISTING.title);
    await user.click(screen.getByRole('button', { name: 'Schedule...' }));
    const at = new Date(Date.now() + 24 * 60 * 60_000);
    at.setSeconds(0, 0);
    await user.type(screen.getByLabelText('Publish at'), isoToLocalInput(at.toISOString()));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(toast()).toHaveTextContent(SCHEDULE_TEXT.scheduledToast));
    expect(data.posts.all()[0]).toMatchObject({ published: false, scheduledAt: at.toISOString() });
    expect(screen.getByTestId('scheduled-for')).toHaveTextContent(
      formatScheduleTime(at.toISOString()),
    );

    await user.click(screen.getByRole('button', { name: 'Unschedule' }));
    await waitFor(() => expect(toast()).toHaveTextContent(SCHEDULE_TEXT.unscheduledToast));
    expect(data.posts.all()[0]).not.toHaveProperty('scheduledAt');
    expect(screen.getByRole('button', { name: 'Schedule...' })).toBeInTheDocument();
  });

  it('restores a revision from the History panel as a new revision, keeping the others', async () => {
    const data = inMemoryAdminData({ posts: [EXISTING] });
    const input = (title: string) =>
      postInputFromForm({ ...postFormFromPost(EXISTING), title }, false);
    await data.posts.save(EXISTING.id, input('First title'));
    await data.posts.save(EXISTING.id, input('Second title'));
    const { user } = renderAdminPage('/admin/edit-post/existing', data);
    await screen.findByDisplayValue('Second title');
    await user.click(screen.getByRole('button', { name: 'Show history' }));
    const list = await screen.findByRole('list', { name: 'Revisions' });
    await user.click(within(list).getAllByRole('button')[1]!);
    await user.click(await screen.findByRole('button', { name: REVISIONS_TEXT.restore }));
    await waitFor(() => expect(toast()).toHaveTextContent(REVISIONS_TEXT.restored));
    expect(field('Title')).toHaveValue('First title');
    const revisions = await Promise.all(
      (await data.posts.revisions(EXISTING.id)).map((r) => data.posts.revision(EXISTING.id, r.id)),
    );
    // The oldest: the text the post held before its first save kept revisions.
    expect(revisions.map((r) => r.title)).toEqual([
      'First title',
      'Second title',
      'First title',
      EXISTING.title,
    ]);
    expect(revisions[0]!.restoredFrom).toBe(revisions[2]!.id);
  });

  it('restores a published post’s version with its slug and categories, once asked', async () => {
    const live: Post = { ...EXISTING, id: 'live', published: true };
    const data = inMemoryAdminData({ posts: [live] });
    const input = (slug: string, categories: PostCategoryId[]) =>
      postInputFromForm({ ...postFormFromPost(live), slug, categories }, true);
    await data.posts.save(live.id, input('first-address', ['elf-stories']));
    await data.posts.save(live.id, input('second-address', ['elf-tips']));
    const { user } = renderAdminPage('/admin/edit-post/live', data);
    await screen.findByDisplayValue('second-address');
    await user.click(screen.getByRole('button', { name: 'Show history' }));
    const list = await screen.findByRole('list', { name: 'Revisions' });
    const chosen = within(list).getAllByRole('button')[1]!;
    await user.click(chosen);
    await user.click(await screen.findByRole('button', { name: REVISIONS_TEXT.restore }));
    const dialog = await screen.findByRole('alertdialog', { name: REVISIONS_TEXT.confirmTitle });
    expect(dialog).toHaveTextContent(REVISIONS_TEXT.confirmLive);
    await user.click(within(dialog).getByRole('button', { name: REVISIONS_TEXT.restore }));
    await waitFor(() => expect(toast()).toHaveTextContent(REVISIONS_TEXT.restored));
    expect(field('URL slug')).toHaveValue('first-address');
    expect(screen.getByRole('checkbox', { name: 'Elf Stories' })).toBeChecked();
    // Its restore is off now (it is the editor's version): focus is on the version restored.
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(data.posts.all()[0]).toMatchObject({
      slug: 'first-address',
      published: true,
      metadata: { categories: ['elf-stories'] },
    });
  });
});
