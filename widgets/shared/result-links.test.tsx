import { act, fireEvent, render, screen } from '@testing-library/react';
import { instanceFor, refuseClipboardAndShare } from '../fixtures';
import { captureUsageEvents, resetWidgetTestState } from '../test-support';
import type { SharedResult } from '@core/results/result-sharing';
import { RESULT_LINKS_TEXT, ResultLinks } from './result-links';
import type { WidgetInstance } from './usage';

/** Where the widget's script came from: this page's origin unless a test says another site's. */
const origin = vi.hoisted(() => ({ api: '' }));
vi.mock('./runtime-config', () => ({
  get API_ORIGIN() {
    return origin.api;
  },
}));

/** The page runs at an opaque origin, as in a frame sandboxed without allow-same-origin; answers the undo. */
function pretendSandboxed(): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'origin');
  Object.defineProperty(window, 'origin', { value: 'null', configurable: true });
  return () => {
    if (own) Object.defineProperty(window, 'origin', own);
    else Reflect.deleteProperty(window, 'origin');
  };
}

const RESULT: SharedResult = {
  kind: 'craft',
  key: 'c1',
  path: '/generators/craft/c1/paper-chain-countdown',
  pinImagePath: '/media/results/craft/c1/abc-pin.png',
  title: 'Paper Chain Countdown',
  text: 'Paper Chain Countdown: an elf craft idea',
};

const renderLinks = (instance: WidgetInstance = instanceFor('craftGenerator')) =>
  render(<ResultLinks result={RESULT} instance={instance} label={RESULT_LINKS_TEXT.idea} />);

const press = (name: string | RegExp) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));
const link = (name: RegExp) => screen.getByRole('link', { name });
const actions = (events: Record<string, unknown>[]) =>
  events.map((event) => [
    (event.metadata as { action: string }).action,
    (event.result as { key: string } | undefined)?.key,
  ]);

beforeEach(() => {
  origin.api = window.location.origin;
});
afterEach(resetWidgetTestState);

describe('a result’s link, Share and Save to Pinterest', () => {
  it('links to the result’s page on the site, in the same tab on our own page, and counts the open', () => {
    const events = captureUsageEvents();
    renderLinks();
    const page = link(/^Link to this idea$/);
    expect(page).toHaveAttribute('href', `${window.location.origin}${RESULT.path}`);
    expect(page).not.toHaveAttribute('target');
    fireEvent.click(page);
    expect(actions(events)).toEqual([['link-open', 'c1']]);
    expect(events[0]).toMatchObject({ result: { kind: 'craft', key: 'c1' } });
  });

  it('opens the page in a new tab from another site, an iframe embed or a preview', () => {
    origin.api = 'https://elfletter.example';
    const { unmount } = renderLinks();
    const page = link(/^Link to this idea/);
    expect(page).toHaveAttribute('href', `https://elfletter.example${RESULT.path}`);
    expect(page).toHaveAttribute('target', '_blank');
    expect(page).toHaveAttribute('rel', 'noopener');
    expect(page).toHaveAccessibleName(`Link to this idea${RESULT_LINKS_TEXT.newTab}`);
    unmount();
    origin.api = window.location.origin;
    for (const instance of [
      { ...instanceFor('craftGenerator'), method: 'iframe' as const },
      { ...instanceFor('craftGenerator'), preview: true },
    ]) {
      const view = renderLinks(instance);
      expect(link(/^Link to this idea/)).toHaveAttribute('target', '_blank');
      view.unmount();
    }
  });

  it('saves to Pinterest with the page, the encoded pin image and the text, and counts the pin', () => {
    const events = captureUsageEvents();
    renderLinks();
    const pin = link(/^Save to Pinterest/);
    const href = new URL(pin.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://www.pinterest.com/pin/create/button/');
    expect(pin.getAttribute('href')).toContain(
      `media=${encodeURIComponent(window.location.origin + RESULT.pinImagePath)}`,
    );
    expect(href.searchParams.get('url')).toBe(window.location.origin + RESULT.path);
    expect(href.searchParams.get('description')).toBe(RESULT.text);
    expect(pin).toHaveAttribute('target', '_blank');
    fireEvent.click(pin);
    expect(actions(events)).toEqual([['pin', 'c1']]);
  });

  it('shares the page with the device’s share sheet where there is one', async () => {
    const events = captureUsageEvents();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
    });
    renderLinks();
    await press(RESULT_LINKS_TEXT.share);
    expect(share).toHaveBeenCalledWith({
      title: RESULT.title,
      text: RESULT.text,
      url: window.location.origin + RESULT.path,
    });
    expect(actions(events)).toEqual([['share', 'c1']]);
  });

  it('copies the link where there is no share sheet, says Copied, and counts the share', async () => {
    const events = captureUsageEvents();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });
    renderLinks();
    await press(RESULT_LINKS_TEXT.share);
    expect(writeText).toHaveBeenCalledWith(window.location.origin + RESULT.path);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(actions(events)).toEqual([['share', 'c1']]);
  });

  it('shows the link selected to copy by hand where the clipboard is refused, and counts it once copied', async () => {
    const events = captureUsageEvents();
    onTestFinished(refuseClipboardAndShare());
    renderLinks();
    await press(RESULT_LINKS_TEXT.share);
    const field = screen.getByRole<HTMLInputElement>('textbox', {
      name: RESULT_LINKS_TEXT.linkToCopy,
    });
    expect(field).toHaveValue(window.location.origin + RESULT.path);
    expect(field).toHaveFocus();
    expect(actions(events)).toEqual([]);
    fireEvent.copy(field);
    expect(actions(events)).toEqual([['share', 'c1']]);
  });

  it('in a sandbox that may refuse a tab, opens one by script or, refused, shows the address to copy and counts it once copied', () => {
    const events = captureUsageEvents();
    onTestFinished(pretendSandboxed());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    onTestFinished(() => open.mockRestore());
    renderLinks({ ...instanceFor('craftGenerator'), method: 'iframe' });
    const pin = link(/^Save to Pinterest/);
    fireEvent.click(pin);
    const field = screen.getByRole('textbox', { name: RESULT_LINKS_TEXT.linkToCopy });
    expect(field).toHaveValue(pin.getAttribute('href'));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(RESULT_LINKS_TEXT.tabBlocked) as string,
    );
    expect(actions(events)).toEqual([]);
    fireEvent.copy(field);
    expect(actions(events)).toEqual([['pin', 'c1']]);

    const tab = { opener: window as Window | null };
    open.mockReturnValue(tab as Window);
    fireEvent.click(link(/^Link to this idea/));
    expect(open).toHaveBeenCalledWith(window.location.origin + RESULT.path, '_blank');
    expect(tab.opener).toBeNull();
    expect(actions(events)).toEqual([
      ['pin', 'c1'],
      ['link-open', 'c1'],
    ]);
  });

  it('asks the page’s policy before the share sheet and the clipboard, and where it refuses both, shows the link to copy without calling either', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(document, 'featurePolicy', {
      value: { features: () => ['clipboard-write', 'web-share'], allowsFeature: () => false },
      configurable: true,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(document, 'featurePolicy');
    });
    renderLinks();
    await press(RESULT_LINKS_TEXT.share);
    expect(screen.getByRole('textbox', { name: RESULT_LINKS_TEXT.linkToCopy })).toHaveValue(
      window.location.origin + RESULT.path,
    );
    expect(share).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('reports nothing from an admin’s preview', () => {
    const events = captureUsageEvents();
    renderLinks({ ...instanceFor('craftGenerator'), preview: true });
    fireEvent.click(link(/^Link to this idea/));
    fireEvent.click(link(/^Save to Pinterest/));
    expect(events).toEqual([]);
  });
});
