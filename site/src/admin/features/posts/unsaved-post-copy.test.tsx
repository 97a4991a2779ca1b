import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Post } from '@core/models';
import { unsavedPostKey } from '@core/posts/unsaved-post';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { polyfillLayoutForProseMirror } from './editor/editor-test-support';
import { POST_SAVE_TEXT } from './post-save-text';
import { RESTORE_TEXT } from './restore-unsaved-prompt';
import { UNSAVED_TEXT } from './unsaved-changes-guard';
import { readUnsavedNewPost } from './unsaved-post-copy';

beforeAll(polyfillLayoutForProseMirror);
// The editor's code (Tiptap) loads lazily with the page: on a busy machine that takes seconds.

/** Published, so nothing autosaves: the copy in the browser is all that holds an edit. */
const POST: Post = { ...SAMPLE_POST, id: 'kept', slug: 'kept-post', published: true };

// `hidden`: the prompt is a modal dialog, which hides the page from assistive technology.
const excerpt = () => screen.getByRole('textbox', { name: /^Excerpt/, hidden: true });
const restorePrompt = () => screen.findByRole('dialog', { name: RESTORE_TEXT.title });
const stored = (postId: string) => localStorage.getItem(unsavedPostKey(postId));

/** The editor page as a fresh page load shows it (the form built anew from the post). */
async function open(path: string, data: ReturnType<typeof inMemoryAdminData>) {
  const page = renderAdminPage(path, data);
  await screen.findByRole('textbox', { name: 'Post content', hidden: true });
  return page;
}

/** What a reload, a closed tab or a crash leaves: the page gone without saving. */
const pageGone = () => cleanup();

// Each test opens the editor page two or three times.
describe('the unsaved copy of a post', () => {
  it('is kept while the form has unsaved changes and offered back on the next visit', async () => {
    const data = inMemoryAdminData({ posts: [POST] });
    const { user } = await open(`/admin/edit-post/${POST.id}`, data);
    await user.clear(excerpt());
    await user.type(excerpt(), 'A better excerpt.');
    await user.click(screen.getByRole('textbox', { name: 'Post content' }));
    await user.keyboard('One more line. ');
    pageGone();

    const again = await open(`/admin/edit-post/${POST.id}`, data);
    const prompt = await restorePrompt();
    expect(prompt).toHaveTextContent(/changes from \w+ \d+, \d{4} at \d+:\d\d [AP]M/);
    expect(excerpt()).toHaveValue(POST.excerpt);
    // Escape leaves the question open: the form cannot take edits over a copy still pending.
    await again.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: RESTORE_TEXT.title })).toBeInTheDocument();

    await again.user.click(within(prompt).getByRole('button', { name: RESTORE_TEXT.restore }));
    expect(excerpt()).toHaveValue('A better excerpt.');
    expect(await screen.findByRole('textbox', { name: 'Post content' })).toHaveTextContent(
      'One more line.',
    );
    // Restored but still unsaved: still kept, and nothing was saved behind the author's back.
    expect(stored(POST.id)).toContain('A better excerpt.');
    expect(data.posts.all()[0]!.excerpt).toBe(POST.excerpt);
  });

  it('is cleared by saving', async () => {
    const data = inMemoryAdminData({ posts: [POST] });
    const { user } = await open(`/admin/edit-post/${POST.id}`, data);
    await user.type(excerpt(), ' Saved.');
    expect(stored(POST.id)).toContain('Saved.');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(POST_SAVE_TEXT.postUpdated),
    );
    expect(stored(POST.id)).toBeNull();
    pageGone();

    await open(`/admin/edit-post/${POST.id}`, data);
    expect(excerpt()).toHaveValue(`${POST.excerpt} Saved.`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is cleared by Discard in the prompt, and the saved post stays as it was', async () => {
    const data = inMemoryAdminData({ posts: [POST] });
    const { user } = await open(`/admin/edit-post/${POST.id}`, data);
    await user.type(excerpt(), ' Not wanted.');
    pageGone();

    const again = await open(`/admin/edit-post/${POST.id}`, data);
    await again.user.click(
      within(await restorePrompt()).getByRole('button', { name: RESTORE_TEXT.discard }),
    );
    expect(excerpt()).toHaveValue(POST.excerpt);
    expect(stored(POST.id)).toBeNull();
    pageGone();

    await open(`/admin/edit-post/${POST.id}`, data);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is cleared by leaving the page with Leave', async () => {
    const data = inMemoryAdminData({ posts: [POST] });
    const { user } = await open(`/admin/edit-post/${POST.id}`, data);
    await user.type(excerpt(), ' Given up.');
    expect(stored(POST.id)).toContain('Given up.');
    await user.click(screen.getByRole('link', { name: /Back to Blog Management/ }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: UNSAVED_TEXT.title })).getByRole(
        'button',
        {
          name: UNSAVED_TEXT.leave,
        },
      ),
    );
    expect(stored(POST.id)).toBeNull();
  });

  it('is cleared when the changes are undone by hand', async () => {
    const data = inMemoryAdminData({ posts: [POST] });
    const { user } = await open(`/admin/edit-post/${POST.id}`, data);
    await user.type(excerpt(), '!');
    expect(stored(POST.id)).not.toBeNull();
    await user.type(excerpt(), '{Backspace}');
    expect(stored(POST.id)).toBeNull();
  });

  it('brings a new post back under the same id, so saving it continues that post', async () => {
    const data = inMemoryAdminData();
    const { user } = await open('/admin/new-post', data);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Elf Snow Day');
    await user.type(excerpt(), 'Snowballs everywhere.');
    await user.click(screen.getByRole('textbox', { name: 'Post content' }));
    await user.keyboard('The elf built a snowman.');
    const keptId = readUnsavedNewPost()!.postId;
    pageGone();

    const again = await open('/admin/new-post', data);
    await again.user.click(
      within(await restorePrompt()).getByRole('button', { name: RESTORE_TEXT.restore }),
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Elf Snow Day');
    await again.user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(data.posts.all()).toHaveLength(1));
    const saved = data.posts.all()[0]!;
    expect(saved).toMatchObject({ id: keptId, title: 'Elf Snow Day' });
    expect(again.router.state.location.pathname).toBe(`/admin/edit-post/${keptId}`);
    expect(stored(saved.id)).toBeNull();
  });
});
