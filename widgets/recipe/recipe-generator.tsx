import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { DIFFICULTIES, RECIPE_CATEGORIES } from '@core/models';
import type { Random } from '@core/lib/random';
import {
  DEFAULT_RECIPE_FILTERS,
  filterRecipes,
  findRecipes,
  RECIPE_DESCRIPTION_PREVIEW,
  RECIPES_LOAD_ERROR,
  truncate,
  type RecipeFilters,
  type RecipeView,
} from '@core/generators/recipe';
import { curatedShare } from '@core/results/result-shares';
import type { LoadState } from '../shared/remote-data';
import { RESULT_LINKS_TEXT, ResultLinks } from '../shared/result-links';
import type { WidgetTheme } from '../shared/themes';
import { Button, Card, Loading, Message, Muted, Row, WidgetRoot } from '../shared/ui';
import { useAfterRender } from '../shared/use-after-render';
import { localUsageCount, reportAction, trackUsage, type WidgetInstance } from '../shared/usage';

export const RECIPE_TEXT = {
  title: 'Holiday Recipe Generator',
  find: 'Find Holiday Recipes',
  reset: 'Reset Filters',
  back: 'Back to recipes',
  listLabel: 'Recipe ideas',
  noMatch: 'No recipes match these filters.',
  showMore: (count: number) => `Show ${count} more`,
  next: 'Next recipes',
  previous: 'Previous recipes',
  showing: 'Showing',
} as const;

/**
 * The list shows a page of recipes, never a box that scrolls on its own. On a page, the first
 * RECIPE_FIRST_PAGE, then RECIPE_MORE more each time it is asked, the page growing. In a frame,
 * which a host may cap (WordPress: 1,000 px, not scrollable), FRAMED_RECIPE_PAGE at a time with
 * Next and Previous, their cards without the description (the opened recipe shows it): so the
 * frame stays under that cap at 280 px, and every recipe can still be reached. In a frame
 * FRAMED_WIDE_PX wide or more, two rows of two (FRAMED_WIDE_PAGE).
 */
export const RECIPE_FIRST_PAGE = 4;
export const RECIPE_MORE = 8;
export const FRAMED_RECIPE_PAGE = 2;
export const FRAMED_WIDE_PAGE = 4;
export const FRAMED_WIDE_PX = 500;
export const FRAMED_WIDE = `(min-width: ${FRAMED_WIDE_PX}px)`;

/**
 * A frame's page of recipes, laid out by the frame's width, which the server rendering its first
 * frame cannot know: it holds FRAMED_WIDE_PAGE recipes, and what belongs to one width only (the
 * cards past FRAMED_RECIPE_PAGE, a Next with nothing after the wide page) is marked for it.
 */
const FramedPage = styled.div`
  @media ${FRAMED_WIDE} {
    ul {
      grid-template-columns: 1fr 1fr;
    }
    [data-narrow] {
      display: none;
    }
  }
  @media (max-width: ${FRAMED_WIDE_PX - 0.02}px) {
    [data-wide] {
      display: none;
    }
  }
`;

const isWideFrame = () => typeof matchMedia === 'function' && matchMedia(FRAMED_WIDE).matches;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 10px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
    font-size: 0.9em;
  }
  select {
    font: inherit;
    min-height: 40px;
    padding: 0 8px;
    border: 1px solid var(--ew-border);
    border-radius: 8px;
    background: var(--ew-surface);
    color: var(--ew-text);
  }
  .check {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 400;
  }
`;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
`;

/** A column from the top: badges, title and text start at the same height in every card. */
const CardButton = styled.button`
  all: unset;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  justify-content: flex-start;
  width: 100%;
  height: 100%;
  cursor: pointer;
  background: var(--ew-surface);
  color: var(--ew-text);
  border: 1px solid var(--ew-border);
  border-radius: var(--ew-radius);
  padding: 14px;
  &:hover {
    border-color: var(--ew-primary);
  }
  &:focus-visible {
    outline: 3px solid var(--ew-accent);
  }
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0 0 8px;
`;

const Badge = styled.span`
  display: inline-block;
  font-size: 0.8em;
  font-weight: 600;
  line-height: 1.5;
  padding: 2px 8px;
  border-radius: 999px;
  background: var(--ew-background);
  border: 1px solid var(--ew-border);
`;

/** Time and category sit at the foot of the card, however long the text above is. */
const CardFoot = styled(Muted)`
  && {
    margin: auto 0 0;
  }
`;

const Tabs = styled.div`
  display: flex;
  /* Whole labels in a narrow embed (280 px): the second tab goes under the first. */
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 2px solid var(--ew-border);
  margin: 12px 0;
  button {
    all: unset;
    cursor: pointer;
    /* The widget lets long words break anywhere; a tab's label stays whole. */
    white-space: nowrap;
    overflow-wrap: normal;
    padding: 8px 14px;
    font-weight: 600;
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
  }
  button[aria-selected='true'] {
    border-bottom-color: var(--ew-primary);
    color: var(--ew-primary);
  }
  button:focus-visible {
    outline: 3px solid var(--ew-accent);
  }
`;

type Tab = 'ingredients' | 'instructions';
const TABS: { id: Tab; label: string }[] = [
  { id: 'ingredients', label: 'Ingredients' },
  { id: 'instructions', label: 'Instructions' },
];

export interface RecipeGeneratorProps {
  theme: WidgetTheme;
  instance: WidgetInstance;
  recipes: LoadState<RecipeView[]>;
  initialSelectedId?: string;
  random?: Random;
}

function RecipeDetail({
  recipe,
  onBack,
  headingRef,
  instance,
}: {
  recipe: RecipeView;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** Where the recipe's link, Share and pin are reported; none for a built-in sample (no page). */
  instance: WidgetInstance | null;
}) {
  const [tab, setTab] = useState<Tab>('ingredients');
  function onTabKey(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'ingredients' ? 'instructions' : 'ingredients';
    setTab(next);
    (
      event.currentTarget.parentElement?.querySelector(`#recipe-tab-${next}`) as HTMLElement | null
    )?.focus();
  }
  return (
    <Card data-testid="recipe-detail">
      <Button type="button" $secondary onClick={onBack}>
        ← {RECIPE_TEXT.back}
      </Button>
      <h3 ref={headingRef} tabIndex={-1} style={{ marginTop: 12 }}>
        {recipe.title}
      </h3>
      <p>{recipe.description}</p>
      <Muted>
        Prep: {recipe.prepTime} · Cook: {recipe.cookTime} · Total: {recipe.totalTime} · Servings:{' '}
        {recipe.servings}
      </Muted>
      <Tabs role="tablist" aria-label="Recipe details">
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            id={`recipe-tab-${id}`}
            role="tab"
            type="button"
            aria-selected={tab === id}
            aria-controls={`recipe-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={onTabKey}
          >
            {label}
          </button>
        ))}
      </Tabs>
      <div role="tabpanel" id={`recipe-panel-${tab}`} aria-labelledby={`recipe-tab-${tab}`}>
        {tab === 'ingredients' ? (
          <ul>
            {recipe.ingredients.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p style={{ whiteSpace: 'pre-line' }}>{recipe.instructions}</p>
        )}
      </div>
      {recipe.tags.length > 0 && (
        <p>
          {recipe.tags.map((tag) => (
            <Badge key={tag}>#{tag}</Badge>
          ))}
        </p>
      )}
      {instance && (
        <ResultLinks
          result={curatedShare('recipe', recipe)}
          instance={instance}
          label={RESULT_LINKS_TEXT.idea}
        />
      )}
    </Card>
  );
}

/**
 * The built-in samples, shown when recipes fail to load or none exist. Fetched only then: most
 * pages never download them.
 */
function useSampleRecipes(recipes: LoadState<RecipeView[]>): readonly RecipeView[] | null {
  const needed =
    recipes.status === 'error' || (recipes.status === 'ready' && recipes.data.length === 0);
  const [samples, setSamples] = useState<readonly RecipeView[] | null>(null);
  useEffect(() => {
    if (needed && !samples)
      void import('@core/generators/recipe-samples').then((module) =>
        setSamples(module.SAMPLE_RECIPES),
      );
  }, [needed, samples]);
  return samples;
}

export function RecipeGenerator({
  theme,
  instance,
  recipes,
  initialSelectedId,
  random = Math.random,
}: RecipeGeneratorProps) {
  const samples = useSampleRecipes(recipes);
  const usable = recipes.status === 'ready' && recipes.data.length > 0 ? recipes.data : samples;
  const all = usable ?? [];
  const [filters, setFilters] = useState<RecipeFilters>(DEFAULT_RECIPE_FILTERS);
  const [order, setOrder] = useState<RecipeView[] | null>(null);
  const [selectedId, setSelectedId] = useState(initialSelectedId ?? null);
  const [usage, setUsage] = useState(() => localUsageCount(instance));
  const shown = order ?? filterRecipes(all, filters);
  const selected = all.find((r) => r.id === selectedId);
  const framed = instance.method === 'iframe';
  // Pages asked for beyond the first: added on a page; in a frame, how many FRAMED_RECIPE_PAGE
  // the page starts after.
  const [pages, setPages] = useState(0);
  const from = framed ? pages * FRAMED_RECIPE_PAGE : 0;
  const to = framed ? from + FRAMED_WIDE_PAGE : RECIPE_FIRST_PAGE + pages * RECIPE_MORE;
  const visible = shown.slice(from, to);
  const left = shown.length - to;
  /** In a frame, what is marked for one width only (FramedPage). */
  const forWidth = (wide: boolean) => (wide ? { 'data-wide': '' } : { 'data-narrow': '' });

  const afterRender = useAfterRender();
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const cards = useRef(new Map<string, HTMLButtonElement>());

  function open(id: string) {
    setSelectedId(id);
    afterRender(() => {
      const heading = detailHeading.current;
      const top = heading?.closest('[data-testid="recipe-detail"]');
      // On a phone the card list is long: bring the detail's top (the back link) into view.
      if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    });
  }

  function back() {
    const id = selectedId;
    setSelectedId(null);
    if (id) afterRender(() => cards.current.get(id)?.focus());
  }

  /**
   * Moves by a page (`step` 1 or -1), focusing the first recipe newly shown: in a frame, by the
   * page its width shows.
   */
  function turn(step: number) {
    const next = framed
      ? Math.max(0, pages + (isWideFrame() ? step * (FRAMED_WIDE_PAGE / FRAMED_RECIPE_PAGE) : step))
      : pages + step;
    const first = shown[framed ? next * FRAMED_RECIPE_PAGE : to];
    setPages(next);
    if (first) afterRender(() => cards.current.get(first.id)?.focus());
  }

  function update(change: Partial<RecipeFilters>) {
    setFilters((current) => ({ ...current, ...change }));
    setOrder(null);
    setPages(0);
  }

  function find() {
    setOrder(findRecipes(all, filters, random));
    setPages(0);
    setUsage(
      trackUsage(instance, 'generate', {
        category: filters.category,
        difficulty: filters.difficulty,
        kidFriendlyOnly: filters.kidFriendlyOnly,
      }),
    );
  }

  /** Reported, but not a use: only Find raises the usage count (spec part 2 section 9). */
  function reset() {
    setFilters(DEFAULT_RECIPE_FILTERS);
    setOrder(null);
    setPages(0);
    reportAction(instance, 'reset');
  }

  const cardList = (
    <Grid aria-label={RECIPE_TEXT.listLabel}>
      {visible.map((recipe, index) => (
        <li key={recipe.id} {...(framed && index >= FRAMED_RECIPE_PAGE && forWidth(true))}>
          <CardButton
            type="button"
            ref={(element: HTMLButtonElement | null) => {
              if (element) cards.current.set(recipe.id, element);
              else cards.current.delete(recipe.id);
            }}
            onClick={() => open(recipe.id)}
          >
            <Badges>
              <Badge>{recipe.difficulty}</Badge>
              {recipe.kidFriendly && <Badge>Kid-friendly</Badge>}
            </Badges>
            <h3>{recipe.title}</h3>
            {!framed && <p>{truncate(recipe.description, RECIPE_DESCRIPTION_PREVIEW)}</p>}
            <CardFoot>
              {recipe.totalTime} · {recipe.category}
            </CardFoot>
          </CardButton>
        </li>
      ))}
    </Grid>
  );

  if (!usable) {
    return (
      <WidgetRoot theme={theme} title={RECIPE_TEXT.title} preview={instance.preview}>
        <Loading role="status">Loading recipes...</Loading>
      </WidgetRoot>
    );
  }

  return (
    <WidgetRoot theme={theme} title={RECIPE_TEXT.title} preview={instance.preview}>
      {recipes.status === 'error' && (
        <Message $error role="alert">
          {RECIPES_LOAD_ERROR}
        </Message>
      )}
      {selected ? (
        <RecipeDetail
          recipe={selected}
          onBack={back}
          headingRef={detailHeading}
          instance={usable === samples ? null : instance}
        />
      ) : (
        <>
          <Filters>
            <label>
              Category
              <select
                value={filters.category}
                onChange={(e) => update({ category: e.target.value as RecipeFilters['category'] })}
              >
                {['All', ...RECIPE_CATEGORIES].map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label>
              Difficulty
              <select
                value={filters.difficulty}
                onChange={(e) =>
                  update({ difficulty: e.target.value as RecipeFilters['difficulty'] })
                }
              >
                {['All', ...DIFFICULTIES].map((d) => (
                  <option key={d}>{d}</option>
                ))}
              </select>
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={filters.kidFriendlyOnly}
                onChange={(e) => update({ kidFriendlyOnly: e.target.checked })}
              />
              Kid-friendly only
            </label>
          </Filters>
          <Row>
            <Button type="button" onClick={find}>
              {RECIPE_TEXT.find}
            </Button>
            <Button type="button" $secondary onClick={reset}>
              {RECIPE_TEXT.reset}
            </Button>
          </Row>
          <p role="status" style={{ marginTop: 12 }} data-testid="recipe-count">
            {shown.length} recipe {shown.length === 1 ? 'idea' : 'ideas'}
          </p>
          {shown.length === 0 ? (
            <Card data-testid="recipe-no-match">
              <p>{RECIPE_TEXT.noMatch}</p>
              <Button type="button" $secondary onClick={reset}>
                {RECIPE_TEXT.reset}
              </Button>
            </Card>
          ) : framed ? (
            <FramedPage>
              {cardList}
              {shown.length > FRAMED_RECIPE_PAGE && (
                <Row {...(shown.length <= FRAMED_WIDE_PAGE && forWidth(false))}>
                  {pages > 0 && (
                    <Button type="button" $secondary onClick={() => turn(-1)}>
                      {RECIPE_TEXT.previous}
                    </Button>
                  )}
                  {from + FRAMED_RECIPE_PAGE < shown.length && (
                    <Button
                      type="button"
                      $secondary
                      onClick={() => turn(1)}
                      {...(left <= 0 && forWidth(false))}
                    >
                      {RECIPE_TEXT.next}
                    </Button>
                  )}
                  <Muted as="span">
                    {RECIPE_TEXT.showing} {from + 1}-
                    {[false, true].map((wide) => (
                      <span key={String(wide)} {...forWidth(wide)}>
                        {Math.min(
                          from + (wide ? FRAMED_WIDE_PAGE : FRAMED_RECIPE_PAGE),
                          shown.length,
                        )}
                      </span>
                    ))}{' '}
                    of {shown.length}
                  </Muted>
                </Row>
              )}
            </FramedPage>
          ) : (
            <>
              {cardList}
              {left > 0 && (
                <Button type="button" $secondary onClick={() => turn(1)}>
                  {RECIPE_TEXT.showMore(Math.min(left, RECIPE_MORE))}
                </Button>
              )}
            </>
          )}
        </>
      )}
      <Muted>Used {usage} times</Muted>
    </WidgetRoot>
  );
}
