import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { DECODE_TEXT } from '@core/import/decode-file';
import { IMPORT_TEXT } from '@core/import/parse-table';
import type { Redirect } from '@core/redirects/redirect-api';
import { CHECK_TEXT } from '@core/redirects/redirect-checks';
import { REDIRECT_TEXT } from '@core/redirects/redirect-schema';
import { renderAdminPage, toastAction } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { sampleRedirect } from '@site/admin/testing/in-memory-redirects';
import { IMPORT_UNDO_PANEL_TEXT as UNDO } from '@site/admin/components/import-panel/import-undo';
import { REDIRECTS_TEXT } from './redirects-text';

const REDIRECTS: Redirect[] = [
  sampleRedirect({
    sourcePath: '/articles/elf-ideas',
    targetPath: '/blog/elf-ideas',
    accessCount: 120,
    lastAccessedAt: '2026-11-20T10:00:00.000Z',
    notes: 'Built-in article redirect',
  }),
  sampleRedirect({ sourcePath: '/letters', targetPath: '/blog', statusCode: 302, accessCount: 7 }),
  sampleRedirect({
    sourcePath: '/old-recipes',
    targetPath: '/blog/cocoa',
    statusCode: 308,
    isActive: false,
    notes: 'Kept for reference',
  }),
];

/** The page over these redirects, once its code has loaded (a lazy chunk, slow on a busy machine). */
async function open(redirects = REDIRECTS, extra: Parameters<typeof inMemoryAdminData>[0] = {}) {
  const data = inMemoryAdminData({ ...extra, redirects: { redirects, ...extra.redirects } });
  const rendered = renderAdminPage('/admin/redirects', data);
  await screen.findByRole('heading', { name: 'URL Redirects', level: 1 }, { timeout: 20_000 });
  return { data, ...rendered };
}

const sourcesShown = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

const toast = (title: string) => screen.findByText(title);

/** Edge settings with every field and a token, as a configured site has them. */
const CONFIGURED_EDGE = {
  accountId: 'a'.repeat(32),
  listId: 'b'.repeat(32),
  siteHost: 'elfletter.example',
  apiHost: 'api.cloudflare.com',
  itemLimit: 500,
  tokenSet: true,
};

describe('URL Redirects admin', () => {
  it('shows the buttons, the two cards, the stats with rounded percents and the top redirects', async () => {
    await open();
    for (const name of [
      'Sync to Cloudflare',
      'Refresh',
      'Export CSV',
      'Import CSV',
      'New Redirect',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(screen.getByRole('region', { name: 'Article Redirects' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How Redirects Work' })).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    await within(overview).findByText('67% of all redirects');
    expect(within(overview).getByText('33% of all redirects')).toBeInTheDocument();
    expect(within(overview).getByText('127')).toBeInTheDocument();
    const top = within(overview).getByRole('list');
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['/articles/elf-ideas → /blog/elf-ideas120', '/letters → /blog7']);
  });

  it('lists redirects by source path with status, active and hits with last access', async () => {
    await open();
    await screen.findByRole('table', { name: 'Redirects' });
    expect(sourcesShown()).toEqual(['/articles/elf-ideas', '/letters', '/old-recipes']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Source Path',
      'Target Path',
      'Status',
      'Active',
      'Hits',
      'Actions',
    ]);
    const row = screen.getByRole('row', { name: /old-recipes/ });
    expect(within(row).getByText('308')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /elf-ideas/ })).getByText('November 20, 2026'),
    ).toBeInTheDocument();
  });

  it('searches paths and notes, filters by status, and says when nothing is there', async () => {
    const { user } = await open();
    await screen.findByRole('table', { name: 'Redirects' });
    await user.type(screen.getByPlaceholderText(REDIRECTS_TEXT.search), 'REFERENCE');
    expect(sourcesShown()).toEqual(['/old-recipes']);
    await user.clear(screen.getByPlaceholderText(REDIRECTS_TEXT.search));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Show redirects' }),
      'Active Only',
    );
    expect(sourcesShown()).toEqual(['/articles/elf-ideas', '/letters']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Show redirects' }),
      'Inactive Only',
    );
    expect(sourcesShown()).toEqual(['/old-recipes']);
  });

  it('says the spec’s empty text when there are no redirects', async () => {
    await open([]);
    expect(
      await screen.findByText('No redirects found. Create your first redirect or import from CSV.'),
    ).toBeInTheDocument();
  });

  it('shows Failed to load redirects when the list cannot be read', async () => {
    await open(REDIRECTS, { redirects: { failing: ['list'] } });
    expect(await screen.findAllByText(REDIRECTS_TEXT.loadFailed)).not.toHaveLength(0);
  });

  it('creates a redirect: the spec’s messages first, then saved with a toast and a reset form', async () => {
    const { user, data } = await open();
    await screen.findByRole('table', { name: 'Redirects' });
    await user.click(screen.getByRole('button', { name: 'New Redirect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Redirect' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Redirect' }));
    expect(within(dialog).getByText('Source path is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Target path is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Source Path/), 'old page');
    await user.type(within(dialog).getByLabelText(/Target Path/), '/blog/new-page');
    await user.click(within(dialog).getByRole('button', { name: 'Save Redirect' }));
    expect(within(dialog).getByText(REDIRECT_TEXT.sourceInvalid)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Source Path/));
    await user.type(within(dialog).getByLabelText(/Source Path/), '/old-page/');
    await user.selectOptions(
      within(dialog).getByLabelText('Status Code'),
      '307 - Temporary (keep method)',
    );
    await user.click(within(dialog).getByRole('switch'));
    await user.type(within(dialog).getByLabelText('Notes'), 'Moved');
    await user.click(within(dialog).getByRole('button', { name: 'Save Redirect' }));
    expect(await toast('Redirect created successfully')).toBeInTheDocument();
    expect(data.redirects.all().find((r) => r.sourcePath === '/old-page')).toMatchObject({
      targetPath: '/blog/new-page',
      statusCode: 307,
      isActive: false,
      notes: 'Moved',
    });
    await waitFor(() => expect(sourcesShown()).toContain('/old-page'));

    await user.click(screen.getByRole('button', { name: 'New Redirect' }));
    const again = await screen.findByRole('dialog', { name: 'Create Redirect' });
    expect(within(again).getByLabelText(/Source Path/)).toHaveValue('');
    expect(within(again).getByLabelText(/Target Path/)).toHaveValue('');
  });

  it('shows a taken source path and a loop beside their fields, as the server says them', async () => {
    const { user } = await open([
      ...REDIRECTS,
      sampleRedirect({ sourcePath: '/b', targetPath: '/a' }),
    ]);
    await screen.findByRole('table', { name: 'Redirects' });
    await user.click(screen.getByRole('button', { name: 'New Redirect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Redirect' });
    await user.type(within(dialog).getByLabelText(/Source Path/), '/LETTERS');
    await user.type(within(dialog).getByLabelText(/Target Path/), '/about');
    await user.click(within(dialog).getByRole('button', { name: 'Save Redirect' }));
    expect(await within(dialog).findByText(REDIRECT_TEXT.duplicate)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Source Path/));
    await user.type(within(dialog).getByLabelText(/Source Path/), '/a');
    await user.clear(within(dialog).getByLabelText(/Target Path/));
    await user.type(within(dialog).getByLabelText(/Target Path/), '/b');
    await user.click(within(dialog).getByRole('button', { name: 'Save Redirect' }));
    expect(
      await within(dialog).findByText(CHECK_TEXT.loop(['/a', '/b', '/a'])),
    ).toBeInTheDocument();
  });

  it('warns of a chain and points the redirect at the chain’s end in one click', async () => {
    const { user, data } = await open();
    await screen.findByRole('table', { name: 'Redirects' });
    await user.click(screen.getByRole('button', { name: 'New Redirect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Redirect' });
    await user.type(within(dialog).getByLabelText(/Source Path/), '/older-letters');
    await user.type(within(dialog).getByLabelText(/Target Path/), '/letters');
    await user.click(within(dialog).getByRole('button', { name: 'Save Redirect' }));
    expect(
      await within(dialog).findByText(CHECK_TEXT.chain('/older-letters', '/letters', '/blog')),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Point at /blog' }));
    expect(await toast('Redirect created successfully')).toBeInTheDocument();
    expect(data.redirects.all().find((r) => r.sourcePath === '/older-letters')?.targetPath).toBe(
      '/blog',
    );
  });

  it('edits a redirect and deletes one after confirming', async () => {
    const { user, data } = await open();
    await screen.findByRole('table', { name: 'Redirects' });
    await user.click(screen.getByRole('button', { name: 'Edit redirect from /letters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Redirect' });
    expect(within(dialog).getByLabelText(/Target Path/)).toHaveValue('/blog');
    await user.clear(within(dialog).getByLabelText(/Target Path/));
    await user.type(within(dialog).getByLabelText(/Target Path/), '/about');
    await user.click(within(dialog).getByRole('button', { name: 'Save Redirect' }));
    expect(await toast('Redirect updated successfully')).toBeInTheDocument();
    expect(data.redirects.all().find((r) => r.sourcePath === '/letters')?.targetPath).toBe(
      '/about',
    );

    await user.click(screen.getByRole('button', { name: 'Delete redirect from /old-recipes' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Redirect' });
    expect(confirm).toHaveTextContent('/old-recipes');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await toast('Redirect deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(sourcesShown()).not.toContain('/old-recipes'));
  });

  it('imports CSV after a check: per-row reasons, then Import complete with N imported, M failed', async () => {
    const { user, data } = await open();
    await screen.findByRole('table', { name: 'Redirects' });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Redirects from CSV' });
    const csv =
      'source_path,target_path,status_code\nnew-one,/blog/one,302\n/letters,/blog,301\n/bad path,/blog,301\n/new-two,/blog/two,abc';
    await user.click(within(dialog).getByLabelText('CSV text'));
    await user.paste(csv);
    expect(within(dialog).getByRole('button', { name: 'Import 0 Redirects' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Check Rows' }));
    expect(
      await within(dialog).findByText('2 new, 1 already there, 1 refused'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Already exists/)).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(REDIRECT_TEXT.sourceInvalid))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 Redirects' }));
    expect(await toast('Import complete')).toBeInTheDocument();
    expect(screen.getByText('2 imported, 1 failed')).toBeInTheDocument();
    expect(data.redirects.all().find((r) => r.sourcePath === '/new-one')?.statusCode).toBe(302);
    expect(data.redirects.all().find((r) => r.sourcePath === '/new-two')?.statusCode).toBe(301);
  });

  it('undoes a CSV import from its toast: asks, removes the redirects it created, says so', async () => {
    const { user, data } = await open();
    await screen.findByRole('table', { name: 'Redirects' });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Redirects from CSV' });
    await user.click(within(dialog).getByLabelText('CSV text'));
    await user.paste('source_path,target_path\n/new-one,/blog/one\n/new-two,/blog/two');
    await user.click(within(dialog).getByRole('button', { name: 'Check Rows' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 Redirects' }));
    const complete = screen.getByTestId('toast');
    await waitFor(() => expect(complete).toHaveTextContent('2 imported, 0 failed'));
    await user.click(await toastAction(UNDO.undo));
    const confirm = await screen.findByRole('alertdialog', { name: UNDO.title });
    expect(confirm).toHaveTextContent(
      UNDO.text({ imported: 2 }, { one: 'redirect', many: 'redirects' }),
    );
    await user.click(within(confirm).getByRole('button', { name: UNDO.confirm }));
    expect(await toast(UNDO.undone)).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Removed 2 redirects this import created.',
    );
    expect(data.redirects.all().map((r) => r.sourcePath)).toEqual(
      REDIRECTS.map((r) => r.sourcePath).sort(),
    );
  });

  it('keeps the toast when its undo is cancelled: focus back on Undo import, which still works', async () => {
    const { user, data } = await open();
    await screen.findByRole('table', { name: 'Redirects' });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Redirects from CSV' });
    await user.click(within(dialog).getByLabelText('CSV text'));
    await user.paste('source_path,target_path\n/new-one,/blog/one');
    await user.click(within(dialog).getByRole('button', { name: 'Check Rows' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 Redirect' }));
    const undo = await toastAction(UNDO.undo);
    await user.click(undo);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: UNDO.title })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: UNDO.title });
    await user.click(within(confirm).getByRole('button', { name: UNDO.confirm }));
    expect(await toast(UNDO.undone)).toBeInTheDocument();
    expect(data.redirects.all().some((r) => r.sourcePath === '/new-one')).toBe(false);
  });

  it('says why a file cannot be read, in the dialog: the server’s message and its detail', async () => {
    const { user } = await open();
    await screen.findByRole('table', { name: 'Redirects' });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Redirects from CSV' });
    await user.click(within(dialog).getByLabelText('CSV text'));
    await user.paste('source_path,"target_path\n/a,/b');
    await user.click(within(dialog).getByRole('button', { name: 'Check Rows' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${IMPORT_TEXT.invalidCsv} ${IMPORT_TEXT.badHeaderQuotes}`,
    );
  });

  it('reads a chosen Windows-1252 file from its bytes and says so in the check', async () => {
    const { user } = await open();
    await screen.findByRole('table', { name: 'Redirects' });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Redirects from CSV' });
    const bytes = readFileSync(
      join(__dirname, '../../../../../test/fixtures/imports/redirects-windows-1252.csv'),
    );
    await user.upload(
      within(dialog).getByLabelText('Or choose a CSV file'),
      new File([bytes], 'redirects-windows-1252.csv', { type: 'text/csv' }),
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText('CSV text') as HTMLTextAreaElement).value).toContain(
        'Café “quoted”',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Check Rows' }));
    expect(await within(dialog).findByText('2 new, 0 already there, 0 refused')).toBeVisible();
    expect(within(dialog).getByText(DECODE_TEXT.readAs('Windows-1252'))).toBeVisible();
  });

  it('imports the 35 article redirects, then says they all exist', async () => {
    const { user, data } = await open([]);
    await user.click(await screen.findByRole('button', { name: 'Import Article Redirects' }));
    expect(await toast('Import Complete')).toBeInTheDocument();
    expect(screen.getByText('Imported 35 redirects')).toBeInTheDocument();
    expect(data.redirects.all()).toHaveLength(35);
    await user.click(screen.getByRole('button', { name: 'Import Article Redirects' }));
    expect(await toast('All redirects already exist')).toBeInTheDocument();
  });

  it('says what is wrong when Sync is not configured', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Sync to Cloudflare' }));
    expect(await toast('Sync Failed')).toBeInTheDocument();
    // Within the toast: Radix also copies a toast's text into a live region for a moment.
    expect(
      within(screen.getByTestId('toast')).getByText(
        /Cloudflare sync is not configured.*\(HTTP 400 Bad Request\)/,
      ),
    ).toBeInTheDocument();
  });

  it('syncs when configured, with the spec’s success text', async () => {
    const { user } = await open(REDIRECTS, {
      redirects: {
        edgeSettings: CONFIGURED_EDGE,
      },
    });
    await screen.findByRole('table', { name: 'Redirects' });
    await user.click(screen.getByRole('button', { name: 'Sync to Cloudflare' }));
    expect(await toast('Redirects Synced')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Successfully synced 2 redirects to Cloudflare. Deploy to activate instant redirects',
      ),
    ).toBeInTheDocument();
  });

  it('asks no API address in Edge Settings, and says where the token goes', async () => {
    const { user } = await open(REDIRECTS, {
      redirects: {
        edgeSettings: CONFIGURED_EDGE,
      },
    });
    await user.click(await screen.findByRole('button', { name: REDIRECTS_TEXT.edgeSettings }));
    const dialog = await screen.findByRole('dialog', { name: 'Cloudflare Edge Settings' });
    expect(within(dialog).queryByLabelText(/API base URL/)).toBeNull();
    expect(
      within(dialog).getByText(/only sent to api\.cloudflare\.com \(server configuration\)/),
    ).toBeInTheDocument();
  });

  it('asks for an API token until one is saved, once the other fields are right', async () => {
    const { user, data } = await open();
    const save = vi.spyOn(data.redirects, 'saveEdgeSettings');
    await user.click(await screen.findByRole('button', { name: REDIRECTS_TEXT.edgeSettings }));
    const dialog = await screen.findByRole('dialog', { name: 'Cloudflare Edge Settings' });
    const saveSettings = within(dialog).getByRole('button', { name: 'Save Settings' });
    await user.type(within(dialog).getByLabelText(/Account ID/), 'not hex');
    await user.click(saveSettings);
    expect(await within(dialog).findByText('Account ID: 32 hexadecimal characters')).toBeVisible();
    expect(within(dialog).queryByText('API token is required')).toBeNull();

    await user.clear(within(dialog).getByLabelText(/Account ID/));
    await user.type(within(dialog).getByLabelText(/Account ID/), CONFIGURED_EDGE.accountId);
    await user.type(within(dialog).getByLabelText(/Bulk Redirect List ID/), CONFIGURED_EDGE.listId);
    await user.type(within(dialog).getByLabelText(/Site host/), CONFIGURED_EDGE.siteHost);
    await user.click(saveSettings);
    expect(await within(dialog).findByText('API token is required')).toBeVisible();
    expect(save).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/API token/), 'token');
    await user.click(saveSettings);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await data.redirects.edgeSettings()).tokenSet).toBe(true);
  });

  it('keeps 10,000 redirects in a 600 px window: only the rows in view are in the page', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      sampleRedirect({ sourcePath: `/old/${String(i).padStart(5, '0')}`, targetPath: '/blog' }),
    );
    await open(many);
    const table = await screen.findByRole('table', { name: 'Redirects' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => r.hasAttribute('aria-rowindex'));
    expect(rows.length).toBeLessThan(40);
    expect(sourcesShown()[0]).toBe('/old/00000');
  });

  it('creates a redirect from a 404 log entry in one click', async () => {
    const { user } = await open(REDIRECTS, {
      redirects: {
        notFound: [
          {
            id: 'x',
            path: '/old-shop',
            count: 12,
            lastSeenAt: '2026-11-21T08:00:00.000Z',
            lastReferrer: 'https://forum.example/thread',
            redirectable: true,
            redirected: false,
          },
        ],
      },
    });
    const log = await screen.findByRole('region', { name: 'Not Found (404) Log' });
    await user.click(
      await within(log).findByRole('button', { name: 'Create redirect from /old-shop' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Redirect' });
    expect(within(dialog).getByLabelText(/Source Path/)).toHaveValue('/old-shop');
  });

  it('deletes several redirects at once after one confirmation, and updates the figures', async () => {
    const { data, user } = await open();
    const removeMany = vi.spyOn(data.redirects, 'removeMany');
    await user.click(await screen.findByRole('checkbox', { name: 'Select /letters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select /old-recipes' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete 2 redirects?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sourcesShown()).toEqual(['/articles/elf-ideas']));
    expect(removeMany).toHaveBeenCalledTimes(1);
    expect((await data.redirects.list()).map((r) => r.sourcePath)).toEqual(['/articles/elf-ideas']);
    expect(await toast('Deleted 2 redirects')).toBeInTheDocument();
  });
});
