import { fireEvent, render, screen, within } from '@testing-library/react';
import { RECIPES_LOAD_ERROR } from '@core/recipe';
import { failed, instanceFor, ready, RECIPES } from '../fixtures';
import { THEMES } from '../shared/themes';
import { localUsageCount } from '../shared/usage';
import { captureUsageEvents, resetWidgetTestState } from '../test-support';
import { RECIPE_TEXT, RecipeGenerator } from './recipe-generator';

afterEach(resetWidgetTestState);

const renderGenerator = (recipes = ready(RECIPES)) =>
  render(
    <RecipeGenerator
      theme={THEMES.elf}
      instance={instanceFor('recipeGenerator')}
      recipes={recipes}
    />,
  );

describe('RecipeGenerator', () => {
  it('as a preview, is the region named Preview, its heading still its title', () => {
    render(
      <RecipeGenerator
        theme={THEMES.elf}
        instance={{ ...instanceFor('recipeGenerator'), preview: true }}
        recipes={ready(RECIPES)}
      />,
    );
    expect(screen.getByRole('region', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: RECIPE_TEXT.title })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(RECIPE_TEXT.title);
  });

  it('filters, counts, finds (counting the use) and resets', () => {
    const events = captureUsageEvents();
    renderGenerator();
    expect(screen.getByTestId('recipe-count')).toHaveTextContent('3 recipe ideas');
    fireEvent.click(screen.getByLabelText('Kid-friendly only'));
    expect(screen.getByTestId('recipe-count')).toHaveTextContent('2 recipe ideas');
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'Easy' } });
    expect(screen.getByTestId('recipe-count')).toHaveTextContent('1 recipe idea');
    fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.find }));
    expect(screen.getByText('Used 1 times')).toBeInTheDocument();
    expect(events[0]).toMatchObject({
      metadata: { action: 'generate', category: 'All', difficulty: 'Easy', kidFriendlyOnly: true },
    });
    fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.reset }));
    expect(screen.getByTestId('recipe-count')).toHaveTextContent('3 recipe ideas');
    expect(events[1]).toMatchObject({ metadata: { action: 'reset' } });
  });

  it('counts only Find as a use: Reset Filters is reported but leaves the count alone', () => {
    const events = captureUsageEvents();
    renderGenerator();
    fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.find }));
    fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.reset }));
    fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.reset }));
    expect(screen.getByText('Used 1 times')).toBeInTheDocument();
    expect(localUsageCount(instanceFor('recipeGenerator'))).toBe(1);
    expect(events.map((e) => e.metadata)).toEqual([
      expect.objectContaining({ action: 'generate', localCount: 1 }),
      expect.objectContaining({ action: 'reset', localCount: 1 }),
      expect.objectContaining({ action: 'reset', localCount: 1 }),
    ]);
  });

  it('says when no recipe matches the filters and offers Reset Filters there', () => {
    captureUsageEvents();
    renderGenerator();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Snacks' } });
    expect(screen.getByTestId('recipe-count')).toHaveTextContent('0 recipe ideas');
    const noMatch = screen.getByTestId('recipe-no-match');
    expect(noMatch).toHaveTextContent(RECIPE_TEXT.noMatch);
    fireEvent.click(within(noMatch).getByRole('button', { name: RECIPE_TEXT.reset }));
    expect(screen.getByTestId('recipe-count')).toHaveTextContent('3 recipe ideas');
    expect(screen.getByLabelText('Category')).toHaveValue('All');
    expect(screen.queryByTestId('recipe-no-match')).toBeNull();
  });

  it('moves focus to the opened recipe’s heading, and back to its card after Back to recipes', () => {
    renderGenerator();
    fireEvent.click(screen.getByRole('button', { name: /Peppermint Hot Chocolate/ }));
    expect(screen.getByRole('heading', { name: 'Peppermint Hot Chocolate' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: /Back to recipes/ }));
    expect(screen.getByRole('button', { name: /Peppermint Hot Chocolate/ })).toHaveFocus();
  });

  it('cuts card descriptions to 100 characters and opens a detail view with Ingredients first', () => {
    renderGenerator();
    const card = screen.getByRole('button', { name: /Gingerbread Cookies/ });
    expect(card.textContent).toContain('...');
    fireEvent.click(card);
    expect(screen.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(screen.getByRole('tabpanel')).getByText('3 cups flour')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Instructions' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(RECIPES[0]!.instructions);
    expect(screen.getByText(/Servings: 24/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Back to recipes/ }));
    expect(screen.getByTestId('recipe-count')).toBeInTheDocument();
  });

  it('shows the five built-in samples with the error when loading fails', async () => {
    renderGenerator(failed);
    expect(await screen.findByTestId('recipe-count')).toHaveTextContent('5 recipe ideas');
    expect(screen.getByRole('alert')).toHaveTextContent(RECIPES_LOAD_ERROR);
  });

  it('shows the samples without an error when there are no recipes', async () => {
    renderGenerator(ready([]));
    expect(await screen.findByTestId('recipe-count')).toHaveTextContent('5 recipe ideas');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in an iframe embed, scrolls the list and an opened recipe in a box of their own, reachable by keyboard', () => {
    const { unmount } = renderGenerator();
    expect(screen.queryByRole('region', { name: /scrolls/ })).toBeNull();
    unmount();

    render(
      <RecipeGenerator
        theme={THEMES.elf}
        instance={{ ...instanceFor('recipeGenerator'), method: 'iframe' }}
        recipes={ready(RECIPES)}
      />,
    );
    const list = screen.getByRole('region', { name: 'Recipe ideas (scrolls)' });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(list).toHaveStyle({ overflowY: 'auto' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // The filters and buttons stay outside it, always in view.
    expect(within(list).queryByRole('button', { name: RECIPE_TEXT.find })).toBeNull();

    fireEvent.click(within(list).getAllByRole('button')[0]!);
    const detail = screen.getByRole('region', { name: /\(scrolls\)$/ });
    expect(within(detail).getByTestId('recipe-detail')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: /Back to recipes/ })).toBeInTheDocument();
  });

  it('links an opened recipe to its page, with Share and Save to Pinterest; a built-in sample has none', async () => {
    const { unmount } = renderGenerator();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(RECIPES[1]!.title) }));
    const detail = screen.getByTestId('recipe-detail');
    expect(within(detail).getByRole('link', { name: /^Link to this idea/ })).toHaveAttribute(
      'href',
      expect.stringContaining(`/generators/recipe/${RECIPES[1]!.id}/`),
    );
    expect(within(detail).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: /^Save to Pinterest/ })).toBeInTheDocument();
    unmount();
    // Recipes that cannot be loaded: the samples shown instead have no page.
    renderGenerator(failed);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(RECIPES[1]!.title) }));
    const sample = screen.getByTestId('recipe-detail');
    expect(within(sample).queryByRole('link')).toBeNull();
    expect(within(sample).queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
