import { screen, waitFor, within } from '@testing-library/react';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { sampleSubscriber } from '@site/admin/testing/in-memory-subscribers';
import { SUBSCRIBERS } from '@site/admin/testing/subscriber-fixtures';
import { SUBSCRIBERS_TEXT } from './subscribers-text';

async function open(
  path = '/admin/subscribers',
  seed: Parameters<typeof inMemoryAdminData>[0] = {},
) {
  const data = inMemoryAdminData({ subscribers: { stored: SUBSCRIBERS }, ...seed });
  const page = renderAdminPage(path, data);
  await screen.findByRole('heading', { level: 1, name: SUBSCRIBERS_TEXT.heading });
  return { data, ...page };
}

const table = () => screen.getByRole('table', { name: SUBSCRIBERS_TEXT.caption });
const emailsShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('Subscribers page', () => {
  it('lists the subscribers newest first, with status, dates and the page of the form', async () => {
    await open();
    await screen.findByRole('table', { name: SUBSCRIBERS_TEXT.caption });
    expect(emailsShown()).toEqual([
      'holly.berry@elf.test',
      'jingle.jones@elf.test',
      'snowy.owl@northpole.test',
      'tinsel.t@elf.test',
      'early.bird@elf.test',
    ]);
    const early = within(table()).getByText('early.bird@elf.test').closest('tr')!;
    expect(early).toHaveTextContent('Confirmed');
    expect(early).toHaveTextContent('December 3, 2025');
    expect(early).toHaveTextContent(SUBSCRIBERS_TEXT.noPage);
    const holly = within(table()).getByText('holly.berry@elf.test').closest('tr')!;
    expect(holly).toHaveTextContent('Waiting');
    expect(holly).toHaveTextContent('/blog/elf-on-the-shelf-ideas');
  });

  it('searches by part of the address and filters by status, keeping both in the address', async () => {
    const { user, router } = await open();
    await user.type(
      await screen.findByRole('searchbox', { name: SUBSCRIBERS_TEXT.searchLabel }),
      'ELF.TEST',
    );
    await waitFor(() => expect(emailsShown()).not.toContain('snowy.owl@northpole.test'));
    await user.selectOptions(
      screen.getByRole('combobox', { name: SUBSCRIBERS_TEXT.filterLabel }),
      'Confirmed',
    );
    await waitFor(() =>
      expect(emailsShown()).toEqual(['jingle.jones@elf.test', 'early.bird@elf.test']),
    );
    expect(router.state.location.search).toBe('?q=ELF.TEST&status=confirmed');
  });

  it('shows an address a send bounced for good as Bounced, and filters by it', async () => {
    const bounced = sampleSubscriber({
      email: 'frost.bite@elf.test',
      createdAt: '2026-11-26T08:00:00.000Z',
      bouncedAt: '2026-11-28T08:00:00.000Z',
    });
    const { user, router } = await open('/admin/subscribers', {
      subscribers: { stored: [...SUBSCRIBERS, bounced] },
    });
    await screen.findByRole('table', { name: SUBSCRIBERS_TEXT.caption });
    const row = within(table()).getByText('frost.bite@elf.test').closest('tr')!;
    expect(row).toHaveTextContent('Bounced');
    expect(row).not.toHaveTextContent('Confirmed');
    const filter = screen.getByRole('combobox', { name: SUBSCRIBERS_TEXT.filterLabel });
    await user.selectOptions(filter, 'Bounced');
    await waitFor(() => expect(emailsShown()).toEqual(['frost.bite@elf.test']));
    expect(router.state.location.search).toBe('?status=bounced');
    await user.selectOptions(filter, 'Confirmed');
    await waitFor(() => expect(emailsShown()).not.toContain('frost.bite@elf.test'));
  });

  it('says when a search matches nobody', async () => {
    await open('/admin/subscribers?q=nobody');
    expect(await screen.findByText(SUBSCRIBERS_TEXT.noMatch)).toBeInTheDocument();
  });

  it('says when there are no subscribers yet', async () => {
    await open('/admin/subscribers', { subscribers: {} });
    expect(await screen.findByText(SUBSCRIBERS_TEXT.empty)).toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    await open('/admin/subscribers', { subscribers: { stored: SUBSCRIBERS, failing: ['list'] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SUBSCRIBERS_TEXT.loadFailed);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('exports the confirmed addresses as a CSV file', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:subscribers';
    });
    URL.revokeObjectURL = vi.fn();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: SUBSCRIBERS_TEXT.exportCsv }));
    expect(await screen.findByText(SUBSCRIBERS_TEXT.exported(3))).toBeInTheDocument();
    expect((await saved[0]!.text()).split('\r\n')).toEqual([
      'email,confirmed at,source',
      // In the order they confirmed, as a mail service imports them.
      'early.bird@elf.test,2025-12-03T07:30:00.000Z,',
      'snowy.owl@northpole.test,2026-11-10T12:00:00.000Z,/generators/craft-generator',
      'jingle.jones@elf.test,2026-11-25T09:00:00.000Z,/',
    ]);
  });

  it('erases the chosen subscribers after one confirmation, the focus back on the list', async () => {
    const { user, data } = await open();
    await user.click(await screen.findByRole('checkbox', { name: 'Select holly.berry@elf.test' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select tinsel.t@elf.test' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete 2 subscribers?');
    expect(dialog).toHaveTextContent(SUBSCRIBERS_TEXT.eraseNote);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(emailsShown()).toHaveLength(3));
    expect(emailsShown()).not.toContain('holly.berry@elf.test');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-label', 'Subscribers'),
    );
    expect((await data.subscribers.list({ q: 'tinsel' })).subscribers).toEqual([]);
  });
});
