import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HolidayRecipe } from '@core/models';
import type { RecipeView } from '@core/generators/recipe';
import { ADMIN_SAMPLE_RECIPES } from '@core/generators/recipe-samples';
import { PATHS } from '@site/shared/app/paths';
import {
  fieldStyles,
  primaryButtonStyles,
  secondaryButtonStyles,
} from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { AdminCard } from '@site/admin/components/admin-card';
import { ContentTable } from '@site/admin/components/content-table';
import { type Column } from '@site/admin/components/data-table';
import { SearchBox } from '@site/admin/components/search-filters';
import { RecipeForm } from './recipe-form';
import { RECIPE_ADMIN_TEXT as TEXT } from './recipe-text';
import { useContentCount, useContentList } from '@site/admin/data/queries';

const SEARCH_DELAY_MS = 300;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-bottom: 1rem;
  input {
    ${fieldStyles}
    flex: 1 1 240px;
    max-width: 360px;
  }
  .count {
    margin: 0 auto 0 0;
    font-weight: 600;
  }
  .primary {
    ${primaryButtonStyles}
  }
  a {
    ${secondaryButtonStyles}
  }
`;

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: #fef3c7;
  color: #92400e;
`;

const Badge = styled.span`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  background: #e0e7ff;
  color: #3730a3;
`;

type View = { mode: 'list' } | { mode: 'form'; recipe: HolidayRecipe | null };

const isSample = (recipe: RecipeView) => ADMIN_SAMPLE_RECIPES.some((s) => s.id === recipe.id);

/**
 * The recipe admin: a list with search (titles starting with the words typed), and the recipe
 * form in its place for adding or editing; a save or Cancel returns to the list (spec §4). When
 * recipes cannot be loaded, the three built-in samples are shown instead, read-only.
 */
export function RecipeAdmin() {
  const count = useContentCount('recipes');
  const toast = useToast();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  const list = useContentList('recipes', query ? { q: query } : {});
  const [view, setView] = useState<View>({ mode: 'list' });
  const state = list.state;

  useEffect(() => {
    const timer = setTimeout(() => setQuery(term.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const failed = state.status === 'error';
  useEffect(() => {
    if (failed)
      toast({ title: TEXT.loadErrorTitle, description: TEXT.loadError, variant: 'destructive' });
  }, [failed, toast]);

  if (view.mode === 'form')
    return (
      <AdminCard title={view.recipe ? TEXT.formEdit : TEXT.formCreate}>
        <RecipeForm
          recipe={view.recipe}
          onCancel={() => setView({ mode: 'list' })}
          onSaved={() => setView({ mode: 'list' })}
        />
      </AdminCard>
    );

  const samples = ADMIN_SAMPLE_RECIPES.filter((r) =>
    r.title.toLowerCase().startsWith(query.toLowerCase()),
  );
  const rows: RecipeView[] =
    state.status === 'ready' ? state.items : state.status === 'error' ? samples : [];

  const columns: Column<RecipeView>[] = [
    {
      header: 'Title',
      cell: (recipe) => (
        <>
          <strong>{recipe.title}</strong>
          {isSample(recipe) && <Badge>{TEXT.sample}</Badge>}
        </>
      ),
    },
    { header: 'Category', cell: (recipe) => recipe.category, hideOnSmall: true },
    { header: 'Difficulty', cell: (recipe) => recipe.difficulty, nowrap: true },
    { header: 'Total Time', cell: (recipe) => recipe.totalTime, nowrap: true, hideOnSmall: true },
    {
      header: 'Kid Friendly',
      cell: (recipe) => (recipe.kidFriendly ? 'Yes' : 'No'),
      hideOnSmall: true,
    },
  ];

  return (
    <>
      <Bar>
        <p className="count">{count === null ? '' : TEXT.count(count)}</p>
        <SearchBox
          search={term}
          onSearch={setTerm}
          placeholder={TEXT.search}
          label={TEXT.searchLabel}
        />
        <button
          type="button"
          className="primary"
          onClick={() => setView({ mode: 'form', recipe: null })}
        >
          {TEXT.add}
        </button>
        <Link to={PATHS.adminRecipeImporter}>{TEXT.import}</Link>
      </Bar>
      {failed && <Notice role="status">{TEXT.loadError}</Notice>}
      <ContentTable
        kind="recipes"
        list={list}
        caption="Recipes"
        columns={columns}
        text={{
          ...TEXT,
          loadMoreError: TEXT.loadErrorTitle,
          empty: query ? TEXT.noMatch : TEXT.empty,
        }}
        rows={rows}
        state={state.status === 'loading' ? 'loading' : 'ready'}
        readOnly={isSample}
        onEdit={(recipe) => setView({ mode: 'form', recipe: recipe as HolidayRecipe })}
      />
    </>
  );
}
