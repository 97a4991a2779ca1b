import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS } from '@core/settings';
import { AppShell } from '../../../app/app-shell';
import { REVISIONS_TEXT, type PostRevision } from '@core/post-revisions';
import { AdminDataProvider } from '../../data/admin-data';
import { inMemoryAdminData } from '../../testing/in-memory-admin-data';
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

const NEWEST = revision('r2', '<p>The elf arrives by sleigh.</p>', { autosave: true });
const OLDER = revision('r1', '<p>The elf comes by train.</p>', {
  by: { uid: 'helper', email: 'helper@elfletter.example' },
  added: 9,
  removed: 0,
});

function renderHistory({
  revisions = [NEWEST, OLDER],
  canRestore = true,
}: { revisions?: PostRevision[]; canRestore?: boolean } = {}) {
  const onRestore = vi.fn();
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <AdminDataProvider value={inMemoryAdminData({ revisions: { post: revisions } })}>
        <RevisionHistory
          postId="post"
          current={NEWEST}
          version={0}
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
    expect(items).toHaveLength(2);
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
    expect(struck).toEqual(['comes', 'train']);
    expect(marked).toEqual(['arrives', 'sleigh']);
    await user.click(screen.getByRole('button', { name: REVISIONS_TEXT.restore }));
    expect(onRestore).toHaveBeenCalledWith(OLDER);
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
            current={NEWEST}
            version={0}
            canRestore
            restoring={false}
            onRestore={() => {}}
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
