import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKUP_TEXT, BACKUP_VERSION, PERSONAL_DATA_NOTE } from '@core/backup';
import { DEFAULT_SITE_SETTINGS } from '@core/settings';
import { AppShell } from '../../../../app/app-shell';
import { AdminDataProvider } from '../../../data/admin-data';
import { inMemoryAdminData } from '../../../testing/in-memory-admin-data';
import type { InMemoryBackupOptions } from '../../../testing/in-memory-backup';
import { BACKUP_CARD_TEXT, BackupCard } from './backup-card';
import {
  backupFile,
  CHANGED_FILE,
  SITE_COLLECTIONS,
  SLUG_CLAIM_FILE,
  SLUG_TAKEN_COLLECTIONS,
} from './backup-fixtures';

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

  it('says what a chosen file would add, change and leave alone, and writes nothing', async () => {
    const { user, backup } = renderCard();
    const before = new Map(backup.documents());
    await choose(user, CHANGED_FILE());
    expect(await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.planTitle })).toBeVisible();
    expect(
      within(rowOf('Posts (with their revisions)'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '1', '2']);
    expect(
      within(rowOf('Craft ideas'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '1']);
    expect(
      within(rowOf('Newsletter list (personal data)'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '0', '0']);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 to add, 1 to change, 3 left alone as they are. Content that is not in the file is left alone too.',
    );
    expect(screen.getByText(BACKUP_CARD_TEXT.personal)).toBeInTheDocument();
    expect(screen.queryByText(/post address/)).toBeNull();
    expect(backup.documents()).toEqual(before);

    await user.click(screen.getByRole('button', { name: BACKUP_CARD_TEXT.cancel }));
    expect(screen.getByRole('button', { name: BACKUP_CARD_TEXT.download })).toBeInTheDocument();
    // Back where the restore started, for a keyboard user too.
    expect(screen.getByLabelText(BACKUP_CARD_TEXT.restore)).toHaveFocus();
    expect(backup.documents()).toEqual(before);
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

  it('names at most five taken addresses and counts the rest', () => {
    const slugs = Array.from({ length: 8 }, (_, i) => `post-${i + 1}`);
    expect(BACKUP_CARD_TEXT.slugsTaken(slugs)).toMatch(
      /^8 post addresses in the file now belong to other posts: \/blog\/post-1, .*\/blog\/post-5 and 3 more\. Restoring gives them back/,
    );
  });

  it('says when a file holds nothing the site lacks, and offers no restore', async () => {
    const { user } = renderCard();
    // As a site with no subscribers backs up: the newsletter list is there, and empty.
    await choose(
      user,
      backupFile(SITE_COLLECTIONS, {
        personalData: { note: PERSONAL_DATA_NOTE, collections: { newsletterSignups: [] } },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(BACKUP_CARD_TEXT.nothingToDo);
    expect(screen.getByRole('button', { name: BACKUP_CARD_TEXT.confirm })).toBeDisabled();
    expect(screen.queryByText(BACKUP_CARD_TEXT.personal)).toBeNull();
  });

  it('restores the file and says what it did', async () => {
    const { user, backup } = renderCard();
    await choose(user, CHANGED_FILE());
    await user.click(await screen.findByRole('button', { name: BACKUP_CARD_TEXT.confirm }));
    expect(await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.doneTitle })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 added, 1 changed, 3 left alone.');
    expect(backup.documents().get('posts/p3')).toBe(
      JSON.stringify({ title: 'A new post', slug: 'a-new-post' }),
    );
  });

  it('shows the progress of a running restore', async () => {
    const { user } = renderCard({ holdAt: 1 });
    await choose(user, CHANGED_FILE());
    await user.click(await screen.findByRole('button', { name: BACKUP_CARD_TEXT.confirm }));
    expect(await screen.findByRole('heading', { name: BACKUP_CARD_TEXT.running })).toBeVisible();
    expect(await screen.findByText('1 of 3 written', {}, { timeout: 3000 })).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: BACKUP_CARD_TEXT.progressLabel });
    expect(bar).toHaveAttribute('value', '1');
    expect(bar).toHaveAttribute('max', '3');
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
