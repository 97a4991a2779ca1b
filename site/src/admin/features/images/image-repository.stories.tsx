import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SAMPLE_IMAGES } from './image-fixtures';
import { ImportStatus } from './import-images-tab';

const meta = {
  title: 'Admin/Image Repository',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const PATH = '/admin/image-repository';
const GALLERY = `${PATH}?tab=gallery`;

export const ImportImages: Story = {
  args: { path: PATH, data: inMemoryAdminData({ images: { images: SAMPLE_IMAGES } }) },
};

/** Used, unused, missing alt text and duplicate images, with their posts. */
export const Gallery: Story = {
  args: { path: GALLERY, data: inMemoryAdminData({ images: { images: SAMPLE_IMAGES } }) },
};

export const GalleryLoading: Story = {
  args: { path: GALLERY, data: inMemoryAdminData({ images: { listPending: true } }) },
};

export const GalleryEmpty: Story = {
  args: { path: GALLERY, data: inMemoryAdminData({ images: { images: [] } }) },
};

export const GalleryError: Story = {
  args: {
    path: GALLERY,
    data: inMemoryAdminData({ images: { listError: 'Missing or insufficient permissions.' } }),
  },
};

/** The import's states on their own: processing, and the proxy error banner after it. */
export const Processing: StoryObj<typeof ImportStatus> = {
  render: () => <ImportStatus progress={{ done: 1, total: 3 }} failures={[]} />,
};

export const ProxyError: StoryObj<typeof ImportStatus> = {
  render: () => (
    <ImportStatus
      progress={null}
      failures={[
        {
          url: 'http://169.254.169.254/latest/meta-data/',
          message:
            'Refused to fetch from 169.254.169.254: 169.254.169.254 is the cloud metadata address',
        },
        {
          url: 'https://cdn.example.com/missing.png',
          message: 'cdn.example.com answered HTTP 404',
        },
      ]}
    />
  ),
};
