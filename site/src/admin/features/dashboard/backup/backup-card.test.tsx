import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKUP_TEXT, BACKUP_VERSION } from '@core/admin/backup';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import type { InMemoryBackupOptions } from '@site/admin/testing/in-memory-backup';
import { BackupCard } from './backup-card';
import {
  backupFile,
  CHANGED_FILE,
  EARLIER_FILE,
  FIGURES_FILE,
  OLDER_FILE,
  SITE_COLLECTIONS,
  SITE_WITH_FIGURES,
  SLUG_CLAIM_FILE,
  SLUG_TAKEN_COLLECTIONS,
} from './backup-fixtures';
import { BACKUP_CARD_TEXT } from './backup-text';

function renderCard(options: InMemoryBackupOptions = {}) {
  const data = inMemoryAdminData({ backup: { collections: SITE_COLLECTIONS, ...options } });
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <AdminDataProvider value={data}>
        <BackupCard />
      </AdminDataProvider>
    </AppShell>,
  );
  return { user: userEvent.setup(), backup: data.backup };
}

const choose = (user: ReturnType<typeof userEvent.setup>, file: File) =>
  user.upload(screen.getByLabelText(BACKUP_CARD_TEXT.restore), file);

const rowOf = (name: string) =>
  within(screen.getByRole('table')).getByRole('rowheader', { name }).closest('tr')!;

const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The plan's list of what it names, line by line. */
const namedLines = () =>
  within(screen.getByRole('region', { name: BACKUP_CARD_TEXT.namesTitle }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('BackupCard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the backup as a file under the name the server gave', async () => {
    const saved: { name: string; text: string }[] = [];
    // jsdom has no object URLs: the link's file is read back from the blob handed over.
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.set('blob:backup', blob as Blob);
      return 'blob:backup';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, text: this.href });
    });
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: BACKUP_CARD_TEXT.download }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('elfletter.example-backup-2026-11-20T08-00-00-000Z.json');
    const file = JSON.parse(await blobs.get('blob:backup')!.text()) as { collections: unknown };
    expect(file.collections).toEqual(SITE_COLLECTIONS);
    expect(screen.getByRole('button', { name: BACKUP_CARD_TEXT.download })).toBeEnabled();
  });

  it('says what a chosen file would add, change and leave alone, by name, and writes nothing', async () => {
    const { user, backup } = renderCard();
    const before = new Map(backup.documents());
    await choose(user, CHANGED_FILE());
    expect(await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.planTitle })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Merge/ })).toBeChecked();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Content',
      'Add',
      'Change',
      'Same',
      'Keep',
    ]);
    // A post with its revision is one post.
    expect(cellsOf('Posts (with their revisions)')).toEqual(['1', '1', '1', '0']);
    expect(cellsOf('Craft ideas')).toEqual(['0', '0', '1', '0']);
    expect(cellsOf('Newsletter list (personal data)')).toEqual(['1', '0', '0', '0']);
    // Groups that neither the file nor the site holds anything of are not listed.
    expect(
      within(screen.getByRole('table')).queryByRole('rowheader', { name: '404 log' }),
    ).toBeNull();
    expect(namedLines()).toEqual([
      'Posts (with their revisions): to add: “A new post”; to change: “Elf crafts, revised”.',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 to add, 1 to change, 2 unchanged.');
    expect(screen.getByText(BACKUP_CARD_TEXT.personal(['newsletterSignups']))).toBeInTheDocument();
    expect(BACKUP_CARD_TEXT.personal(['newsletterSignups'])).toBe(
      'This file holds personal data: the newsletter list.',
    );
    expect(screen.queryByText(/post address/)).toBeNull();
    expect(backup.documents()).toEqual(before);

    await user.click(screen.getByRole('button', { name: BACKUP_CARD_TEXT.cancel }));
    expect(screen.getByRole('button', { name: BACKUP_CARD_TEXT.download })).toBeInTheDocument();
    // Back where the restore started, for a keyboard user too.
    expect(screen.getByLabelText(BACKUP_CARD_TEXT.restore)).toHaveFocus();
    expect(backup.documents()).toEqual(before);
  });

  it("names the dashboard's figures a file would change, and the activity log as personal data", async () => {
    const { user } = renderCard({ collections: SITE_WITH_FIGURES });
    await choose(user, FIGURES_FILE());
    await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.planTitle });
    // The site's views sit on two shards: their total is compared, and named by the post's title.
    expect(cellsOf('Post views and CTA clicks')).toEqual(['0', '1', '0', '0']);
    expect(cellsOf('404 log')).toEqual(['1', '0', '0', '0']);
    expect(cellsOf('Activity log (personal data)')).toEqual(['0', '0', '1', '0']);
    expect(namedLines()).toEqual([
      'Post views and CTA clicks: to change: “Welcome the elf”.',
      '404 log: to add: “/old-page”.',
    ]);
    expect(
      screen.getByText('This file holds personal data: the activity log (who made each change).'),
    ).toBeVisible();
    expect(screen.queryByText(/^This file does not hold/)).toBeNull();
  });

  it('says what a file of the release before does not hold, and that restoring leaves it', async () => {
    const { user } = renderCard({ collections: SITE_WITH_FIGURES });
    await choose(user, OLDER_FILE());
    await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.planTitle });
    expect(
      screen.getByText(
        'This file does not hold Post views and CTA clicks, Tool uses, embeds and usage by method, Embedding pages (impressions and uses), 404 log and Activity log (personal data): restoring it leaves them as they are.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /^Replace/ }));
    expect(
      within(screen.getByRole('table')).queryByRole('rowheader', { name: /Post views/ }),
    ).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(BACKUP_CARD_TEXT.nothingToReplace);
    expect(screen.getByRole('button', { name: BACKUP_CARD_TEXT.replace })).toBeDisabled();
  });

  it('replaces only once asked: names what it removes, and removes it', async () => {
    const { user, backup } = renderCard();
    const before = new Map(backup.documents());
    await choose(user, EARLIER_FILE());
    await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.planTitle });
    // A merge keeps the post the file does not hold.
    expect(cellsOf('Posts (with their revisions)')).toEqual(['1', '0', '1', '1']);
    expect(namedLines()).toEqual([
      'Posts (with their revisions): to add: “A new post”; kept, not in the file: “Elf crafts”.',
    ]);

    await user.click(screen.getByRole('radio', { name: /^Replace/ }));
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Remove');
    expect(cellsOf('Posts (with their revisions)')).toEqual(['1', '0', '1', '1']);
    expect(namedLines()).toEqual([
      'Posts (with their revisions): to add: “A new post”; to remove: “Elf crafts”.',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 to add, 0 to change, 2 unchanged, 1 to remove.',
    );
    expect(screen.queryByRole('button', { name: BACKUP_CARD_TEXT.confirm })).toBeNull();

    const replace = screen.getByRole('button', { name: BACKUP_CARD_TEXT.replace });
    await user.click(replace);
    const dialog = await screen.findByRole('alertdialog', { name: BACKUP_CARD_TEXT.replaceTitle });
    expect(dialog).toHaveAccessibleDescription(
      'This removes one thing the file does not hold and puts back the rest as it was on Nov 20, 2026, 8:00 AM. It cannot be undone, except by restoring another backup.',
    );
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Posts (with their revisions): 1 to remove',
    );
    await user.click(within(dialog).getByRole('button', { name: BACKUP_CARD_TEXT.cancel }));
    expect(replace).toHaveFocus();
    expect(backup.documents()).toEqual(before);

    await user.click(replace);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: BACKUP_CARD_TEXT.replaceConfirm,
      }),
    );
    expect(await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.doneTitle })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 added, 0 changed, 1 removed, 2 left alone.',
    );
    expect(backup.documents().has('posts/p2')).toBe(false);
    expect(backup.documents().get('posts/p3')).toBe(
      JSON.stringify({ title: 'A new post', slug: 'a-new-post' }),
    );
  });

  it('warns when the file gives a post address back that another post holds now', async () => {
    const { user } = renderCard({ collections: SLUG_TAKEN_COLLECTIONS });
    await choose(user, SLUG_CLAIM_FILE());
    await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.planTitle });
    expect(screen.getByText(BACKUP_CARD_TEXT.slugsTaken(['elf-crafts']))).toBeVisible();
    expect(BACKUP_CARD_TEXT.slugsTaken(['elf-crafts'])).toBe(
      "One post address in the file now belongs to other posts: /blog/elf-crafts. Restoring gives it back to the posts in the file, and both posts then carry the same address: change the other post's slug afterwards.",
    );
    expect(screen.getByRole('button', { name: BACKUP_CARD_TEXT.confirm })).toBeEnabled();
  });

  it('says the restore leaves out a subscriber erased since, and counts them in no total', async () => {
    const { user } = renderCard({ erasedSubscribers: ['n1'] });
    await choose(user, CHANGED_FILE());
    await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.planTitle });
    expect(
      screen.getByText(
        'One newsletter subscriber in this file was erased since: restoring leaves that address out.',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('table')).queryByRole('rowheader', {
        name: 'Newsletter list (personal data)',
      }),
    ).toBeNull();
  });

  it('names at most five taken addresses and counts the rest', () => {
    const slugs = Array.from({ length: 8 }, (_, i) => `post-${i + 1}`);
    expect(BACKUP_CARD_TEXT.slugsTaken(slugs)).toMatch(
      /^8 post addresses in the file now belong to other posts: \/blog\/post-1, .*\/blog\/post-5 and 3 more\. Restoring gives them back/,
    );
  });

  it('says when a file holds nothing the site lacks, and offers no restore', async () => {
    const { user } = renderCard();
    // As a site with no subscribers backs up: the newsletter list is there, and empty.
    await choose(user, backupFile(SITE_COLLECTIONS));
    expect(await screen.findByRole('status')).toHaveTextContent(BACKUP_CARD_TEXT.nothingToDo);
    expect(screen.getByRole('button', { name: BACKUP_CARD_TEXT.confirm })).toBeDisabled();
    expect(screen.queryByText(/^This file holds personal data/)).toBeNull();
  });

  it('restores the file and says what it did', async () => {
    const { user, backup } = renderCard();
    await choose(user, CHANGED_FILE());
    await user.click(await screen.findByRole('button', { name: BACKUP_CARD_TEXT.confirm }));
    expect(await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.doneTitle })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 added, 1 changed, 2 left alone.');
    expect(backup.documents().get('posts/p3')).toBe(
      JSON.stringify({ title: 'A new post', slug: 'a-new-post' }),
    );
  });

  it('follows a restore the server runs after answering, to its end', async () => {
    const { user, backup } = renderCard({ answersQueued: true });
    await choose(user, CHANGED_FILE());
    await user.click(await screen.findByRole('button', { name: BACKUP_CARD_TEXT.confirm }));
    expect(await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.running })).toBeVisible();
    expect(
      screen.getByText(BACKUP_CARD_TEXT.progress({ phase: 'queued', written: 0, total: 0 })),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.doneTitle }, { timeout: 3_000 }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 added, 1 changed, 2 left alone.');
    expect(backup.documents().get('posts/p3')).toBe(
      JSON.stringify({ title: 'A new post', slug: 'a-new-post' }),
    );
  });

  it('shows the progress of a running restore', async () => {
    const { user } = renderCard({ holdAt: 1 });
    await choose(user, CHANGED_FILE());
    await user.click(await screen.findByRole('button', { name: BACKUP_CARD_TEXT.confirm }));
    expect(await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.running })).toBeVisible();
    expect(await screen.findByText('1 of 3 written')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: BACKUP_CARD_TEXT.progressLabel });
    expect(bar).toHaveAttribute('value', '1');
    expect(bar).toHaveAttribute('max', '3');
    // The button that started it is gone: focus is on what says how it goes.
    expect(screen.getByRole('heading', { name: BACKUP_CARD_TEXT.running })).toHaveFocus();
  });

  it('refuses a file of a newer release before writing anything', async () => {
    const { user, backup } = renderCard();
    const before = new Map(backup.documents());
    await choose(user, backupFile({}, { version: BACKUP_VERSION + 1 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      BACKUP_TEXT.newer(BACKUP_VERSION + 1),
    );
    expect(screen.queryByRole('button', { name: BACKUP_CARD_TEXT.confirm })).toBeNull();
    expect(backup.documents()).toEqual(before);
  });

  it('says a failed restore put everything back', async () => {
    const { user, backup } = renderCard({ restoreFails: 'Document too large' });
    const before = new Map(backup.documents());
    await choose(user, CHANGED_FILE());
    await user.click(await screen.findByRole('button', { name: BACKUP_CARD_TEXT.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      BACKUP_TEXT.failed('Document too large'),
    );
    expect(backup.documents()).toEqual(before);
    await user.click(screen.getByRole('button', { name: BACKUP_CARD_TEXT.back }));
    expect(screen.getByLabelText(BACKUP_CARD_TEXT.restore)).toHaveFocus();
  });

  it('says why a download failed', async () => {
    const { user } = renderCard({ downloadError: 'The backup would be 31.0 MB' });
    await user.click(screen.getByRole('button', { name: BACKUP_CARD_TEXT.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The backup would be 31.0 MB');
    await user.click(screen.getByRole('button', { name: BACKUP_CARD_TEXT.back }));
    expect(screen.getByRole('button', { name: BACKUP_CARD_TEXT.download })).toHaveFocus();
  });
});
