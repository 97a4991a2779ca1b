import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { COPY_CODE_TEXT } from '@site/shared/components/copy-code';
import { Toaster } from '@site/shared/components/toaster';
import { EmbedBuilder } from './embed-builder';
import { GENERATORS_TEXT } from './generator-text';

afterEach(() => vi.useRealTimers());

const renderBuilder = () =>
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <Toaster>
        <EmbedBuilder kind="scene" origin="https://elfletter.example" />
      </Toaster>
    </AppShell>,
  );

describe('EmbedBuilder', () => {
  it('announces "Copied" to screen readers when a code is copied, for as long as the button shows it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderBuilder();
    const button = screen.getByRole('button', {
      name: `${COPY_CODE_TEXT.copy}: ${GENERATORS_TEXT.iframeCaption}`,
    });
    // Live regions are announced when their text changes: each is there, empty, before a copy.
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(4);
    for (const status of statuses) expect(status).toHaveTextContent('');
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('<iframe'));
    expect(button).toHaveTextContent(COPY_CODE_TEXT.copied);
    expect(statuses.map((status) => status.textContent)).toEqual([
      '',
      '',
      '',
      COPY_CODE_TEXT.copied,
    ]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(statuses.map((status) => status.textContent)).toEqual(['', '', '', '']);
  });

  it('offers the page link first, saying where pasting it works', () => {
    renderBuilder();
    const figures = screen.getAllByRole('figure');
    expect(figures[0]).toHaveTextContent(GENERATORS_TEXT.linkCaption);
    expect(figures[0]).toHaveTextContent(GENERATORS_TEXT.linkNote);
    expect(figures[0]!.querySelector('code')).toHaveTextContent(
      `${window.location.origin}/generators/scene?theme=default`,
    );
  });
});
