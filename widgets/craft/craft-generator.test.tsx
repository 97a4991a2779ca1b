import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NO_SUPPLY_MESSAGE } from '@core/generators/craft';
import {
  CRAFT_IDEAS,
  instanceFor,
  pretendTouchScreen,
  ready,
  refuseClipboardAndShare,
} from '../fixtures';
import { THEMES } from '../shared/themes';
import { COPY_BY_HAND_TEXT } from '../shared/copy-by-hand';
import { captureUsageEvents, resetWidgetTestState } from '../test-support';
import { CRAFT_TEXT, CraftGenerator } from './craft-generator';

afterEach(resetWidgetTestState);

const renderGenerator = (method?: 'iframe') =>
  render(
    <CraftGenerator
      theme={THEMES.default}
      instance={{ ...instanceFor('craftGenerator'), method }}
      ideas={ready(CRAFT_IDEAS)}
    />,
  );

describe('CraftGenerator', () => {
  it('asks for a supply when none is checked', () => {
    renderGenerator();
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.generate }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_SUPPLY_MESSAGE);
    expect(screen.queryAllByTestId('craft-idea')).toHaveLength(0);
  });

  it('shows three ideas, best match first, and reports the use', () => {
    const events = captureUsageEvents();
    renderGenerator();
    for (const supply of ['Colored Paper', 'Scissors', 'Glue'])
      fireEvent.click(screen.getByLabelText(supply));
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.generate }));
    const ideas = screen.getAllByTestId('craft-idea');
    expect(ideas).toHaveLength(3);
    expect(ideas[0]).toHaveTextContent('Paper Chain Countdown');
    expect(ideas[0]).toHaveTextContent('uses 3 of your supplies');
    expect(events[0]).toMatchObject({
      toolName: 'craftGenerator',
      metadata: { action: 'generate', supplies: 3 },
    });
  });

  it('copies the checked supplies, shows "Copied" and announces it to screen readers', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderGenerator();
    fireEvent.click(screen.getByLabelText('Glue'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.copy })));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Glue'));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Copied');
  });

  it('shows the supplies selected in a field to copy by hand when the clipboard is refused, never "Failed"', async () => {
    onTestFinished(refuseClipboardAndShare());
    renderGenerator();
    fireEvent.click(screen.getByLabelText('Glue'));
    fireEvent.click(screen.getByLabelText('Scissors'));
    const copyButton = screen.getByRole('button', { name: CRAFT_TEXT.copy });
    copyButton.focus();
    await act(async () => fireEvent.click(copyButton));
    // Several lines: a text area, which keeps them.
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', {
      name: CRAFT_TEXT.suppliesToCopy,
    });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.value.split('\n')).toEqual(['- Scissors', '- Glue']);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(field).toHaveAccessibleDescription(COPY_BY_HAND_TEXT.ctrlC);
    expect(screen.queryByText(/fail/i)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Focus leaves and comes back: all of it is selected again.
    field.setSelectionRange(0, 0);
    copyButton.focus();
    fireEvent.focus(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    fireEvent.click(screen.getByRole('button', { name: COPY_BY_HAND_TEXT.done }));
    expect(screen.queryByRole('textbox', { name: CRAFT_TEXT.suppliesToCopy })).toBeNull();
    expect(copyButton).toHaveFocus();
  });

  it('asks for a long-press on touch screens, and puts the field away when the supplies change', async () => {
    onTestFinished(refuseClipboardAndShare());
    onTestFinished(pretendTouchScreen());
    renderGenerator();
    fireEvent.click(screen.getByLabelText('Glue'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.copy })));
    const field = screen.getByRole('textbox', { name: CRAFT_TEXT.suppliesToCopy });
    expect(field).toHaveValue('- Glue');
    expect(field).toHaveAccessibleDescription(COPY_BY_HAND_TEXT.touch);
    fireEvent.click(screen.getByLabelText('Scissors'));
    expect(screen.queryByRole('textbox', { name: CRAFT_TEXT.suppliesToCopy })).toBeNull();
  });

  it('adds a custom supply, checked, and refuses blanks and duplicates', () => {
    renderGenerator();
    const input = screen.getByLabelText('Add your own supply');
    fireEvent.change(input, { target: { value: 'Glitter' } });
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.addSupply }));
    expect(screen.getByLabelText('Glitter')).toBeChecked();
    fireEvent.change(input, { target: { value: 'glitter' } });
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.addSupply }));
    expect(screen.getByRole('alert')).toHaveTextContent('That supply is already on the list');
    expect(screen.getAllByLabelText('Glitter')).toHaveLength(1);
  });

  it("lists the admin's default supplies and shows the admin's title and description", () => {
    captureUsageEvents();
    render(
      <CraftGenerator
        theme={THEMES.default}
        instance={instanceFor('craftGenerator')}
        ideas={ready(CRAFT_IDEAS)}
        settings={{
          defaultSupplies: [
            { id: 'paper', name: 'Colored Paper' },
            { id: 'custom_1', name: 'Glitter Glue' },
          ],
          appearance: {
            title: 'Make Something Tonight',
            description: 'Pick supplies.',
            theme: 'christmas',
          },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Make Something Tonight');
    expect(screen.getByText('Pick supplies.')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual([
      'Colored Paper',
      'Glitter Glue',
    ]);
    fireEvent.click(screen.getByLabelText('Colored Paper'));
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.generate }));
    expect(screen.getAllByTestId('craft-idea')[0]).toHaveTextContent('Paper Chain Countdown');
  });

  it('in an iframe embed, shows one idea at a time under the supplies, Next and Previous focusing its title, with no box that scrolls', () => {
    const { unmount } = renderGenerator();
    fireEvent.click(screen.getByLabelText('Glue'));
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.generate }));
    expect(screen.getAllByTestId('craft-idea')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: CRAFT_TEXT.next })).toBeNull();
    const all = screen.getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
    unmount();

    renderGenerator('iframe');
    fireEvent.click(screen.getByLabelText('Glue'));
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.generate }));
    const shown = () => screen.getByTestId('craft-idea').querySelector('h3')!;
    expect(shown()).toHaveTextContent(all[0]!);
    expect(screen.getByText('Idea 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CRAFT_TEXT.previous })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.next }));
    expect(shown()).toHaveTextContent(all[1]!);
    expect(shown()).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.next }));
    expect(shown()).toHaveTextContent(all[2]!);
    expect(screen.getByText('Idea 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CRAFT_TEXT.next })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.previous }));
    expect(shown()).toHaveTextContent(all[1]!);
    expect(shown()).toHaveFocus();

    // New ideas start again at the first.
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.generate }));
    expect(screen.getByText('Idea 1 of 3')).toBeInTheDocument();
  });

  it('in an iframe embed, folds the supplies to one line while ideas show, and Change supplies opens them again', () => {
    renderGenerator('iframe');
    fireEvent.click(screen.getByLabelText('Glue'));
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.generate }));
    expect(screen.queryByRole('group', { name: CRAFT_TEXT.yourSupplies })).toBeNull();
    expect(screen.queryByLabelText('Add your own supply')).toBeNull();
    expect(screen.getByText(/^Your supplies: /)).toHaveTextContent(/Glue/);
    expect(screen.getByTestId('craft-idea').querySelector('h3')).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.changeSupplies }));
    expect(screen.getByRole('group', { name: CRAFT_TEXT.yourSupplies })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')[0]).toHaveFocus();
    expect(screen.getByLabelText('Glue')).toBeChecked();
    // The ideas stay until the next Generate.
    expect(screen.getByTestId('craft-idea')).toBeInTheDocument();
  });

  it('links each curated idea to its page, with Share and Save to Pinterest; an idea made up from the supplies has none', () => {
    renderGenerator();
    // Scissors and buttons: two curated ideas use scissors, the rest are made from the supplies.
    for (const supply of ['Scissors', 'Buttons']) fireEvent.click(screen.getByLabelText(supply));
    fireEvent.click(screen.getByRole('button', { name: CRAFT_TEXT.generate }));
    const ideas = screen.getAllByTestId('craft-idea');
    const curated = ideas.filter((card) => !card.textContent!.includes('made from your supplies'));
    const made = ideas.filter((card) => card.textContent!.includes('made from your supplies'));
    expect([curated.length, made.length]).toEqual([2, 1]);
    for (const card of curated) {
      const idea = CRAFT_IDEAS.find(
        (i) => i.title === within(card).getByRole('heading').textContent,
      )!;
      expect(within(card).getByRole('link', { name: /^Link to this idea/ })).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`/generators/craft/${idea.id}/[a-z-]+$`)),
      );
      expect(within(card).getByRole('button', { name: 'Share' })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /^Save to Pinterest/ })).toBeInTheDocument();
    }
    for (const card of made) {
      expect(within(card).queryByRole('link')).toBeNull();
      expect(within(card).queryByRole('button', { name: 'Share' })).toBeNull();
    }
  });
});
