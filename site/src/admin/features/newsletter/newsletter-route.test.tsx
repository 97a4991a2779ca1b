import { act, screen, waitFor, within } from '@testing-library/react';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SENDS } from '@site/admin/testing/newsletter-fixtures';
import { NEWSLETTER_POLL_MS } from './newsletter-route';
import { NEWSLETTER_TEXT } from './newsletter-text';

async function open(
  seed: Parameters<typeof inMemoryAdminData>[0] = { newsletter: { sends: SENDS } },
) {
  const data = inMemoryAdminData(seed);
  const page = renderAdminPage('/admin/newsletter', data);
  await screen.findByRole('heading', { level: 1, name: NEWSLETTER_TEXT.heading });
  return { data, ...page };
}

const table = () => screen.getByRole('table', { name: NEWSLETTER_TEXT.caption });
const rowOf = (title: string) => within(table()).getByText(title).closest('tr')!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Newsletter page', () => {
  it('lists each send newest first with its post, date, figures and what it brought', async () => {
    await open();
    await screen.findByRole('table', { name: NEWSLETTER_TEXT.caption });
    expect(cells(rowOf('Elf on the Shelf ideas for the first week'))).toEqual([
      'Elf on the Shelf ideas for the first weekNovember 28, 2026',
      'Sent2 unconfirmed',
      '1,180 of 1,200',
      '12 / 6',
      '264 / 4',
      'Retry failedRetry unconfirmed',
    ]);
    expect(rowOf(NEWSLETTER_TEXT.deletedPost)).toHaveTextContent('Cancelled');
    const running = rowOf('Twelve elf arrival ideas');
    expect(
      within(running).getByRole('progressbar', { name: '415 of 1,203 mailed' }),
    ).toBeInTheDocument();
  });

  it('follows a send under way until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { data } = await open();
      await screen.findByRole('table', { name: NEWSLETTER_TEXT.caption });
      data.newsletter.progress('send-3', 788);
      await act(() => vi.advanceTimersByTimeAsync(NEWSLETTER_POLL_MS));
      await waitFor(() => expect(rowOf('Twelve elf arrival ideas')).toHaveTextContent('Sent'));
      expect(within(table()).queryByRole('progressbar')).toBeNull();
      expect(
        within(rowOf('Twelve elf arrival ideas')).queryByRole('button', {
          name: NEWSLETTER_TEXT.cancel,
        }),
      ).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries the failed only after a confirmation naming how many, once for a double click', async () => {
    const { user, data } = await open();
    const retries = vi.spyOn(data.newsletter, 'retry');
    await screen.findByRole('table', { name: NEWSLETTER_TEXT.caption });
    const retry = within(rowOf('Elf on the Shelf ideas for the first week')).getByRole('button', {
      name: NEWSLETTER_TEXT.retry.failed,
    });
    await user.click(retry);
    const dialog = await screen.findByRole('alertdialog', {
      name: NEWSLETTER_TEXT.retryTitle.failed,
    });
    expect(dialog).toHaveTextContent('12 recipients whose mail failed');
    expect((await data.newsletter.sends()).sends[1]!.counts.failed).toBe(12);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Mail 12 recipients again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(retries).toHaveBeenCalledTimes(1);
    const row = rowOf('Elf on the Shelf ideas for the first week');
    expect(row).toHaveTextContent('Sending');
    expect((await data.newsletter.sends()).sends[1]!.counts).toMatchObject({
      failed: 0,
      pending: 12,
    });
    expect(within(row).queryByRole('button', { name: NEWSLETTER_TEXT.retry.failed })).toBeNull();
    // The unconfirmed stay for their own choice.
    expect(
      within(row).getByRole('button', { name: NEWSLETTER_TEXT.retry.unconfirmed }),
    ).toBeInTheDocument();
  });

  it('cancels a send under way after a confirmation, and keeps it sending when told to', async () => {
    const { user } = await open();
    await screen.findByRole('table', { name: NEWSLETTER_TEXT.caption });
    const cancel = () =>
      within(rowOf('Twelve elf arrival ideas')).getByRole('button', {
        name: NEWSLETTER_TEXT.cancel,
      });
    await user.click(cancel());
    let dialog = await screen.findByRole('alertdialog', { name: NEWSLETTER_TEXT.cancelTitle });
    expect(dialog).toHaveTextContent('788 recipients not reached yet');
    await user.click(within(dialog).getByRole('button', { name: NEWSLETTER_TEXT.keepSending }));
    await waitFor(() => expect(cancel()).toHaveFocus());
    expect(rowOf('Twelve elf arrival ideas')).toHaveTextContent('Sending');

    await user.click(cancel());
    dialog = await screen.findByRole('alertdialog', { name: NEWSLETTER_TEXT.cancelTitle });
    await user.click(within(dialog).getByRole('button', { name: NEWSLETTER_TEXT.cancelConfirm }));
    await waitFor(() => expect(rowOf('Twelve elf arrival ideas')).toHaveTextContent('Cancelled'));
  });

  it('says when nothing was mailed yet', async () => {
    await open({});
    expect(await screen.findByText(NEWSLETTER_TEXT.empty)).toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    await open({ newsletter: { sends: SENDS, failing: ['sends'] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NEWSLETTER_TEXT.loadFailed);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
