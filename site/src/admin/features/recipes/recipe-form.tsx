import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_DIFFICULTY,
  DEFAULT_RECIPE_CATEGORY,
  DEFAULT_SERVINGS,
  holidayRecipeSchema,
  type HolidayRecipeInput,
} from '@core/content-schemas';
import {
  DIFFICULTIES,
  RECIPE_CATEGORIES,
  type Difficulty,
  type HolidayRecipe,
  type RecipeCategory,
} from '@core/models';
import { primaryButtonStyles, secondaryButtonStyles } from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { FormField } from '../../components/form-field';
import {
  messageOf,
  serverFieldErrors,
  validateWith,
  type FieldErrors,
} from '../../components/form-issues';
import { ListRowsField } from '../../components/list-rows-field';
import { AdminApiError } from '../../data/admin-api';
import { useAdminData } from '../../data/admin-data';
import { RECIPE_ADMIN_TEXT as TEXT } from './recipe-text';

const Form = styled.form`
  display: grid;
  gap: 1.1rem;
  max-width: 860px;
  .row {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
    gap: 1rem;
  }
  .check {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .primary {
    ${primaryButtonStyles}
  }
  .secondary {
    ${secondaryButtonStyles}
  }
`;

interface Draft {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  /** As typed: the schema refuses blank or fractional servings with its own message. */
  servings: string;
  difficulty: Difficulty;
  category: RecipeCategory;
  tags: string[];
  imageUrl: string;
  kidFriendly: boolean;
}

const draftOf = (recipe: HolidayRecipe | null): Draft => ({
  title: recipe?.title ?? '',
  description: recipe?.description ?? '',
  ingredients: recipe?.ingredients.length ? recipe.ingredients : [''],
  instructions: recipe?.instructions ?? '',
  prepTime: recipe?.prepTime ?? '',
  cookTime: recipe?.cookTime ?? '',
  totalTime: recipe?.totalTime ?? '',
  servings: String(recipe?.servings ?? DEFAULT_SERVINGS),
  difficulty: recipe?.difficulty ?? DEFAULT_DIFFICULTY,
  category: recipe?.category ?? DEFAULT_RECIPE_CATEGORY,
  tags: recipe?.tags.length ? recipe.tags : [''],
  imageUrl: recipe?.imageUrl ?? '',
  kidFriendly: recipe?.kidFriendly ?? false,
});

/** What is sent: servings as a number (blank is 0, which the schema refuses: at least 1). */
const inputOf = (draft: Draft): HolidayRecipeInput => ({
  ...draft,
  servings: Number(draft.servings),
});

/**
 * The recipe form, for a new recipe (`recipe` null) or an edit: every required field, servings 4
 * and category Holiday Treats by default, ingredient and tag rows that never drop below one, and
 * blank rows stripped on save (by the shared schema, which also gives the messages).
 */
export function RecipeForm({
  recipe,
  onSaved,
  onCancel,
}: {
  recipe: HolidayRecipe | null;
  onSaved(recipe: HolidayRecipe, created: boolean): void;
  onCancel(): void;
}) {
  const { content } = useAdminData();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(recipe));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(draft);
    const found = validateWith(holidayRecipeSchema, input);
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      if (recipe) {
        const { item } = await content.update('recipes', recipe.id, input);
        toast({ title: TEXT.success, description: TEXT.updated });
        onSaved(item, false);
      } else {
        const item = await content.create('recipes', input);
        toast({ title: TEXT.success, description: TEXT.created });
        onSaved(item, true);
      }
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (error instanceof AdminApiError && error.status === 409) fromServer.title = error.message;
      setErrors(fromServer);
      toast({
        title: TEXT.saveErrorTitle,
        description: `${TEXT.saveFailed}: ${messageOf(error)}`,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  const text = (
    field: 'title' | 'prepTime' | 'cookTime' | 'totalTime' | 'imageUrl',
    label: string,
    options: { required?: boolean; hint?: string; type?: string } = {},
  ) => (
    <FormField label={label} required={options.required} hint={options.hint} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          type={options.type ?? 'text'}
          value={draft[field]}
          onChange={(e) => change({ [field]: e.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <Form onSubmit={submit} noValidate aria-label={recipe ? TEXT.formEdit : TEXT.formCreate}>
      {text('title', TEXT.title, { required: true })}
      <FormField label={TEXT.description} required error={errors.description}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={draft.description}
            onChange={(e) => change({ description: e.target.value })}
          />
        )}
      </FormField>
      <ListRowsField
        label={TEXT.ingredients}
        itemLabel={TEXT.ingredient}
        addLabel={TEXT.addIngredient}
        removeLabel={TEXT.removeIngredient}
        values={draft.ingredients}
        error={errors.ingredients}
        onChange={(ingredients) => change({ ingredients })}
      />
      <FormField label={TEXT.instructions} required error={errors.instructions}>
        {(props) => (
          <textarea
            {...props}
            rows={6}
            value={draft.instructions}
            onChange={(e) => change({ instructions: e.target.value })}
          />
        )}
      </FormField>
      <div className="row">
        {text('prepTime', TEXT.prepTime, { required: true, hint: TEXT.timeHint })}
        {text('cookTime', TEXT.cookTime, { required: true, hint: TEXT.timeHint })}
        {text('totalTime', TEXT.totalTime, { required: true, hint: TEXT.timeHint })}
      </div>
      <div className="row">
        <FormField label={TEXT.servings} required error={errors.servings}>
          {(props) => (
            <input
              {...props}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={draft.servings}
              onChange={(e) => change({ servings: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={TEXT.difficulty} error={errors.difficulty}>
          {(props) => (
            <select
              {...props}
              value={draft.difficulty}
              onChange={(e) => change({ difficulty: e.target.value as Difficulty })}
            >
              {DIFFICULTIES.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={TEXT.category} error={errors.category}>
          {(props) => (
            <select
              {...props}
              value={draft.category}
              onChange={(e) => change({ category: e.target.value as RecipeCategory })}
            >
              {RECIPE_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <ListRowsField
        label={TEXT.tags}
        itemLabel={TEXT.tag}
        addLabel={TEXT.addTag}
        removeLabel={TEXT.removeTag}
        values={draft.tags}
        error={errors.tags}
        maxLength={40}
        onChange={(tags) => change({ tags })}
      />
      {text('imageUrl', TEXT.imageUrl, { hint: TEXT.imageHint, type: 'url' })}
      <label className="check">
        <input
          type="checkbox"
          checked={draft.kidFriendly}
          onChange={(e) => change({ kidFriendly: e.target.checked })}
        />
        {TEXT.kidFriendly}
      </label>
      <div className="actions">
        <button type="submit" className="primary" disabled={saving}>
          {saving ? TEXT.saving : recipe ? TEXT.update : TEXT.create}
        </button>
        <button type="button" className="secondary" onClick={onCancel} disabled={saving}>
          {TEXT.cancel}
        </button>
      </div>
    </Form>
  );
}
