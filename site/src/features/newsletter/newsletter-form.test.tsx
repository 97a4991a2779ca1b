import { act, fireEvent, render, screen } from '@testing-library/react';
import { NEWSLETTER_TEXT } from '@core/newsletter';
import { DEFAULT_SITE_SETTINGS } from '@core/settings';
import { AppShell } from '../../app/app-shell';
import { Toaster } from '../../components/toaster';
import { NEWSLETTER_TOAST_MS, NewsletterForm } from './newsletter-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderForm(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <Toaster>
        <NewsletterForm />
      </Toaster>
    </AppShell>,
  );
  const input = screen.getByLabelText('Email address');
  fireEvent.change(input, { target: { value: 'parent@elf.test' } });
  return input;
}

describe('NewsletterForm', () => {
  it('clears the input and shows the success toast for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const input = renderForm(new Response(JSON.stringify({ subscribed: true, new: true })));
    await act(async () => fireEvent.submit(input.closest('form')!));
    expect(await screen.findByTestId('toast')).toHaveTextContent(NEWSLETTER_TEXT.success);
    expect(input).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(NEWSLETTER_TOAST_MS + 500));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('keeps a refused address and says why beside the field until it is edited', async () => {
    const input = renderForm(
      new Response(JSON.stringify({ error: NEWSLETTER_TEXT.invalid }), { status: 400 }),
    );
    await act(async () => fireEvent.submit(input.closest('form')!));
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_TEXT.invalid);
    expect(input).toHaveValue('parent@elf.test');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(NEWSLETTER_TEXT.invalid);
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'parent@elf.example' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows other failures, such as too many attempts, as a toast', async () => {
    const input = renderForm(
      new Response(JSON.stringify({ error: NEWSLETTER_TEXT.tooMany }), { status: 429 }),
    );
    await act(async () => fireEvent.submit(input.closest('form')!));
    expect(await screen.findByTestId('toast')).toHaveTextContent(NEWSLETTER_TEXT.tooMany);
    expect(input).toHaveValue('parent@elf.test');
  });
});
