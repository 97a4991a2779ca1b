import { act, fireEvent, render, screen } from '@testing-library/react';
import { seededRandom } from '@core/lib/random';
import {
  failed,
  instanceFor,
  NAME_PARTS,
  pretendTouchScreen,
  ready,
  refuseClipboardAndShare,
} from '../fixtures';
import { THEMES } from '../shared/themes';
import { COPY_BY_HAND_TEXT } from '../shared/copy-by-hand';
import { RESULT_LINKS_TEXT } from '../shared/result-links';
import { captureUsageEvents, resetWidgetTestState } from '../test-support';
import { ELF_NAME_TEXT, ElfNameGenerator, GENERATING_MS, HISTORY_KEY } from './elf-name-generator';

vi.mock('../shared/runtime-config', () => ({ API_ORIGIN: 'https://elfletter.example' }));

afterEach(resetWidgetTestState);

/** The page of a name shown as 'Jingletoes McSparkle'. */
const pageOf = (name: string) =>
  `https://elfletter.example/generators/elf-name/${name.replace(' ', '-')}`;

/** The live regions saying a copy, each empty until one is made. */
const statusTexts = () => screen.getAllByRole('status').map((status) => status.textContent);

const renderGenerator = (parts = ready(NAME_PARTS)) =>
  render(
    <ElfNameGenerator
      theme={THEMES.default}
      instance={instanceFor('elfNameGenerator')}
      parts={parts}
      random={seededRandom(7)}
    />,
  );

const generateName = async () => {
  fireEvent.click(screen.getByRole('button', { name: ELF_NAME_TEXT.generate }));
  await act(() => vi.advanceTimersByTimeAsync(GENERATING_MS));
};

/** Renders the generator with fake timers and generates a name; answers the name. */
async function renderWithName() {
  vi.useFakeTimers();
  captureUsageEvents();
  renderGenerator();
  await generateName();
  return screen.getByTestId('elf-name').textContent!;
}

/** Clicks a button, letting the copy or share it starts settle. */
const press = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

function acceptClipboard() {
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('ElfNameGenerator', () => {
  it('generates for 800 ms, then shows a full name, keeps it in the history and reports the use', async () => {
    vi.useFakeTimers();
    const events = captureUsageEvents();
    renderGenerator();
    fireEvent.click(screen.getByRole('button', { name: ELF_NAME_TEXT.generate }));
    expect(screen.getByRole('button', { name: ELF_NAME_TEXT.generating })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await act(() => vi.advanceTimersByTimeAsync(GENERATING_MS - 1));
    expect(screen.queryByTestId('elf-name')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const name = screen.getByTestId('elf-name').textContent!;
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z]\w+$/);
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toHaveLength(1);
    expect(events).toEqual([
      expect.objectContaining({
        toolName: 'elfNameGenerator',
        instanceId: 'story',
        postId: null,
        metadata: expect.objectContaining({ action: 'generate', localCount: 1, fullName: true }),
      }),
    ]);
  });

  it('gives a first name only when asked', async () => {
    vi.useFakeTimers();
    captureUsageEvents();
    renderGenerator();
    fireEvent.click(screen.getByLabelText('First name only'));
    fireEvent.click(screen.getByRole('button', { name: ELF_NAME_TEXT.generate }));
    await act(() => vi.advanceTimersByTimeAsync(GENERATING_MS));
    expect(screen.getByTestId('elf-name').textContent).toMatch(/^[A-Z][a-z]+$/);
  });

  it('shows "Copied" for 2 seconds after copying, and announces it to screen readers', async () => {
    const writeText = acceptClipboard();
    const name = await renderWithName();
    // A live region is announced when its text changes: it is there, empty, before the copy.
    expect(statusTexts()).toEqual(['', '']);
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith(name);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(statusTexts()).toEqual(['', 'Copied']);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(statusTexts()).toEqual(['', '']);
  });

  it('shows the name selected in a field to copy by hand when the clipboard is refused, never "Failed"', async () => {
    onTestFinished(refuseClipboardAndShare());
    const name = await renderWithName();
    const copyButton = screen.getByRole('button', { name: 'Copy' });
    copyButton.focus();
    await press('Copy');
    const field = screen.getByRole<HTMLInputElement>('textbox', {
      name: ELF_NAME_TEXT.nameToCopy,
    });
    expect(field).toHaveValue(name);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, name.length]);
    expect(field).toHaveAccessibleDescription(COPY_BY_HAND_TEXT.ctrlC);
    expect(screen.getByText(COPY_BY_HAND_TEXT.ctrlC)).toBeVisible();
    expect(screen.queryByText(/fail/i)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    // A click in the field (which would leave a caret) selects all of it again.
    field.setSelectionRange(2, 2);
    fireEvent.click(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, name.length]);
    fireEvent.click(screen.getByRole('button', { name: COPY_BY_HAND_TEXT.done }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(copyButton).toHaveFocus();
  });

  it('shows the name’s link to copy by hand when sharing and the clipboard are both refused', async () => {
    onTestFinished(refuseClipboardAndShare());
    const name = await renderWithName();
    await press('Share');
    const field = screen.getByRole('textbox', { name: RESULT_LINKS_TEXT.linkToCopy });
    expect(field).toHaveValue(pageOf(name));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(COPY_BY_HAND_TEXT.ctrlC);
    expect(screen.queryByText(/fail|could not/i)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Escape, as Done, puts it away and goes back to the button that opened it.
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });

  it('does nothing when the visitor cancels the share sheet', async () => {
    const writeText = acceptClipboard();
    const share = vi.fn(async (): Promise<void> => {
      throw new DOMException('Share canceled.', 'AbortError');
    });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
    });
    await renderWithName();
    await press('Share');
    expect(share).toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(statusTexts()).toEqual(['', '']);
  });

  it('asks for a long-press on touch screens', async () => {
    onTestFinished(refuseClipboardAndShare());
    onTestFinished(pretendTouchScreen());
    await renderWithName();
    await press('Copy');
    const field = screen.getByRole('textbox', { name: ELF_NAME_TEXT.nameToCopy });
    expect(field).toHaveAccessibleDescription(COPY_BY_HAND_TEXT.touch);
    expect(screen.queryByText(COPY_BY_HAND_TEXT.ctrlC)).toBeNull();
  });

  it('puts the field away for a new name, and for a copy that works', async () => {
    onTestFinished(refuseClipboardAndShare());
    await renderWithName();
    await press('Copy');
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    await generateName();
    expect(screen.getByTestId('elf-name')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();

    await press('Copy');
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    acceptClipboard();
    await press('Copy');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('copies the name’s link when sharing is not available, and says so', async () => {
    const writeText = acceptClipboard();
    const name = await renderWithName();
    await press('Share');
    expect(writeText).toHaveBeenCalledWith(pageOf(name));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(statusTexts()).toEqual(['Copied', '']);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shares the name’s page, links to it and pins its image, each reported with the name', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
    });
    vi.useFakeTimers();
    const events = captureUsageEvents();
    renderGenerator();
    await generateName();
    const name = screen.getByTestId('elf-name').textContent!;
    await press('Share');
    expect(share).toHaveBeenCalledWith({
      title: 'My elf name',
      text: `My elf name is ${name}!`,
      url: pageOf(name),
    });
    const link = screen.getByRole('link', { name: /^Link to this name/ });
    expect(link).toHaveAttribute('href', pageOf(name));
    fireEvent.click(link);
    const pin = screen.getByRole('link', { name: /^Save to Pinterest/ });
    expect(pin.getAttribute('href')).toContain(
      encodeURIComponent(
        `https://elfletter.example/media/results/elf-name/${name.replace(' ', '-')}-pin.png`,
      ),
    );
    fireEvent.click(pin);
    const key = name.replace(' ', '-');
    expect(events.slice(1)).toEqual(
      ['share', 'link-open', 'pin'].map((action) =>
        expect.objectContaining({
          metadata: expect.objectContaining({ action }),
          result: { kind: 'elf-name', key },
        }),
      ),
    );
  });

  it('says when name parts cannot be loaded or do not exist', () => {
    const { unmount } = renderGenerator(failed);
    expect(screen.getByRole('alert')).toHaveTextContent(ELF_NAME_TEXT.loadError);
    unmount();
    renderGenerator(ready({ prefixes: [], suffixes: [], lastNames: [] }));
    expect(screen.getByRole('status')).toHaveTextContent(ELF_NAME_TEXT.empty);
  });

  it('shows the embed title instead of its own, and hides the history when show_history is off', async () => {
    vi.useFakeTimers();
    captureUsageEvents();
    const props = {
      theme: THEMES.default,
      instance: instanceFor('elfNameGenerator'),
      parts: ready(NAME_PARTS),
      random: seededRandom(7),
    };
    const { unmount } = render(
      <ElfNameGenerator {...props} title="Name your elf" showHistory={false} />,
    );
    expect(screen.getByRole('region', { name: 'Name your elf' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Name your elf' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ELF_NAME_TEXT.title })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: ELF_NAME_TEXT.generate }));
    await act(() => vi.advanceTimersByTimeAsync(GENERATING_MS));
    expect(screen.getByTestId('elf-name')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent names' })).toBeNull();
    // The name is still remembered: a widget that shows history lists it.
    unmount();
    render(<ElfNameGenerator {...props} />);
    expect(screen.getByRole('heading', { name: ELF_NAME_TEXT.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent names' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
