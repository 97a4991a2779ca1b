import { act, screen } from '@testing-library/react';
import { showPageToast } from './page-toasts';

describe("a public page's toasts", () => {
  it('load with the first toast and show one at a time, the newest', async () => {
    expect(document.querySelector('[data-page-toaster]')).toBeNull();
    act(() => showPageToast({ title: 'First' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('First');
    act(() => showPageToast({ title: 'Second', variant: 'destructive' }));
    await screen.findByText('Second');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(document.querySelectorAll('[data-page-toaster]')).toHaveLength(1);
  });
});
