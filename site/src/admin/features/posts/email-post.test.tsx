import { screen, waitFor, within } from '@testing-library/react';
import type { Post } from '@core/models';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { polyfillLayoutForProseMirror } from './editor/editor-test-support';
import { EMAIL_POST_TEXT } from './email-post';
import { MAIL_PREVIEW_TEXT } from './mail-preview';

beforeAll(polyfillLayoutForProseMirror);

const LIVE: Post = { ...SAMPLE_POST, id: 'live', slug: 'elf-ideas', published: true };

async function openEditor(post: Post) {
  const data = inMemoryAdminData({
    posts: [post],
    newsletter: {
      recipients: 42,
      posts: post.published ? { [post.id]: post.title } : {},
      scheduled: post.scheduledAt ? { [post.id]: post.title } : {},
    },
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

  it('previews the mail at 600 and 390 px and sends a test copy to a typed address, emailing nobody else', async () => {
    const { user, data } = await openEditor(LIVE);
    const emails = vi.spyOn(data.newsletter, 'emailPost');
    await user.click(await screen.findByRole('button', { name: EMAIL_POST_TEXT.button }));
    const dialog = await screen.findByRole('alertdialog', { name: EMAIL_POST_TEXT.title });
    const frame = await within(dialog).findByTitle('The mail at 600 px');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain(LIVE.title);
    expect(frame).toHaveAttribute('width', '600');
    expect(within(dialog).getByText(`Subject: ${LIVE.title}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MAIL_PREVIEW_TEXT.width[390] }));
    expect(within(dialog).getByTitle('The mail at 390 px')).toHaveAttribute('width', '390');
    expect(
      within(dialog).getByRole('button', { name: MAIL_PREVIEW_TEXT.width[390] }),
    ).toHaveAttribute('aria-pressed', 'true');

    const address = within(dialog).getByLabelText(MAIL_PREVIEW_TEXT.testLabel);
    await user.type(address, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: MAIL_PREVIEW_TEXT.testButton }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(data.newsletter.testsSent).toEqual([]);
    await user.clear(address);
    await user.type(address, ' Owner@Elf.test{Enter}');
    expect(await within(dialog).findByText('Test sent to owner@elf.test')).toBeInTheDocument();
    expect(data.newsletter.testsSent).toEqual([
      { email: 'owner@elf.test', subject: `[Test] ${LIVE.title}` },
    ]);
    // Still open, the post not emailed: the test is no send.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(emails).not.toHaveBeenCalled();
    expect((await data.newsletter.postState('live')).sends).toEqual([]);
  });

  it('goes through by keyboard, and Escape gives focus back to the button that opened it', async () => {
    const { user } = await openEditor(LIVE);
    const button = await screen.findByRole('button', { name: EMAIL_POST_TEXT.button });
    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: EMAIL_POST_TEXT.title });
    await within(dialog).findByTitle('The mail at 600 px');
    const reached: string[] = [];
    for (let i = 0; i < 6; i++) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      expect(dialog).toContainElement(focused);
      reached.push(focused.getAttribute('aria-label') ?? focused.textContent ?? '');
    }
    expect(reached).toEqual(
      expect.arrayContaining([
        MAIL_PREVIEW_TEXT.width[390],
        MAIL_PREVIEW_TEXT.testButton,
        'Cancel',
        'Email 42 confirmed subscribers',
      ]),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('on a scheduled post, chooses to email it when it is published, and takes that back', async () => {
    const at = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const { user, data } = await openEditor({
      ...LIVE,
      id: 'later',
      published: false,
      scheduledAt: at,
    });
    const emails = vi.spyOn(data.newsletter, 'emailPost');
    const button = await screen.findByRole('button', { name: EMAIL_POST_TEXT.button });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', {
      name: EMAIL_POST_TEXT.scheduledTitle,
    });
    expect(dialog).toHaveTextContent('42 confirmed subscribers now');
    await user.click(within(dialog).getByRole('button', { name: 'Email it when published' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(emails).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(/^Will be emailed to subscribers when it is published, /),
    ).toBeInTheDocument();
    expect((await data.newsletter.postState('later')).sends).toEqual([]);
    await user.click(screen.getByRole('button', { name: EMAIL_POST_TEXT.takeBack }));
    expect(await screen.findByRole('button', { name: EMAIL_POST_TEXT.button })).toBeEnabled();
    expect((await data.newsletter.postState('later')).emailOnPublish).toBe(false);
  });

  it('is not offered on a draft', async () => {
    await openEditor({ ...LIVE, published: false });
    await screen.findByRole('button', { name: 'Save Draft' });
    expect(screen.queryByRole('button', { name: EMAIL_POST_TEXT.button })).toBeNull();
  });
});
