import { fireEvent, render, screen, within } from '@testing-library/react';
import { RECIPES_LOAD_ERROR } from '@core/generators/recipe';
import { failed, instanceFor, pretendMedia, ready, RECIPES } from '../fixtures';
import { THEMES } from '../shared/themes';
import { localUsageCount } from '../shared/usage';
import { captureUsageEvents, resetWidgetTestState } from '../test-support';
import { FRAMED_WIDE, FRAMED_WIDE_PX, RECIPE_TEXT, RecipeGenerator } from './recipe-generator';

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

  /** Thirteen recipes, each its own title: more than a first page and one more page. */
  const MANY = Array.from({ length: 13 }, (_, i) => ({
    ...RECIPES[i % RECIPES.length]!,
    id: `r${i + 1}`,
    title: `Recipe ${i + 1}`,
  }));
  const titles = () =>
    within(screen.getByRole('list', { name: RECIPE_TEXT.listLabel }))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);

  it('on a page, shows the first 4 recipes and 8 more at each press, focusing the first newly shown', () => {
    renderGenerator(ready(MANY));
    expect(titles()).toEqual(['Recipe 1', 'Recipe 2', 'Recipe 3', 'Recipe 4']);
    expect(screen.getByRole('button', { name: /Recipe 1/ })).toHaveTextContent(
      MANY[0]!.description.slice(0, 20),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show 8 more' }));
    expect(titles()).toHaveLength(12);
    expect(screen.getByRole('button', { name: /Recipe 5/ })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Show 1 more' }));
    expect(titles()).toHaveLength(13);
    expect(screen.getByRole('button', { name: /Recipe 13/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();

    // New filters start again at the first page.
    fireEvent.click(screen.getByLabelText('Kid-friendly only'));
    expect(titles()).toHaveLength(4);
  });

  const renderFramed = () =>
    render(
      <RecipeGenerator
        theme={THEMES.elf}
        instance={{ ...instanceFor('recipeGenerator'), method: 'iframe' }}
        recipes={ready(MANY)}
      />,
    );
  /** The titles a frame narrower than FRAMED_WIDE shows, or one as wide (jsdom has no CSS). */
  const framedTitles = (wide = false) =>
    within(screen.getByRole('list', { name: RECIPE_TEXT.listLabel }))
      .getAllByRole('listitem')
      .filter((item) => wide || !item.hasAttribute('data-wide'))
      .map((item) => within(item).getByRole('heading').textContent);
  /** The "Showing" line as a frame of that width shows it. */
  const showing = (wide = false) => {
    const line = screen.getByText(RECIPE_TEXT.showing, { exact: false }).cloneNode(true) as Element;
    line.querySelector(wide ? '[data-narrow]' : '[data-wide]')?.remove();
    return line.textContent!.replace(/\s+/g, ' ');
  };

  it('in an iframe embed, shows 2 recipes at a time, Next and Previous moving focus to the first shown, with no box that scrolls', () => {
    renderFramed();
    expect(screen.queryByRole('region', { name: /scrolls/ })).toBeNull();
    expect(framedTitles()).toEqual(['Recipe 1', 'Recipe 2']);
    // Short cards: the description shows once a recipe is opened.
    expect(screen.getByRole('button', { name: /Recipe 1/ })).not.toHaveTextContent(
      MANY[0]!.description.slice(0, 20),
    );
    expect(screen.queryByRole('button', { name: RECIPE_TEXT.previous })).toBeNull();
    expect(showing()).toBe('Showing 1-2 of 13');

    fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.next }));
    expect(framedTitles()).toEqual(['Recipe 3', 'Recipe 4']);
    expect(screen.getByRole('button', { name: /Recipe 3/ })).toHaveFocus();
    expect(showing()).toBe('Showing 3-4 of 13');

    fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.previous }));
    expect(framedTitles()).toEqual(['Recipe 1', 'Recipe 2']);
    expect(screen.getByRole('button', { name: /Recipe 1/ })).toHaveFocus();

    // Every recipe can be reached: Next to the last page, which has no Next.
    const seen = new Set(framedTitles());
    while (screen.queryByRole('button', { name: RECIPE_TEXT.next })) {
      fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.next }));
      framedTitles().forEach((title) => seen.add(title));
    }
    expect(seen.size).toBe(13);
    expect(showing()).toBe('Showing 13-13 of 13');

    fireEvent.click(screen.getByRole('button', { name: /Recipe 13/ }));
    expect(screen.getByTestId('recipe-detail')).toHaveTextContent(MANY[12]!.description);
    expect(screen.queryByRole('region', { name: /scrolls/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Back to recipes/ }));
    expect(screen.getByRole('button', { name: /Recipe 13/ })).toHaveFocus();
  });

  it(`in a frame ${FRAMED_WIDE_PX} px wide or more, shows 4 recipes at a time, Next and Previous moving by 4`, () => {
    const undo = pretendMedia(FRAMED_WIDE);
    try {
      renderFramed();
      expect(framedTitles(true)).toEqual(['Recipe 1', 'Recipe 2', 'Recipe 3', 'Recipe 4']);
      expect(showing(true)).toBe('Showing 1-4 of 13');

      fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.next }));
      expect(framedTitles(true)).toEqual(['Recipe 5', 'Recipe 6', 'Recipe 7', 'Recipe 8']);
      expect(screen.getByRole('button', { name: /Recipe 5/ })).toHaveFocus();
      expect(showing(true)).toBe('Showing 5-8 of 13');

      fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.next }));
      fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.next }));
      expect(framedTitles(true)).toEqual(['Recipe 13']);
      expect(showing(true)).toBe('Showing 13-13 of 13');
      expect(screen.queryByRole('button', { name: RECIPE_TEXT.next })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: RECIPE_TEXT.previous }));
      expect(framedTitles(true)).toEqual(['Recipe 9', 'Recipe 10', 'Recipe 11', 'Recipe 12']);
      expect(screen.getByRole('button', { name: /Recipe 9/ })).toHaveFocus();
    } finally {
      undo();
    }
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
