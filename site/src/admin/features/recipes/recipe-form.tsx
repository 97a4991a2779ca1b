import styled from 'styled-components';
import {
  DEFAULT_DIFFICULTY,
  DEFAULT_RECIPE_CATEGORY,
  DEFAULT_SERVINGS,
  holidayRecipeSchema,
  type HolidayRecipeInput,
} from '@core/generators/content-schemas';
import {
  DIFFICULTIES,
  RECIPE_CATEGORIES,
  type Difficulty,
  type HolidayRecipe,
  type RecipeCategory,
} from '@core/models';
import { useToast } from '@site/shared/components/use-toast';
import { SelectField, TextAreaField, TextField } from '@site/admin/components/form-field';
import { FieldRow, FormActions } from '@site/admin/components/form-layout';
import { messageOf } from '@site/admin/components/form-issues';
import { ListRowsField } from '@site/admin/components/list-rows-field';
import { useEntityForm } from '@site/admin/components/use-entity-form';
import { RECIPE_ADMIN_TEXT as TEXT } from './recipe-text';
import { useSaveContent } from '@site/admin/data/queries';

const Form = styled.form`
  display: grid;
  gap: 1.1rem;
  max-width: 860px;
  .check {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    font-weight: 600;
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
  onSaved(): void;
  onCancel(): void;
}) {
  const save = useSaveContent('recipes');
  const toast = useToast();
  const { errors, field, change, draft, saving, submit } = useEntityForm({
    initial: () => draftOf(recipe),
    schema: holidayRecipeSchema,
    inputOf,
    duplicateField: 'title',
    async save(values) {
      const { created } = await save(recipe?.id ?? null, values);
      toast({ title: TEXT.success, description: created ? TEXT.created : TEXT.updated });
      onSaved();
    },
    onSaveFailed: (error) =>
      toast({
        title: TEXT.saveErrorTitle,
        description: `${TEXT.saveFailed}: ${messageOf(error)}`,
        variant: 'destructive',
      }),
  });

  const times = (['prepTime', 'cookTime', 'totalTime'] as const).map((time) => (
    <TextField key={time} label={TEXT[time]} required hint={TEXT.timeHint} {...field(time)} />
  ));

  return (
    <Form onSubmit={submit} noValidate aria-label={recipe ? TEXT.formEdit : TEXT.formCreate}>
      <TextField label={TEXT.title} required {...field('title')} />
      <TextAreaField label={TEXT.description} required rows={3} {...field('description')} />
      <ListRowsField
        label={TEXT.ingredients}
        itemLabel={TEXT.ingredient}
        addLabel={TEXT.addIngredient}
        removeLabel={TEXT.removeIngredient}
        values={draft.ingredients}
        error={errors.ingredients}
        onChange={(ingredients) => change({ ingredients })}
      />
      <TextAreaField label={TEXT.instructions} required rows={6} {...field('instructions')} />
      <FieldRow $min="160px">{times}</FieldRow>
      <FieldRow $min="160px">
        <TextField
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          label={TEXT.servings}
          required
          {...field('servings')}
        />
        <SelectField label={TEXT.difficulty} options={DIFFICULTIES} {...field('difficulty')} />
        <SelectField label={TEXT.category} options={RECIPE_CATEGORIES} {...field('category')} />
      </FieldRow>
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
      <TextField type="url" label={TEXT.imageUrl} hint={TEXT.imageHint} {...field('imageUrl')} />
      <label className="check">
        <input
          type="checkbox"
          checked={draft.kidFriendly}
          onChange={(e) => change({ kidFriendly: e.target.checked })}
        />
        {TEXT.kidFriendly}
      </label>
      <FormActions editing={recipe !== null} saving={saving} text={TEXT} onCancel={onCancel} />
    </Form>
  );
}
