import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@core/admin/audit';
import { BACKUP_TEXT } from '@core/admin/backup';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { ACTIVITY_ENTRY_TEXT, formatActivityTime } from './activity-entry';
import { auditEntry, SAMPLE_ACTIVITY } from './activity-fixtures';
import { ACTIVITY_TEXT } from './activity-route';

async function open(
  data = inMemoryAdminData({ activity: SAMPLE_ACTIVITY }),
  path = '/admin/activity',
) {
  const page = renderAdminPage(path, data);
  // The page is a lazy chunk: its first load in a busy test run can take a few seconds.
  await screen.findByRole('heading', { level: 1, name: ACTIVITY_TEXT.title });
  return { ...page, data };
}

const headlines = () =>
  within(screen.getByRole('list', { name: 'Changes, newest first' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

const entryOf = (text: RegExp) =>
  screen.getByRole('heading', { level: 2, name: text }).closest('li')!;

const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

/** Entries one minute apart, newest first by id number. */
const many = (n: number): AuditEntry[] =>
  Array.from({ length: n }, (_, i) =>
    auditEntry(`e${i + 1}`, i + 1, {
      label: `Name ${i + 1}`,
      changes: [{ documentId: `p${i}`, before: null, after: { value: `Name ${i + 1}` } }],
    }),
  );

// The first render of a lazy page is slow when the machine is busy.
describe('activity', () => {
  it('lists who did what and when, newest first', async () => {
    await open();
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(headlines()).toEqual([
      'owner@elf.example deleted the suffix “toes”',
      'owner@elf.example created the prefix “Frosty”',
      'user admin-2 updated the post “Elf Arrival Ideas”',
      'owner@elf.example imported 120 recipes',
    ]);
    const deleted = entryOf(/deleted the suffix/);
    const time = within(deleted).getByText(formatActivityTime(SAMPLE_ACTIVITY[0]!.at));
    expect(time).toHaveAttribute('datetime', SAMPLE_ACTIVITY[0]!.at);
    expect(deleted).toHaveTextContent('Elf names');
  });

  it('says how long entries are kept', async () => {
    await open();
    expect(await screen.findByText('Entries are kept for 13 months, then deleted.')).toBeVisible();
  });

  it('shows the values before and after in words: only what an update changed', async () => {
    await open();
    await screen.findAllByRole('heading', { level: 2 });
    const updated = entryOf(/updated the post/);
    expect(tableRows(within(updated).getByRole('table'))).toEqual([
      ['Published', 'No', 'Yes'],
      ['Author', 'Ann', 'Elf Letter Team'],
    ]);
    const deleted = entryOf(/deleted the suffix/);
    expect(tableRows(within(deleted).getByRole('table', { hidden: true }))).toEqual([
      ['Name', 'toes', '—'],
      ['Category', 'custom', '—'],
    ]);
  });

  it('says how many changes of an import are not listed', async () => {
    await open();
    await screen.findAllByRole('heading', { level: 2 });
    const imported = entryOf(/imported 120 recipes/);
    expect(imported).toHaveTextContent(ACTIVITY_ENTRY_TEXT.changesOf(5, 120));
    expect(imported).toHaveTextContent(ACTIVITY_ENTRY_TEXT.more(115));
    expect(within(imported).getAllByRole('table', { hidden: true })).toHaveLength(5);
  });

  it('lists a backup download, which changed nothing, under Site settings', async () => {
    const download = auditEntry('b1', 5, {
      area: 'site',
      action: 'export',
      collection: 'backup',
      label: BACKUP_TEXT.downloadAuditLabel(1204, 18),
    });
    await open(inMemoryAdminData({ activity: [download] }), '/admin/activity?area=site');
    await waitFor(() =>
      expect(headlines()).toEqual([
        'owner@elf.example downloaded a backup of the site: 1,204 documents and 18 files, personal data included',
      ]),
    );
    expect(
      within(entryOf(/downloaded a backup/)).queryByRole('table', { hidden: true }),
    ).toBeNull();
  });

  it('filters by area, in the address too', async () => {
    const { user, router } = await open();
    await screen.findAllByRole('heading', { level: 2 });
    await user.selectOptions(screen.getByLabelText(ACTIVITY_TEXT.area), 'Posts');
    await waitFor(() =>
      expect(headlines()).toEqual(['user admin-2 updated the post “Elf Arrival Ideas”']),
    );
    expect(router.state.location.search).toBe('?area=posts');
    await user.selectOptions(screen.getByLabelText(ACTIVITY_TEXT.area), 'Crafts');
    expect(await screen.findByText(ACTIVITY_TEXT.emptyArea('crafts'))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(ACTIVITY_TEXT.area), ACTIVITY_TEXT.allAreas);
    await waitFor(() => expect(headlines()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the area the address names', async () => {
    await open(inMemoryAdminData({ activity: SAMPLE_ACTIVITY }), '/admin/activity?area=recipes');
    await waitFor(() => expect(headlines()).toEqual(['owner@elf.example imported 120 recipes']));
    expect(screen.getByLabelText(ACTIVITY_TEXT.area)).toHaveValue('recipes');
  });

  it('loads 50 at a time, then more with Load more', async () => {
    const data = inMemoryAdminData({ activity: many(55) });
    const activity = vi.spyOn(data, 'activity');
    const { user } = await open(data);
    await waitFor(() => expect(headlines()).toHaveLength(50));
    expect(headlines()[49]).toContain('Name 50');
    await user.click(screen.getByRole('button', { name: ACTIVITY_TEXT.loadMore }));
    await waitFor(() => expect(headlines()).toHaveLength(55));
    expect(headlines()[54]).toContain('Name 55');
    expect(activity).toHaveBeenLastCalledWith({ area: undefined, before: 'e50' });
    expect(screen.queryByRole('button', { name: ACTIVITY_TEXT.loadMore })).not.toBeInTheDocument();
  });

  it('says so when more cannot be loaded, keeping what is shown and the button', async () => {
    const data = inMemoryAdminData({ activity: many(55) });
    const { user } = await open(data);
    await waitFor(() => expect(headlines()).toHaveLength(50));
    vi.spyOn(data, 'activity').mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: ACTIVITY_TEXT.loadMore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVITY_TEXT.moreError);
    expect(headlines()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: ACTIVITY_TEXT.loadMore }));
    await waitFor(() => expect(headlines()).toHaveLength(55));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when nothing was recorded yet', async () => {
    await open(inMemoryAdminData());
    expect(await screen.findByText(ACTIVITY_TEXT.empty)).toBeInTheDocument();
  });

  it('shows loading, then the error with Try again, which loads again', async () => {
    const data = inMemoryAdminData({ activity: SAMPLE_ACTIVITY });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = data.activity;
    vi.spyOn(data, 'activity')
      .mockImplementationOnce(() => gate.then(() => Promise.reject(new Error('offline'))))
      .mockImplementation(real);
    const { user } = await open(data);
    expect(screen.getByText(ACTIVITY_TEXT.loading)).toHaveAttribute('role', 'status');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACTIVITY_TEXT.error);
    await user.click(within(alert).getByRole('button', { name: ACTIVITY_TEXT.retry }));
    await waitFor(() => expect(headlines()).toHaveLength(4));
  });
});
