/**
 * Generator content as read from storage: documents coerced into typed views, so one malformed
 * document never breaks a widget. Widgets receive exactly these shapes from the API.
 */
import type { NameParts } from './elf-name';
import {
  DIFFICULTIES,
  RECIPE_CATEGORIES,
  type CraftIdea,
  type Difficulty,
  type ElfScene,
  type RecipeCategory,
} from '../models';
import type { RecipeView } from './recipe';

type Data = Record<string, unknown>;

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;
const textList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .map((v) => v.trim())
    : [];
const difficulty = (value: unknown): Difficulty =>
  DIFFICULTIES.includes(value as Difficulty) ? (value as Difficulty) : 'Medium';
const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

export function toCraftIdea(id: string, data: Data): Omit<CraftIdea, 'updatedAt'> {
  return {
    id,
    title: text(data.title),
    instructions: text(data.instructions),
    requiredSupplies: textList(data.requiredSupplies),
    difficulty: difficulty(data.difficulty),
    timeRequired: optionalText(data.timeRequired),
  };
}

export function toElfScene(id: string, data: Data): Omit<ElfScene, 'createdAt' | 'updatedAt'> {
  return {
    id,
    title: text(data.title),
    description: text(data.description),
    requiredItems: textList(data.requiredItems),
    setupInstructions: text(data.setupInstructions),
    difficulty: difficulty(data.difficulty),
    timeRequired: optionalText(data.timeRequired),
  };
}

export function toRecipe(id: string, data: Data): RecipeView {
  const servings =
    typeof data.servings === 'number' && data.servings >= 1 ? Math.round(data.servings) : 4;
  return {
    id,
    title: text(data.title),
    description: text(data.description),
    ingredients: textList(data.ingredients),
    instructions: text(data.instructions),
    prepTime: text(data.prepTime),
    cookTime: text(data.cookTime),
    totalTime: text(data.totalTime),
    servings,
    difficulty: difficulty(data.difficulty),
    category: RECIPE_CATEGORIES.includes(data.category as RecipeCategory)
      ? (data.category as RecipeCategory)
      : 'Holiday Treats',
    tags: textList(data.tags),
    imageUrl: optionalText(data.imageUrl),
    kidFriendly: data.kidFriendly === true,
  };
}

/**
 * Name parts: trimmed, non-empty, sorted, without duplicates (case-insensitive; the first in
 * sort order stays), so the same documents give the same lists whatever order they come in.
 */
export function toNameParts(lists: {
  prefixes: Data[];
  suffixes: Data[];
  lastNames: Data[];
}): NameParts {
  const values = (docs: Data[]) => {
    const sorted = docs
      .map((doc) => text(doc.value).trim())
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b));
    return sorted.filter(
      (value, i) => sorted.findIndex((v) => v.toLowerCase() === value.toLowerCase()) === i,
    );
  };
  return {
    prefixes: values(lists.prefixes),
    suffixes: values(lists.suffixes),
    lastNames: values(lists.lastNames),
  };
}
