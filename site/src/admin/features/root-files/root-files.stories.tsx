import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { sampleRootFile } from '@site/admin/testing/in-memory-root-files';

const FILES = [
  sampleRootFile('ads.txt', 58, '2026-11-21T09:30:00.000Z'),
  sampleRootFile('google1234abcd.html', 53, '2026-11-20T14:05:00.000Z'),
  sampleRootFile('BingSiteAuth.xml', 85, '2026-11-18T08:00:00.000Z'),
  sampleRootFile('.well-known/security.txt', 212, '2026-11-02T12:00:00.000Z'),
];

const meta = {
  title: 'Admin/Domain Root Files',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const PATH = '/admin/root-file-manager';

export const Files: Story = {
  args: { path: PATH, data: inMemoryAdminData({ rootFiles: { files: FILES } }) },
};

export const Empty: Story = {
  args: { path: PATH, data: inMemoryAdminData() },
};

/** Pick a file and press Upload: the upload never settles, so the page stays uploading. */
export const Uploading: Story = {
  args: {
    path: PATH,
    data: inMemoryAdminData({ rootFiles: { files: FILES, uploadNeverEnds: true } }),
  },
};

export const LoadError: Story = {
  args: { path: PATH, data: inMemoryAdminData({ rootFiles: { failing: ['list'] } }) },
};

/** Uploads and deletes fail with the server's message. */
export const UploadAndDeleteFail: Story = {
  args: {
    path: PATH,
    data: inMemoryAdminData({ rootFiles: { files: FILES, failing: ['upload', 'remove'] } }),
  },
};
