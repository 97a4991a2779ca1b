import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Toaster } from '../../../components/toaster';
import { AdminDataProvider } from '../../data/admin-data';
import { inMemoryAdminData } from '../../testing/in-memory-admin-data';
import { sampleRedirect } from '../../testing/in-memory-redirects';
import { EdgeSettingsDialog } from './edge-sync';
import { ImportRedirectsDialog } from './import-redirects-dialog';
import { RedirectDialog, type RedirectDialogState } from './redirect-dialog';

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
      <RedirectDialog state={state} onClose={() => {}} onSaved={() => {}} />
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
