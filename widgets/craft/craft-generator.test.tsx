import { act, fireEvent, render, screen } from '@testing-library/react';
import { NO_SUPPLY_MESSAGE } from '@core/craft';
import { CRAFT_IDEAS, instanceFor, ready } from '../fixtures';
import { THEMES } from '../shared/themes';
import { captureUsageEvents, resetWidgetTestState } from '../test-support';
import { CRAFT_TEXT, CraftGenerator } from './craft-generator';

afterEach(resetWidgetTestState);

const renderGenerator = () =>
  render(
    <CraftGenerator
      theme={THEMES.default}
      instance={instanceFor('craftGenerator')}
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
});
