import { screen, waitFor, within } from '@testing-library/react';
import type { ContentCounts } from '@core/admin/admin-content-api';
import type { ToolStats } from '@core/models';
import type { ToolPageRow } from '@core/generators/tool-pages';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { DATA_TABLE_TEXT } from '@site/admin/components/data-table';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import type { ToolResultRow } from '@core/results/result-sharing';
import { TOOL_PAGES_TEXT } from './tool-embed-pages';
import { TOOL_RESULTS_TEXT } from './tool-results';
import { TOOLS_ANALYTICS_TEXT } from './tools-analytics';
import { TOOLS_OVERVIEW_TEXT } from './tools-overview';
import { TOOLS_TEXT } from './tools-route';

const STATS: ToolStats[] = [
  {
    toolName: 'craftGenerator',
    totalUsage: 1234,
    postEmbeds: 3,
    lastUsed: '2026-12-03T10:00:00Z',
    shares: 48,
    linkOpens: 1502,
    visits: 2210,
  },
  {
    toolName: 'elfNameGenerator',
    totalUsage: 1,
    postEmbeds: 1,
    lastUsed: '2026-11-20T08:00:00Z',
    shares: 0,
    linkOpens: 0,
    visits: 0,
  },
];

const COUNTS: ContentCounts = {
  prefixes: 2,
  suffixes: 1,
  'last-names': 0,
  crafts: 12,
  scenes: 1,
  recipes: 40,
};

function seeded() {
  const data = inMemoryAdminData({ toolStats: STATS });
  vi.spyOn(data.content, 'counts').mockResolvedValue(COUNTS);
  return data;
}

async function open(data = seeded()) {
  const page = renderAdminPage('/admin/tools', data);
  // The page is a lazy chunk: its first load in a busy test run can take a few seconds.
  await screen.findByRole('heading', { level: 1, name: TOOLS_TEXT.title });
  return page;
}

const card = (name: string) => screen.getByRole('listitem', { name });

/** A table's body rows, each as its cells' text. */
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );

// The first render of a lazy page is slow when the machine is busy.
describe('tools management', () => {
  it('lists the four tools, each Active, with embeds, uses, exact content counts and Configure', async () => {
    await open();
    const craft = card('Craft Ideas Generator');
    expect(within(craft).getByText(TOOLS_OVERVIEW_TEXT.status)).toBeInTheDocument();
    expect(await within(craft).findByText('3 posts')).toBeInTheDocument();
    expect(within(craft).getByText('1,234 uses')).toBeInTheDocument();
    expect(await within(craft).findByText('12 craft ideas')).toBeInTheDocument();
    expect(
      within(craft).getByRole('link', { name: 'Configure Craft Ideas Generator' }),
    ).toHaveAttribute('href', '/admin/tools/craft-generator');

    const elf = card('Elf Name Generator');
    expect(within(elf).getByText('1 post')).toBeInTheDocument();
    expect(within(elf).getByText('1 use')).toBeInTheDocument();
    expect(within(elf).getByText('2 prefixes, 1 suffix, 0 last names')).toBeInTheDocument();
    expect(within(elf).getByRole('link', { name: /Configure/ })).toHaveAttribute(
      'href',
      '/admin/elf-name-generator',
    );

    const scene = card('Elf Scene Generator');
    expect(within(scene).getByText('0 posts')).toBeInTheDocument();
    expect(within(scene).getByText('1 elf scene')).toBeInTheDocument();
    expect(within(scene).getByRole('link', { name: /Configure/ })).toHaveAttribute(
      'href',
      '/admin/tools/scene-generator',
    );
    const recipe = card('Holiday Recipe Generator');
    expect(within(recipe).getByText('40 recipes')).toBeInTheDocument();
    expect(within(recipe).getByRole('link', { name: /Configure/ })).toHaveAttribute(
      'href',
      '/admin/tools/recipe-generator',
    );
  });

  it('explains how to embed a tool from the post editor', async () => {
    await open();
    const howTo = screen.getByRole('region', { name: TOOLS_OVERVIEW_TEXT.howToTitle });
    const steps = within(howTo)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual(TOOLS_OVERVIEW_TEXT.howTo);
    expect(within(howTo).getByRole('link', { name: 'Open the post editor' })).toHaveAttribute(
      'href',
      '/admin/new-post',
    );
  });

  it('shows each generator’s embed code built from the origin the admin is served from, with Copy', async () => {
    const { user } = await open();
    const embed = screen.getByRole('region', { name: TOOLS_OVERVIEW_TEXT.embedTitle });
    const code = () => within(embed).getByRole('figure').querySelector('code')?.textContent;
    expect(code()).toBe(
      `<script src="${window.location.origin}/widgets/loader.js"></script>\n<div data-elf-generator="elf-name"></div>`,
    );
    await user.selectOptions(
      within(embed).getByLabelText(TOOLS_OVERVIEW_TEXT.generatorField),
      'Elf Scene Generator',
    );
    expect(code()).toContain('<div data-elf-generator="scene"></div>');
    expect(
      within(embed).getByRole('link', {
        name: TOOLS_OVERVIEW_TEXT.publicPage('Elf Scene Generator'),
      }),
    ).toHaveAttribute('href', '/generators/scene');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copy = within(embed).getByRole('button', { name: /^Copy code/ });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(code());
    expect(copy).toHaveTextContent('Copied');
  });

  it('Configure leads to the tool configuration page', async () => {
    const { router, user } = await open();
    await user.click(screen.getByRole('link', { name: 'Configure Elf Name Generator' }));
    // The router moves once the page's lazy chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/elf-name-generator'));
  });

  it('Analytics: Tool, Total Usage, Embedded In, Last Used (a date or Never), and how its results spread', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    const table = await screen.findByRole('table', { name: 'Tool usage' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Tool',
      'Total Usage',
      'Embedded In',
      'Last Used',
      'Shares',
      'Link Opens',
      'Page Visits',
    ]);
    expect(tableRows(table)).toEqual([
      ['Elf Name Generator', '1', '1 post', 'November 20, 2026', '0', '0', '0'],
      ['Craft Ideas Generator', '1,234', '3 posts', 'December 3, 2026', '48', '1,502', '2,210'],
      ['Elf Scene Generator', '0', '0 posts', TOOLS_ANALYTICS_TEXT.never, '0', '0', '0'],
      ['Holiday Recipe Generator', '0', '0 posts', TOOLS_ANALYTICS_TEXT.never, '0', '0', '0'],
    ]);
  });

  it('Analytics says so when no tool was ever used or embedded', async () => {
    const { user } = await open(inMemoryAdminData());
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText(TOOLS_ANALYTICS_TEXT.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading figures, then errors with a retry that loads again', async () => {
    let fail = true;
    const data = inMemoryAdminData();
    vi.spyOn(data, 'toolStats').mockImplementation(async () => {
      if (fail) throw new Error('offline');
      return STATS;
    });
    vi.spyOn(data.content, 'counts').mockReturnValue(new Promise(() => {}));
    const { user } = await open(data);
    const craft = card('Craft Ideas Generator');
    expect(within(craft).getAllByText('…').length).toBeGreaterThan(0);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TOOLS_OVERVIEW_TEXT.statsError);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: TOOLS_OVERVIEW_TEXT.retry }));
    expect(await within(craft).findByText('3 posts')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('where the tools are embedded', () => {
    // Some tests give every box a width: the next test lays out nothing again.
    afterEach(() => vi.restoreAllMocks());

    /** Twelve pages of the elf name generator, newest first: the first one on this site. */
    const ELF_PAGES: ToolPageRow[] = Array.from({ length: 12 }, (_, i) => ({
      origin: i === 0 ? window.location.origin : `https://blog-${i}.example`,
      path: `/elves/${i}`,
      impressions: 100 - i,
      uses: i === 0 ? 25 : 0,
      spreads: i === 0 ? 4 : 0,
      lastSeen: new Date(Date.UTC(2026, 11, 20 - i, 9)).toISOString(),
    }));
    const RECIPE_PAGE: ToolPageRow = {
      origin: 'https://cookies.example',
      path: '/',
      impressions: 0,
      uses: 3,
      spreads: 0,
      lastSeen: '2026-12-02T10:00:00Z',
    };

    async function openAnalytics(
      data = inMemoryAdminData({
        toolPages: { elfNameGenerator: ELF_PAGES, recipeGenerator: [RECIPE_PAGE] },
      }),
    ) {
      const page = await open(data);
      await page.user.click(screen.getByRole('tab', { name: 'Analytics' }));
      return page;
    }

    it('lists the pages embedding a tool, ours and others, with impressions, uses and the use rate', async () => {
      await openAnalytics();
      const table = await screen.findByRole('table', {
        name: TOOL_PAGES_TEXT.caption('Elf Name Generator'),
      });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Page', 'Impressions', 'Uses', 'Use Rate', 'Shares & Links', 'Last Seen']);
      const rows = tableRows(table);
      expect(rows).toHaveLength(10);
      expect(rows[0]).toEqual([
        `${window.location.host}/elves/0${TOOL_PAGES_TEXT.ours}`,
        '100',
        '25',
        '25%',
        '4',
        'December 20, 2026',
      ]);
      expect(rows[1]).toEqual([
        `blog-1.example/elves/1${TOOL_PAGES_TEXT.theirs}`,
        '99',
        '0',
        '0%',
        '0',
        'December 19, 2026',
      ]);
      expect(within(table).getByRole('link', { name: 'blog-1.example/elves/1' })).toHaveAttribute(
        'href',
        'https://blog-1.example/elves/1',
      );
    });

    it("shows the tool's impressions and uses by embed method next to its pages", async () => {
      await openAnalytics(
        inMemoryAdminData({
          toolPages: { elfNameGenerator: ELF_PAGES },
          toolMethods: {
            elfNameGenerator: {
              script: { impressions: 40, uses: 10 },
              markup: { impressions: 0, uses: 0 },
              element: { impressions: 8, uses: 2 },
              iframe: { impressions: 1200, uses: 300 },
            },
          },
        }),
      );
      const table = await screen.findByRole('table', {
        name: TOOL_PAGES_TEXT.methodsCaption('Elf Name Generator'),
      });
      expect(tableRows(table)).toEqual([
        [TOOL_PAGES_TEXT.methods.script, '40', '10', '25%'],
        [TOOL_PAGES_TEXT.methods.markup, '0', '0', '—'],
        [TOOL_PAGES_TEXT.methods.element, '8', '2', '25%'],
        [TOOL_PAGES_TEXT.methods.iframe, '1,200', '300', '25%'],
      ]);
      expect(
        screen.getByRole('table', { name: TOOL_PAGES_TEXT.caption('Elf Name Generator') }),
      ).toBeInTheDocument();
    });

    it('shows an iframe whose page is not known as unknown on its site, never as its home page', async () => {
      const unknown: ToolPageRow = { ...RECIPE_PAGE, origin: 'https://example.com', path: null };
      await openAnalytics(inMemoryAdminData({ toolPages: { elfNameGenerator: [unknown] } }));
      const table = await screen.findByRole('table', {
        name: TOOL_PAGES_TEXT.caption('Elf Name Generator'),
      });
      expect(tableRows(table)[0]![0]).toBe(
        `${TOOL_PAGES_TEXT.unknownPage('example.com')}${TOOL_PAGES_TEXT.theirs} · ${TOOL_PAGES_TEXT.unknownPageWhy}`,
      );
      expect(TOOL_PAGES_TEXT.unknownPage('example.com')).toBe('example.com (page unknown)');
      // No link to a page that does not embed anything.
      expect(within(table).queryByRole('link')).toBeNull();
    });

    it('shows our embed page opened on its own as such, at its own address', async () => {
      const alone: ToolPageRow = {
        ...RECIPE_PAGE,
        origin: window.location.origin,
        path: '/embed/elf-name',
      };
      await openAnalytics(inMemoryAdminData({ toolPages: { elfNameGenerator: [alone] } }));
      const table = await screen.findByRole('table', {
        name: TOOL_PAGES_TEXT.caption('Elf Name Generator'),
      });
      expect(tableRows(table)[0]![0]).toBe(
        `${window.location.host}/embed/elf-name${TOOL_PAGES_TEXT.ours} · ${TOOL_PAGES_TEXT.embedPageAlone}`,
      );
    });

    it('says when a table is wider than its box: a visible hint, and the box takes the keyboard under its name', async () => {
      // jsdom lays nothing out: every box is made 390 px wide, for content 640 px wide.
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(640);
      await openAnalytics();
      const caption = TOOL_PAGES_TEXT.caption('Elf Name Generator');
      const table = await screen.findByRole('table', { name: caption });
      const box = screen.getByRole('region', { name: DATA_TABLE_TEXT.scrolls(caption) });
      expect(box).toContainElement(table);
      expect(box).toHaveAttribute('tabindex', '0');
      expect(screen.getAllByText(DATA_TABLE_TEXT.scrollHint).length).toBeGreaterThan(0);
    });

    it('leaves a table that fits its box as it is: no hint, no stop for the keyboard', async () => {
      await openAnalytics();
      const caption = TOOL_PAGES_TEXT.caption('Elf Name Generator');
      const table = await screen.findByRole('table', { name: caption });
      expect(screen.queryByRole('region', { name: DATA_TABLE_TEXT.scrolls(caption) })).toBeNull();
      expect(table.parentElement).not.toHaveAttribute('tabindex');
      expect(screen.queryByText(DATA_TABLE_TEXT.scrollHint)).toBeNull();
    });

    it('shows a page path holding markup as literal text, creating no element or attribute', async () => {
      // Paths are stored as URLs hold them, but rows written before that, or by any later bug,
      // must still show as text.
      const path = `/login'onmouseover=alert(1)"><img src=x onerror=alert(2)><script>alert(3)</script>`;
      const hostile: ToolPageRow = { ...RECIPE_PAGE, origin: 'https://bank.example', path };
      await openAnalytics(inMemoryAdminData({ toolPages: { elfNameGenerator: [hostile] } }));
      const table = await screen.findByRole('table', {
        name: TOOL_PAGES_TEXT.caption('Elf Name Generator'),
      });
      const link = within(table).getByRole('link', { name: `bank.example${path}` });
      expect(link).toHaveAttribute('href', `https://bank.example${path}`);
      expect([...link.attributes].map((attribute) => attribute.name).sort()).toEqual([
        'href',
        'rel',
        'target',
      ]);
      expect(link.children).toHaveLength(0);
      expect(table.querySelector('img, script, [onmouseover], [onerror]')).toBeNull();
    });

    it('pages through older and newer pages, and shows another tool when chosen', async () => {
      const { user } = await openAnalytics();
      const caption = { name: TOOL_PAGES_TEXT.caption('Elf Name Generator') };
      await screen.findByRole('table', caption);
      expect(screen.queryByRole('button', { name: TOOL_PAGES_TEXT.newer })).toBeNull();
      await user.click(screen.getByRole('button', { name: TOOL_PAGES_TEXT.older }));
      await waitFor(() =>
        expect(tableRows(screen.getByRole('table', caption)).map((row) => row[1])).toEqual([
          '90',
          '89',
        ]),
      );
      expect(screen.queryByRole('button', { name: TOOL_PAGES_TEXT.older })).toBeNull();
      await user.click(screen.getByRole('button', { name: TOOL_PAGES_TEXT.newer }));
      await waitFor(() => expect(tableRows(screen.getByRole('table', caption))).toHaveLength(10));

      await user.selectOptions(
        screen.getByRole('combobox', { name: TOOL_PAGES_TEXT.tool }),
        'Holiday Recipe Generator',
      );
      const recipes = await screen.findByRole('table', {
        name: TOOL_PAGES_TEXT.caption('Holiday Recipe Generator'),
      });
      expect(tableRows(recipes)).toEqual([
        [`cookies.example/${TOOL_PAGES_TEXT.theirs}`, '0', '3', '—', '0', 'December 2, 2026'],
      ]);
      await user.selectOptions(
        screen.getByRole('combobox', { name: TOOL_PAGES_TEXT.tool }),
        'Elf Scene Generator',
      );
      expect(await screen.findByText(TOOL_PAGES_TEXT.empty)).toBeInTheDocument();
    });

    it('shows loading, then an error with a retry that loads again', async () => {
      // Each call waits until the test answers it.
      const pending: { answer?: () => void } = {};
      let fail = true;
      const data = inMemoryAdminData({ toolPages: { elfNameGenerator: ELF_PAGES } });
      const real = data.toolPages;
      vi.spyOn(data, 'toolPages').mockImplementation(
        (tool, after) =>
          new Promise((resolve, reject) => {
            pending.answer = () =>
              fail ? reject(new Error('offline')) : resolve(real(tool, after));
          }),
      );
      const { user } = await openAnalytics(data);
      expect(await screen.findByText(TOOL_PAGES_TEXT.loading)).toBeInTheDocument();
      pending.answer!();
      const alert = await screen.findByText(TOOL_PAGES_TEXT.error, { exact: false });
      fail = false;
      delete pending.answer;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText(TOOL_PAGES_TEXT.loading)).toBeInTheDocument();
      await waitFor(() => expect(pending.answer).toBeDefined());
      pending.answer!();
      expect(
        await screen.findByRole('table', { name: TOOL_PAGES_TEXT.caption('Elf Name Generator') }),
      ).toBeInTheDocument();
    });
  });

  describe('which ideas spread', () => {
    const CRAFT_RESULTS: ToolResultRow[] = [
      { kind: 'craft', key: 'c1', title: 'Paper Chain', shares: 3, linkOpens: 10, visits: 20 },
      { kind: 'craft', key: 'gone-1', title: null, shares: 1, linkOpens: 0, visits: 0 },
      { kind: 'craft', key: 'c2', title: 'Pom-pom Snowman', shares: 9, linkOpens: 40, visits: 51 },
    ];

    async function openSpread(
      data = inMemoryAdminData({ toolResults: { craftGenerator: CRAFT_RESULTS } }),
    ) {
      const page = await open(data);
      await page.user.click(screen.getByRole('tab', { name: 'Analytics' }));
      await page.user.selectOptions(
        await screen.findByRole('combobox', { name: TOOL_PAGES_TEXT.tool }),
        'Craft Ideas Generator',
      );
      return page;
    }

    it('lists the chosen tool’s results that spread most, with their titles and figures, a deleted one said so', async () => {
      await openSpread();
      const table = await screen.findByRole('table', {
        name: TOOL_RESULTS_TEXT.caption('Craft Ideas Generator'),
      });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Result', 'Shares', 'Link Opens', 'Page Visits']);
      expect(tableRows(table)).toEqual([
        ['Pom-pom Snowman', '9', '40', '51'],
        ['Paper Chain', '3', '10', '20'],
        [TOOL_RESULTS_TEXT.deleted('gone-1'), '1', '0', '0'],
      ]);
    });

    it('says when no result of the tool has spread yet', async () => {
      await openSpread(inMemoryAdminData());
      expect(await screen.findByText(TOOL_RESULTS_TEXT.empty)).toBeInTheDocument();
    });

    it('shows loading, then an error with a retry that loads again', async () => {
      let fail = true;
      const data = inMemoryAdminData({ toolResults: { craftGenerator: CRAFT_RESULTS } });
      const real = data.toolResults;
      vi.spyOn(data, 'toolResults').mockImplementation(async (tool) => {
        if (fail) throw new Error('offline');
        return real(tool);
      });
      const { user } = await openSpread(data);
      const alert = await screen.findByText(TOOL_RESULTS_TEXT.error, { exact: false });
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Pom-pom Snowman')).toBeInTheDocument();
    });
  });
});
