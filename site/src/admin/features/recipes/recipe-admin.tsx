import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HolidayRecipe } from '@core/models';
import type { RecipeView } from '@core/recipe';
import { ADMIN_SAMPLE_RECIPES } from '@core/recipe-samples';
import { PATHS } from '../../../app/paths';
import {
  fieldStyles,
  primaryButtonStyles,
  secondaryButtonStyles,
} from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { ActionMenu } from '../../components/action-menu';
import { AdminCard } from '../../components/admin-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { messageOf } from '../../components/form-issues';
import { useContentList } from '../../components/use-content-list';
import { useAdminData } from '../../data/admin-data';
import { RecipeForm } from './recipe-form';
import { RECIPE_ADMIN_TEXT as TEXT } from './recipe-text';

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
  .secondary,
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
export function RecipeAdmin({
  count,
  onCountChange,
}: {
  count: number | null;
  onCountChange(delta: number): void;
}) {
  const { content } = useAdminData();
  const toast = useToast();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  const list = useContentList('recipes', query ? { q: query } : {});
  const [view, setView] = useState<View>({ mode: 'list' });
  const [toDelete, setToDelete] = useState<RecipeView | null>(null);
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

  async function remove() {
    if (!toDelete) return;
    try {
      await content.remove('recipes', toDelete.id);
      list.drop(toDelete.id);
      onCountChange(-1);
      toast({ title: TEXT.deleted });
    } catch (error) {
      toast({ title: TEXT.deleteFailed, description: messageOf(error), variant: 'destructive' });
    }
  }

  if (view.mode === 'form')
    return (
      <AdminCard title={view.recipe ? TEXT.formEdit : TEXT.formCreate}>
        <RecipeForm
          recipe={view.recipe}
          onCancel={() => setView({ mode: 'list' })}
          onSaved={(recipe, created) => {
            list.put(recipe);
            if (created) onCountChange(1);
            setView({ mode: 'list' });
          }}
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
    {
      header: 'Actions',
      align: 'end',
      cell: (recipe) =>
        isSample(recipe) ? null : (
          <ActionMenu
            label={`Actions for ${recipe.title}`}
            actions={[
              {
                label: 'Edit',
                onSelect: () => setView({ mode: 'form', recipe: recipe as HolidayRecipe }),
              },
              { label: 'Delete', danger: true, onSelect: () => setToDelete(recipe) },
            ]}
          />
        ),
    },
  ];

  return (
    <>
      <Bar>
        <p className="count">{count === null ? '' : TEXT.count(count)}</p>
        <input
          type="search"
          placeholder={TEXT.search}
          aria-label={TEXT.searchLabel}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
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
      <DataTable
        caption="Recipes"
        columns={columns}
        rows={rows}
        rowKey={(recipe) => recipe.id}
        state={state.status === 'loading' ? 'loading' : 'ready'}
        texts={{ loading: TEXT.loading, error: '', empty: query ? TEXT.noMatch : TEXT.empty }}
      />
      {state.status === 'ready' && state.nextAfter && (
        <Bar style={{ marginTop: '1rem' }}>
          <button
            type="button"
            className="secondary"
            disabled={state.loadingMore}
            onClick={() =>
              list.loadMore().catch((error: unknown) =>
                toast({
                  title: TEXT.loadErrorTitle,
                  description: messageOf(error),
                  variant: 'destructive',
                }),
              )
            }
          >
            {TEXT.loadMore}
          </button>
        </Bar>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={TEXT.deleteTitle}
        description={TEXT.deleteText(toDelete?.title ?? '')}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={remove}
      />
    </>
  );
}
