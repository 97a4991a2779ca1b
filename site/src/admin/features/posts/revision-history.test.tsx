import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { REVISIONS_TEXT, type PostRevision, type RevisionFields } from '@core/posts/post-revisions';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { RevisionHistory } from './revision-history';

const by = { uid: 'owner', email: 'owner@elfletter.example' };
const revision = (
  id: string,
  content: string,
  extra: Partial<PostRevision> = {},
): PostRevision => ({
  id,
  title: 'Elf Arrival',
  excerpt: 'How the elf arrives.',
  content,
  savedAt: '2026-11-24T09:10:00.000Z',
  by,
  autosave: false,
  restoredFrom: null,
  added: 3,
  removed: 1,
  ...extra,
});

const NEWEST = revision('r2', '<p>The elf arrives by sleigh.</p>', {
  autosave: true,
  slug: 'elf-arrival',
  categories: ['elf-tips', 'holiday-magic'],
});
const OLDER = revision('r1', '<p>The elf comes by train.</p>', {
  by: { uid: 'helper', email: 'helper@elfletter.example' },
  added: 9,
  removed: 0,
  slug: 'elf-comes',
  categories: ['elf-tips'],
});
/** Saved before revisions kept the slug and categories. */
const LEGACY = revision('r0', '<p>The elf.</p>', {
  by: { uid: 'first', email: 'first@elfletter.example' },
});
const CURRENT: RevisionFields = {
  ...NEWEST,
  slug: 'elf-arrival',
  categories: ['elf-tips', 'holiday-magic'],
};

function renderHistory({
  revisions = [NEWEST, OLDER, LEGACY],
  canRestore = true,
  live = false,
}: { revisions?: PostRevision[]; canRestore?: boolean; live?: boolean } = {}) {
  const onRestore = vi.fn(() => Promise.resolve());
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <AdminDataProvider value={inMemoryAdminData({ revisions: { post: revisions } })}>
        <RevisionHistory
          postId="post"
          current={CURRENT}
          version={0}
          live={live}
          canRestore={canRestore}
          restoring={false}
          onRestore={onRestore}
        />
      </AdminDataProvider>
    </AppShell>,
  );
  return { onRestore, user: userEvent.setup() };
}

describe('History panel', () => {
  it('lists the revisions when opened: when, who, how much changed', async () => {
    const { user } = renderHistory();
    expect(screen.queryByRole('list', { name: 'Revisions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show history' }));
    const items = within(await screen.findByRole('list', { name: 'Revisions' })).getAllByRole(
      'button',
    );
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('owner@elfletter.example · +3 / −1 words');
    expect(items[0]).toHaveTextContent(REVISIONS_TEXT.autosave);
    expect(items[1]).toHaveTextContent('helper@elfletter.example · +9 / −0 words');
  });

  it('shows what changed from a revision to the current text, and restores it', async () => {
    const { user, onRestore } = renderHistory();
    await user.click(screen.getByRole('button', { name: 'Show history' }));
    await user.click(await screen.findByRole('button', { name: /helper@elfletter/ }));
    const changes = await screen.findByLabelText('Changes');
    // Struck: what restoring would bring back; marked: what it would take away.
    const struck = [...changes.querySelectorAll('del')].map((el) => el.textContent?.trim());
    const marked = [...changes.querySelectorAll('ins')].map((el) => el.textContent?.trim());
    // The slug and the categories too: struck what it would bring back, marked what goes.
    expect(struck).toEqual(['elf-comes', 'comes', 'train']);
    expect(marked).toEqual(['elf-arrival', 'Holiday Magic', 'arrives', 'sleigh']);
    expect(within(changes).getByRole('heading', { name: 'URL slug' })).toBeInTheDocument();
    expect(within(changes).getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    // A draft: restoring is a save like any other, nothing goes live.
    await user.click(screen.getByRole('button', { name: REVISIONS_TEXT.restore }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onRestore).toHaveBeenCalledWith(OLDER);
  });

  it('asks before restoring on a published post, saying it goes live and where the address goes', async () => {
    const { user, onRestore } = renderHistory({ live: true });
    await user.click(screen.getByRole('button', { name: 'Show history' }));
    await user.click(await screen.findByRole('button', { name: /helper@elfletter/ }));
    const restore = await screen.findByRole('button', { name: REVISIONS_TEXT.restore });
    await user.click(restore);
    let dialog = await screen.findByRole('alertdialog', { name: REVISIONS_TEXT.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(
      `${REVISIONS_TEXT.confirmLive} ${REVISIONS_TEXT.confirmAddress('/blog/elf-comes')}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRestore).not.toHaveBeenCalled();
    await waitFor(() => expect(restore).toHaveFocus());

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: REVISIONS_TEXT.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: REVISIONS_TEXT.restore }));
    expect(onRestore).toHaveBeenCalledWith(OLDER);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(restore).toHaveFocus());
  });

  it('says a version from before slugs and categories were kept leaves them as they are', async () => {
    const { user } = renderHistory({ live: true });
    await user.click(screen.getByRole('button', { name: 'Show history' }));
    await user.click(await screen.findByRole('button', { name: /first@elfletter/ }));
    expect(await screen.findByText(REVISIONS_TEXT.addressKept)).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Changes')).queryByRole('heading', { name: 'URL slug' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: REVISIONS_TEXT.restore }));
    expect(
      await screen.findByRole('alertdialog', { name: REVISIONS_TEXT.confirmTitle }),
    ).toHaveAccessibleDescription(`${REVISIONS_TEXT.confirmLive} ${REVISIONS_TEXT.addressKept}`);
  });

  it('waits for unsaved changes before restoring', async () => {
    const { user } = renderHistory({ canRestore: false });
    await user.click(screen.getByRole('button', { name: 'Show history' }));
    await user.click(await screen.findByRole('button', { name: /helper@elfletter/ }));
    expect(await screen.findByText(REVISIONS_TEXT.unsavedFirst)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REVISIONS_TEXT.restore })).toBeDisabled();
  });

  it("reads the chosen version's text on its own: loading, then an error with Try again", async () => {
    const data = inMemoryAdminData({ revisions: { post: [NEWEST, OLDER] } });
    let fail: (error: Error) => void = () => {};
    const real = data.posts.revision;
    const revision = vi
      .spyOn(data.posts, 'revision')
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockImplementation(real);
    render(
      <AppShell settings={DEFAULT_SITE_SETTINGS}>
        <AdminDataProvider value={data}>
          <RevisionHistory
            postId="post"
            current={CURRENT}
            version={0}
            live={false}
            canRestore
            restoring={false}
            onRestore={() => Promise.resolve()}
            defaultOpen
          />
        </AdminDataProvider>
      </AppShell>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /helper@elfletter/ }));
    expect(screen.getByRole('status')).toHaveTextContent(REVISIONS_TEXT.loadingVersion);
    expect(revision).toHaveBeenCalledWith('post', 'r1');
    fail(new Error('offline'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REVISIONS_TEXT.versionError);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Changes')).toBeInTheDocument();
    expect(revision).toHaveBeenCalledTimes(2);
  });

  it('says when there is nothing yet', async () => {
    const { user } = renderHistory({ revisions: [] });
    await user.click(screen.getByRole('button', { name: 'Show history' }));
    expect(await screen.findByText(REVISIONS_TEXT.empty)).toBeInTheDocument();
  });
});
