import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { ImportJob } from '@core/admin/admin-content-api';
import { REDIRECT_NOUN } from '@core/redirects/redirect-import-kind';
import { Toaster } from '@site/shared/components/toaster';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { sampleRedirect } from '@site/admin/testing/in-memory-redirects';
import { OfferedUndo } from '@site/admin/testing/offered-undo';
import { EdgeSettingsDialog } from './edge-sync';
import { ImportRedirectsDialog } from './import-redirects-dialog';
import { RedirectDialog, type RedirectDialogState } from './redirect-dialog';
import { REDIRECTS_TEXT } from './redirects-text';

/** A dialog of the redirects page, open, over in-memory data. */
function Open({ name, children }: { name: string; children: ReactNode }) {
  return (
    <AdminDataProvider value={inMemoryAdminData()}>
      <Toaster>
        <p>{name} (open)</p>
        {children}
      </Toaster>
    </AdminDataProvider>
  );
}

function Dialog({ state }: { state: RedirectDialogState }) {
  return (
    <Open name="Redirect dialog">
      <RedirectDialog state={state} onClose={() => {}} />
    </Open>
  );
}

const meta = {
  title: 'Admin/Redirects/Dialogs',
  component: Dialog,
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CreateRedirect: Story = { args: { state: { mode: 'create' } } };

export const CreateFromNotFoundPath: Story = {
  args: { state: { mode: 'create', sourcePath: '/old-shop' } },
};

export const EditRedirect: Story = {
  args: {
    state: {
      mode: 'edit',
      redirect: sampleRedirect({
        sourcePath: '/letters',
        targetPath: '/blog',
        statusCode: 302,
        notes: 'Old letters page',
      }),
    },
  },
};

export const EditPlaceholder404: Story = {
  args: {
    state: {
      mode: 'edit',
      redirect: sampleRedirect({
        sourcePath: '/images/placeholder-elf',
        targetPath: '/404',
        statusCode: 404,
      }),
    },
  },
};

export const ImportCsv: Story = {
  args: { state: null },
  render: () => (
    <Open name="Import dialog">
      <ImportRedirectsDialog open onOpenChange={() => {}} onImported={() => {}} />
    </Open>
  ),
};

export const EdgeSettingsNotConfigured: Story = {
  args: { state: null },
  render: () => (
    <Open name="Edge settings">
      <EdgeSettingsDialog settings={null} onClose={() => {}} />
    </Open>
  ),
};

export const EdgeSettingsConfigured: Story = {
  args: { state: null },
  render: () => (
    <Open name="Edge settings">
      <EdgeSettingsDialog
        settings={{
          accountId: '0123456789abcdef0123456789abcdef',
          listId: 'fedcba9876543210fedcba9876543210',
          siteHost: 'elfletter.example',
          apiHost: 'api.cloudflare.com',
          itemLimit: 500,
          tokenSet: true,
        }}
        onClose={() => {}}
      />
    </Open>
  ),
};

const IMPORT_JOB: ImportJob = {
  id: 'story-redirects-job',
  kind: 'redirects',
  status: 'done',
  fileName: 'redirects.csv',
  format: 'csv',
  total: 3,
  processed: 3,
  imported: 2,
  skipped: 0,
  rejected: 1,
  failed: 0,
  batches: { total: 1, done: 1, failed: 0 },
  startedBy: { uid: 'admin', email: 'owner@example.com' },
  startedAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:01.000Z',
  finishedAt: '2026-11-20T09:00:01.000Z',
  error: null,
};

/** The import dialog closed: its toast is where the import can be undone. */
export const ImportedWithUndo: Story = {
  args: { state: null },
  render: () => (
    <AdminDataProvider value={inMemoryAdminData()}>
      <OfferedUndo
        job={IMPORT_JOB}
        noun={REDIRECT_NOUN}
        toast={{
          title: REDIRECTS_TEXT.importComplete,
          description: REDIRECTS_TEXT.importSummary(2, 1),
          variant: 'destructive',
        }}
      >
        <p>URL Redirects</p>
      </OfferedUndo>
    </AdminDataProvider>
  ),
};
