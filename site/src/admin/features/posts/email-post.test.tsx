import { screen, waitFor, within } from '@testing-library/react';
import type { Post } from '@core/models';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { polyfillLayoutForProseMirror } from './editor/editor-test-support';
import { EMAIL_POST_TEXT } from './email-post';

beforeAll(polyfillLayoutForProseMirror);

const LIVE: Post = { ...SAMPLE_POST, id: 'live', slug: 'elf-ideas', published: true };

async function openEditor(post: Post) {
  const data = inMemoryAdminData({
    posts: [post],
    newsletter: { recipients: 42, posts: post.published ? { [post.id]: post.title } : {} },
  });
  const page = renderAdminPage(`/admin/edit-post/${post.id}`, data);
  await screen.findByRole('heading', { level: 1, name: 'Edit Post' }, { timeout: 30_000 });
  return { ...page, data };
}

describe('Email this post', () => {
  it('says whom it reaches, confirms with the count, and starts one send for a double click', async () => {
    const { user, data } = await openEditor(LIVE);
    expect(await screen.findByText('Reaches 42 confirmed subscribers')).toBeInTheDocument();
    const emails = vi.spyOn(data.newsletter, 'emailPost');
    const button = screen.getByRole('button', { name: EMAIL_POST_TEXT.button });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: EMAIL_POST_TEXT.title });
    expect(dialog).toHaveTextContent(`“${LIVE.title}” goes to 42 confirmed subscribers now.`);
    await user.dblClick(
      within(dialog).getByRole('button', { name: 'Email 42 confirmed subscribers' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(emails).toHaveBeenCalledTimes(1);
    expect(emails).toHaveBeenCalledWith('live', { resend: false });
    expect((await data.newsletter.postState('live')).sends).toHaveLength(1);
    // Emailed once: sending it again is its own, worded choice.
    const again = await screen.findByRole('button', { name: EMAIL_POST_TEXT.resendButton });
    expect(again).toHaveFocus();
    await user.click(again);
    const resend = await screen.findByRole('alertdialog', { name: EMAIL_POST_TEXT.resendTitle });
    expect(resend).toHaveTextContent('was emailed already');
    await user.click(
      within(resend).getByRole('button', { name: 'Email 42 confirmed subscribers' }),
    );
    await waitFor(() => expect(emails).toHaveBeenLastCalledWith('live', { resend: true }));
    await waitFor(async () =>
      expect((await data.newsletter.postState('live')).sends).toHaveLength(2),
    );
  });

  it('is not offered on a draft', async () => {
    await openEditor({ ...LIVE, published: false });
    await screen.findByRole('button', { name: 'Save Draft' });
    expect(screen.queryByRole('button', { name: EMAIL_POST_TEXT.button })).toBeNull();
  });
});
