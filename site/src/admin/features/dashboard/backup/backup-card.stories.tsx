import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BACKUP_VERSION } from '@core/admin/backup';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import type { InMemoryBackupOptions } from '@site/admin/testing/in-memory-backup';
import { BackupCard } from './backup-card';
import { BACKUP_CARD_TEXT } from './backup-text';
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

/** Chooses the file, then the Replace mode. */
const chooseReplace =
  (file: () => File): Story['play'] =>
  async (context) => {
    await choose(file)!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Replace/ }));
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

/** The dry run of a chosen file: per kind, what a merge would add, change and keep, by name. */
export const DryRun: Story = { play: choose(CHANGED_FILE) };

/** The same file as a replace: what it would remove, named, before anything is asked. */
export const DryRunReplace: Story = { play: chooseReplace(EARLIER_FILE) };

/** Replace asks first, naming how much of each kind it removes. */
export const ReplaceConfirm: Story = {
  play: async (context) => {
    await chooseReplace(EARLIER_FILE)!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: BACKUP_CARD_TEXT.replace }));
  },
};

/** The dashboard's figures in the dry run: a post's views by its title, a 404 path, the activity log. */
export const DryRunFigures: Story = {
  args: { options: { collections: SITE_WITH_FIGURES } },
  play: choose(FIGURES_FILE),
};

/** A file of the release before holds no figures: restoring it leaves them as they are. */
export const DryRunOlderFile: Story = {
  args: { options: { collections: SITE_WITH_FIGURES } },
  play: choose(OLDER_FILE),
};

/** The dry run warns that a post address in the file belongs to another post now. */
export const DryRunAddressTaken: Story = {
  args: { options: { collections: SLUG_TAKEN_COLLECTIONS } },
  play: choose(SLUG_CLAIM_FILE),
};

/** The file holds a subscriber erased since: the dry run says the restore leaves it out. */
export const DryRunErasedSubscriber: Story = {
  args: { options: { erasedSubscribers: ['n1'] } },
  play: choose(CHANGED_FILE),
};

/** A restore under way, its progress read from the job. */
export const Running: Story = {
  args: { options: { holdAt: 1 } },
  play: chooseAndRestore(CHANGED_FILE),
};

/** The restore finished: what it added and changed. */
export const Done: Story = { play: chooseAndRestore(CHANGED_FILE) };

/** A replace finished: what it added, changed and removed. */
export const ReplaceDone: Story = {
  play: async (context) => {
    await ReplaceConfirm.play!(context);
    await userEvent.click(
      await within(document.body).findByRole('button', { name: BACKUP_CARD_TEXT.replaceConfirm }),
    );
  },
};

/** A file of a newer release is refused before anything is written. */
export const NewerFileRefused: Story = {
  play: choose(() => backupFile({}, { version: BACKUP_VERSION + 1 })),
};

/** A write failed: everything already written was put back. */
export const RestoreFailed: Story = {
  args: { options: { restoreFails: 'Document exceeds the maximum size' } },
  play: chooseAndRestore(CHANGED_FILE),
};
