import { act, fireEvent, render, screen } from '@testing-library/react';
import { seededRandom } from '@core/random';
import { failed, instanceFor, NAME_PARTS, ready } from '../fixtures';
import { THEMES } from '../shared/themes';
import { COPY_FAILED } from '../shared/use-copy';
import { captureUsageEvents, resetWidgetTestState } from '../test-support';
import { ELF_NAME_TEXT, ElfNameGenerator, GENERATING_MS, HISTORY_KEY } from './elf-name-generator';

afterEach(resetWidgetTestState);

const renderGenerator = (parts = ready(NAME_PARTS)) =>
  render(
    <ElfNameGenerator
      theme={THEMES.default}
      instance={instanceFor('elfNameGenerator')}
      parts={parts}
      random={seededRandom(7)}
    />,
  );

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
    vi.useFakeTimers();
    captureUsageEvents();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderGenerator();
    fireEvent.click(screen.getByRole('button', { name: ELF_NAME_TEXT.generate }));
    await act(() => vi.advanceTimersByTimeAsync(GENERATING_MS));
    // A live region is announced when its text changes: it is there, empty, before the copy.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(screen.getByTestId('elf-name').textContent);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Copied');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(status).toHaveTextContent('');
  });

  it('says when copying failed, and clears it once a copy works', async () => {
    vi.useFakeTimers();
    captureUsageEvents();
    const writeText = vi.fn(async (): Promise<void> => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderGenerator();
    fireEvent.click(screen.getByRole('button', { name: ELF_NAME_TEXT.generate }));
    await act(() => vi.advanceTimersByTimeAsync(GENERATING_MS));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(screen.getByRole('alert')).toHaveTextContent(COPY_FAILED);
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    writeText.mockResolvedValue(undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
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
