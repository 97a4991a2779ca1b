import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BACKUP_VERSION } from '@core/backup';
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

/** The card over an in-memory site holding SITE_COLLECTIONS. */
function BackupCardOver({ options }: { options?: InMemoryBackupOptions }) {
  return (
    <AdminDataProvider
      value={inMemoryAdminData({ backup: { collections: SITE_COLLECTIONS, ...options } })}
    >
      <BackupCard />
    </AdminDataProvider>
  );
}

const meta = {
  title: 'Admin/Dashboard/Backup & Restore',
  component: BackupCardOver,
} satisfies Meta<typeof BackupCardOver>;
export default meta;

type Story = StoryObj<typeof meta>;

const choose =
  (file: () => File): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(BACKUP_CARD_TEXT.restore), file());
  };

const chooseAndRestore =
  (file: () => File): Story['play'] =>
  async (context) => {
    await choose(file)!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: BACKUP_CARD_TEXT.confirm }));
  };

/** Before anything: download a backup, or choose one to restore. */
export const Idle: Story = {};

/** The dry run of a chosen file: per kind, what it would add, change and leave alone. */
export const DryRun: Story = { play: choose(CHANGED_FILE) };

/** The dry run warns that a post address in the file belongs to another post now. */
export const DryRunAddressTaken: Story = {
  args: { options: { collections: SLUG_TAKEN_COLLECTIONS } },
  play: choose(SLUG_CLAIM_FILE),
};

/** A restore under way, its progress read from the job. */
export const Running: Story = {
  args: { options: { holdAt: 1 } },
  play: chooseAndRestore(CHANGED_FILE),
};

/** The restore finished: what it added and changed. */
export const Done: Story = { play: chooseAndRestore(CHANGED_FILE) };

/** A file of a newer release is refused before anything is written. */
export const NewerFileRefused: Story = {
  play: choose(() => backupFile({}, { version: BACKUP_VERSION + 1 })),
};

/** A write failed: everything already written was put back. */
export const RestoreFailed: Story = {
  args: { options: { restoreFails: 'Document exceeds the maximum size' } },
  play: chooseAndRestore(CHANGED_FILE),
};
