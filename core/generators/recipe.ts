import type { Difficulty, HolidayRecipe, RecipeCategory } from '../models';
import { shuffle, type Random } from '../lib/random';

/** A recipe as the widget shows it; `updatedAt` versions its preview image (when the route sent it). */
export type RecipeView = Omit<HolidayRecipe, 'createdAt' | 'updatedAt'> & { updatedAt?: string };

export interface RecipeFilters {
  category: RecipeCategory | 'All';
  difficulty: Difficulty | 'All';
  kidFriendlyOnly: boolean;
}

export const DEFAULT_RECIPE_FILTERS: RecipeFilters = {
  category: 'All',
  difficulty: 'All',
  kidFriendlyOnly: false,
};
export const RECIPE_DESCRIPTION_PREVIEW = 100;
export const RECIPES_LOAD_ERROR = 'Failed to load recipes. Please try again later';

export function filterRecipes<T extends RecipeView>(
  recipes: readonly T[],
  filters: RecipeFilters,
): T[] {
  return recipes.filter(
    (r) =>
      (filters.category === 'All' || r.category === filters.category) &&
      (filters.difficulty === 'All' || r.difficulty === filters.difficulty) &&
      (!filters.kidFriendlyOnly || r.kidFriendly),
  );
}

/** "Find Holiday Recipes": the filtered recipes in a new random order. */
export function findRecipes<T extends RecipeView>(
  recipes: readonly T[],
  filters: RecipeFilters,
  random: Random,
): T[] {
  return shuffle(filterRecipes(recipes, filters), random);
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
