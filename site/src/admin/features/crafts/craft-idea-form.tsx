import styled from 'styled-components';
import { craftIdeaSchema, DEFAULT_DIFFICULTY } from '@core/generators/content-schemas';
import type { SupplySetting } from '@core/generators/generator-settings';
import { DIFFICULTIES, type CraftIdea, type Difficulty } from '@core/models';
import { useToast } from '@site/shared/components/use-toast';
import { SelectField, TextAreaField, TextField } from '@site/admin/components/form-field';
import { FieldRow, FormActions } from '@site/admin/components/form-layout';
import { useEntityForm } from '@site/admin/components/use-entity-form';
import { CRAFT_ADMIN_TEXT as TEXT } from './craft-text';
import { SupplyPicker } from './supply-picker';
import { useErrorToast } from '@site/admin/components/use-error-toast';
import { useSaveContent } from '@site/admin/data/queries';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  .supplies-error {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
    font-size: 0.9rem;
  }
  .supplies-label {
    font-weight: 600;
    margin: 0 0 0.2rem;
  }
  .hint {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
    margin: 0 0 0.5rem;
  }
`;

interface Draft {
  title: string;
  instructions: string;
  requiredSupplies: string[];
  difficulty: Difficulty;
  timeRequired: string;
}

const draftOf = (idea: CraftIdea | null): Draft => ({
  title: idea?.title ?? '',
  instructions: idea?.instructions ?? '',
  requiredSupplies: idea?.requiredSupplies ?? [],
  difficulty: idea?.difficulty ?? DEFAULT_DIFFICULTY,
  timeRequired: idea?.timeRequired ?? '',
});

/**
 * Creates a craft idea, or edits `idea`. The input is checked with the shared schema (the spec's
 * messages) before it is sent; what the server refuses is shown the same way.
 */
export function CraftIdeaForm({
  idea,
  defaultSupplies,
  onSaved,
  onCancel,
}: {
  idea: CraftIdea | null;
  defaultSupplies: readonly SupplySetting[];
  onSaved(): void;
  onCancel(): void;
}) {
  const save = useSaveContent('crafts');
  const toast = useToast();
  const errorToast = useErrorToast();
  const { errors, field, change, draft, saving, submit } = useEntityForm({
    initial: () => draftOf(idea),
    schema: craftIdeaSchema,
    duplicateField: 'title',
    onInvalid(found) {
      if (found.requiredSupplies)
        toast({
          title: TEXT.suppliesRequiredTitle,
          description: TEXT.suppliesRequired,
          variant: 'destructive',
        });
    },
    async save(values) {
      const { created } = await save(idea?.id ?? null, values);
      toast({ title: created ? TEXT.created : TEXT.updated });
      onSaved();
    },
    onSaveFailed: (error) => errorToast(TEXT.saveIdeaFailed, error),
  });

  return (
    <Form onSubmit={submit} noValidate aria-label={idea ? TEXT.formEdit : TEXT.formCreate}>
      <TextField label={TEXT.title} required {...field('title')} />
      <TextAreaField label={TEXT.instructions} required rows={5} {...field('instructions')} />
      <div>
        <p className="supplies-label">
          {TEXT.supplies}
          <span aria-hidden="true"> *</span>
        </p>
        <p className="hint" id="craft-supplies-hint">
          {TEXT.suppliesHint}
        </p>
        <SupplyPicker
          value={draft.requiredSupplies}
          defaults={defaultSupplies}
          describedBy="craft-supplies-hint"
          onChange={(requiredSupplies) => change({ requiredSupplies })}
        />
        {errors.requiredSupplies && (
          <p className="supplies-error" role="alert">
            {TEXT.suppliesRequired}
          </p>
        )}
      </div>
      <FieldRow $min="200px">
        <SelectField label={TEXT.difficulty} options={DIFFICULTIES} {...field('difficulty')} />
        <TextField label={TEXT.time} hint={TEXT.timeHint} {...field('timeRequired')} />
      </FieldRow>
      <FormActions editing={idea !== null} saving={saving} text={TEXT} onCancel={onCancel} />
    </Form>
  );
}
