import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ToolResultRow } from '@core/results/result-sharing';
import type { ToolPageRow } from '@core/generators/tool-pages';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import type { AdminData } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';

/** Data whose calls answer as given (the counts are those of a well-filled site). */
function answering(
  calls: Partial<Pick<AdminData, 'toolStats' | 'toolPages' | 'toolResults'>> & {
    counts?: AdminData['content']['counts'];
  },
  data: AdminData = inMemoryAdminData(),
): AdminData {
  return {
    ...data,
    ...(calls.toolStats ? { toolStats: calls.toolStats } : {}),
    ...(calls.toolPages ? { toolPages: calls.toolPages } : {}),
    ...(calls.toolResults ? { toolResults: calls.toolResults } : {}),
    content: { ...data.content, ...(calls.counts ? { counts: calls.counts } : {}) },
  };
}

const COUNTS = async () => ({
  prefixes: 2,
  suffixes: 1,
  'last-names': 1,
  crafts: 12,
  scenes: 25,
  recipes: 40,
});

/**
 * Twelve pages embedding the elf name generator: two pages of the table, ours and others', one of
 * them a site whose page is not known (an iframe without the resize script).
 */
const ELF_PAGES: ToolPageRow[] = Array.from({ length: 12 }, (_, i) => ({
  origin: i % 3 === 0 ? window.location.origin : `https://family-blog-${i}.example`,
  path:
    i === 1
      ? '/2026/12/a-very-long-post-title-about-elves-on-shelves-and-their-tricks'
      : i === 2
        ? null
        : `/elves/${i}`,
  impressions: 1200 - i * 90,
  uses: 300 - i * 20,
  spreads: 36 - i * 3,
  lastSeen: new Date(Date.UTC(2026, 11, 20 - i, 10)).toISOString(),
}));

/** Elf names that spread, one of them long, and (for crafts) an idea deleted since. */
const ELF_RESULTS: ToolResultRow[] = [
  ['Jingletoes-McSparkle', 'Jingletoes McSparkle', 42, 130, 388],
  ['Twinklebell-Snowbottom', 'Twinklebell Snowbottom', 12, 61, 140],
  ['Cocoaflake', 'Cocoaflake', 3, 20, 35],
].map(([key, title, shares, linkOpens, visits]) => ({
  kind: 'elf-name',
  key: key as string,
  title: title as string,
  shares: shares as number,
  linkOpens: linkOpens as number,
  visits: visits as number,
}));
const CRAFT_RESULTS: ToolResultRow[] = [
  {
    kind: 'craft',
    key: 'c1',
    title: 'Paper Chain Countdown',
    shares: 9,
    linkOpens: 40,
    visits: 51,
  },
  { kind: 'craft', key: 'import-7-12', title: null, shares: 1, linkOpens: 3, visits: 0 },
];

const stats = () =>
  inMemoryAdminData({
    toolResults: { elfNameGenerator: ELF_RESULTS, craftGenerator: CRAFT_RESULTS },
    toolPages: { elfNameGenerator: ELF_PAGES },
    toolMethods: {
      elfNameGenerator: {
        script: { impressions: 3100, uses: 720 },
        markup: { impressions: 5400, uses: 1610 },
        element: { impressions: 420, uses: 95 },
        iframe: { impressions: 1880, uses: 240 },
      },
    },
    toolStats: [
      {
        toolName: 'craftGenerator',
        totalUsage: 1234,
        postEmbeds: 3,
        lastUsed: '2026-12-03T10:00:00Z',
        shares: 10,
        linkOpens: 43,
        visits: 51,
      },
      {
        toolName: 'sceneGenerator',
        totalUsage: 87,
        postEmbeds: 2,
        lastUsed: '2026-12-01T18:30:00Z',
      },
      {
        toolName: 'elfNameGenerator',
        totalUsage: 5,
        postEmbeds: 1,
        lastUsed: '2026-11-20T08:00:00Z',
        shares: 57,
        linkOpens: 211,
        visits: 563,
      },
    ],
  });
const seeded = () => answering({ counts: COUNTS }, stats());

const meta = {
  title: 'Admin/Tools Management',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Overview: Story = { args: { path: '/admin/tools', data: seeded() } };

export const OverviewLoading: Story = {
  args: {
    path: '/admin/tools',
    data: answering({
      toolStats: () => new Promise(() => {}),
      counts: () => new Promise(() => {}),
    }),
  },
};

export const OverviewError: Story = {
  args: {
    path: '/admin/tools',
    data: answering({
      toolStats: () => Promise.reject(new Error('offline')),
      counts: () => Promise.reject(new Error('offline')),
    }),
  },
};

export const Analytics: Story = { args: { path: '/admin/tools?tab=analytics', data: seeded() } };

/** No usage yet, and no page has shown a tool: both empty states. */
export const AnalyticsEmpty: Story = {
  args: { path: '/admin/tools?tab=analytics', data: inMemoryAdminData() },
};

export const AnalyticsLoading: Story = {
  args: {
    path: '/admin/tools?tab=analytics',
    data: answering({ toolStats: () => new Promise(() => {}) }),
  },
};

/**
 * The first tool's impressions and uses by embed method, then the pages embedding it, below the
 * usage table; Older pages shows the rest.
 */
export const AnalyticsEmbeddingPages: Story = {
  args: { path: '/admin/tools?tab=analytics', data: seeded() },
};

export const AnalyticsEmbeddingPagesLoading: Story = {
  args: {
    path: '/admin/tools?tab=analytics',
    data: answering({ toolPages: () => new Promise(() => {}) }, seeded()),
  },
};

export const AnalyticsEmbeddingPagesError: Story = {
  args: {
    path: '/admin/tools?tab=analytics',
    data: answering({ toolPages: () => Promise.reject(new Error('offline')) }, seeded()),
  },
};

/** Which of the chosen tool's results spread most: elf names by default. */
export const AnalyticsWhichIdeasSpread: Story = {
  args: { path: '/admin/tools?tab=analytics', data: seeded() },
};

/** Craft ideas chosen: one of them deleted since it was shared, shown as such. */
export const AnalyticsWhichIdeasSpreadDeleted: Story = {
  args: { path: '/admin/tools?tab=analytics&tool=craftGenerator', data: seeded() },
};

export const AnalyticsWhichIdeasSpreadLoading: Story = {
  args: {
    path: '/admin/tools?tab=analytics',
    data: answering({ toolResults: () => new Promise(() => {}) }, seeded()),
  },
};

export const AnalyticsWhichIdeasSpreadError: Story = {
  args: {
    path: '/admin/tools?tab=analytics',
    data: answering({ toolResults: () => Promise.reject(new Error('offline')) }, seeded()),
  },
};

/** Used and embedded, but no result shared, opened or visited yet. */
export const AnalyticsWhichIdeasSpreadEmpty: Story = {
  args: {
    path: '/admin/tools?tab=analytics',
    data: answering({ toolResults: async () => ({ results: [] }) }, seeded()),
  },
};

/**
 * On a phone: a table wider than the screen scrolls in its own box, says so above it, shades the
 * edge with more beyond, and takes the keyboard's focus.
 */
export const AnalyticsOnAPhone: Story = {
  args: { path: '/admin/tools?tab=analytics', data: seeded() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
