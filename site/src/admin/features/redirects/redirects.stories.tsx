import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUILTIN_ARTICLE_REDIRECTS } from '@core/redirects/builtin-redirects';
import type { Redirect } from '@core/redirects/redirect-api';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { sampleRedirect } from '@site/admin/testing/in-memory-redirects';

const HITS = [148, 96, 61, 33, 12, 7];

const REDIRECTS: Redirect[] = [
  ...BUILTIN_ARTICLE_REDIRECTS.map((r, i) =>
    sampleRedirect({
      ...r,
      notes: 'Built-in article redirect',
      accessCount: HITS[i] ?? 0,
      lastAccessedAt: HITS[i] ? `2026-11-${String(20 - i).padStart(2, '0')}T10:00:00.000Z` : null,
    }),
  ),
  sampleRedirect({
    sourcePath: '/letters',
    targetPath: '/blog',
    statusCode: 302,
    notes: 'Old letters page',
  }),
  sampleRedirect({
    sourcePath: '/old-recipes',
    targetPath: '/blog/hot-cocoa-bar-for-elves',
    statusCode: 308,
    isActive: false,
    notes: 'Inactive: kept for reference',
  }),
  sampleRedirect({
    sourcePath: '/blog/elf-ideas-2025',
    targetPath: '/blog/elf-ideas',
    automatic: true,
    notes: 'Automatic: the post “Elf Ideas” changed its slug',
  }),
];

const NOT_FOUND = [
  {
    id: 'a',
    path: '/old-shop',
    count: 42,
    lastSeenAt: '2026-11-21T08:00:00.000Z',
    lastReferrer: 'https://forum.example/thread',
    redirectable: true,
    redirected: false,
  },
  {
    id: 'b',
    path: '/wp-login.php',
    count: 17,
    lastSeenAt: '2026-11-21T07:00:00.000Z',
    lastReferrer: null,
    redirectable: false,
    redirected: false,
  },
];

const meta = {
  title: 'Admin/Redirects',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Redirects: Story = {
  args: {
    path: '/admin/redirects',
    data: inMemoryAdminData({ redirects: { redirects: REDIRECTS, notFound: NOT_FOUND } }),
  },
};

export const RedirectsEmpty: Story = {
  args: { path: '/admin/redirects', data: inMemoryAdminData() },
};

export const RedirectsLoadError: Story = {
  args: {
    path: '/admin/redirects',
    data: inMemoryAdminData({ redirects: { failing: ['list', 'stats', 'notFoundLog'] } }),
  },
};

export const TenThousandRedirects: Story = {
  args: {
    path: '/admin/redirects',
    data: inMemoryAdminData({
      redirects: {
        redirects: Array.from({ length: 10_000 }, (_, i) =>
          sampleRedirect({
            sourcePath: `/old/page-${String(i).padStart(5, '0')}`,
            targetPath: `/blog/post-${i % 250}`,
            accessCount: (i * 37) % 500,
          }),
        ),
      },
    }),
  },
};

export const TestPage: Story = {
  args: {
    path: '/admin/test-redirects',
    data: inMemoryAdminData({ redirects: { redirects: REDIRECTS } }),
  },
};

export const TestPageLookupFailing: Story = {
  args: {
    path: '/admin/test-redirects',
    data: inMemoryAdminData({ redirects: { failing: ['lookup'] } }),
  },
};
