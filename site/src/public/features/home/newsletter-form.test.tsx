import { act, fireEvent, render, screen } from '@testing-library/react';
import { NEWSLETTER_TEXT, type NewsletterResult } from '@core/newsletter/newsletter';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { Toaster } from '@site/shared/components/toaster';
import { NewsletterForm } from './newsletter-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderUntyped(returned: NewsletterResult | null = null) {
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <Toaster>
        <NewsletterForm returnPath="/" returned={returned} />
      </Toaster>
    </AppShell>,
  );
  return screen.getByLabelText('Email address');
}

function renderForm(response: Response, returned: NewsletterResult | null = null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  const input = renderUntyped(returned);
  fireEvent.change(input, { target: { value: 'parent@elf.test' } });
  return input;
}

describe('NewsletterForm', () => {
  it('says it is almost done below the field and keeps saying it, the address kept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const input = renderForm(new Response(JSON.stringify({ subscribed: true, new: true })));
    await act(async () => fireEvent.submit(input.closest('form')!));
    const answer = `${NEWSLETTER_TEXT.success} ${NEWSLETTER_TEXT.successDescription}`;
    expect(await screen.findByRole('status')).toHaveTextContent(answer);
    // Far past any toast's time on screen.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('status')).toHaveTextContent(answer);
    expect(input).toHaveValue('parent@elf.test');
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

  it('is a form POST to the signup endpoint, naming its page, until its script runs', () => {
    const form = renderUntyped().closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter');
    expect(new FormData(form).get('return')).toBe('/');
  });

  it.each([
    ['subscribed', 'status', `${NEWSLETTER_TEXT.success} ${NEWSLETTER_TEXT.successDescription}`],
    ['too-many', 'alert', NEWSLETTER_TEXT.tooMany],
    ['failed', 'alert', NEWSLETTER_TEXT.unavailable],
  ] as const)(
    'says what came of a signup sent without script: %s',
    async (returned, role, text) => {
      const refused = { error: NEWSLETTER_TEXT.invalid };
      const input = renderForm(new Response(JSON.stringify(refused), { status: 400 }), returned);
      expect(screen.getByRole(role)).toHaveTextContent(text);
      // The next signup, sent by the script, takes its place.
      await act(async () => fireEvent.submit(input.closest('form')!));
      expect(await screen.findByText(NEWSLETTER_TEXT.invalid)).toBeVisible();
      expect(screen.queryByText(text)).toBeNull();
    },
  );

  it.each([
    ['invalid', NEWSLETTER_TEXT.invalid],
    ['too-long', NEWSLETTER_TEXT.tooLong],
  ] as const)('says a %s address sent without script by the field', (returned, text) => {
    const input = renderUntyped(returned);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(text);
  });
});
