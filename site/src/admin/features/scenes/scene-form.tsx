import styled from 'styled-components';
import { DEFAULT_DIFFICULTY, elfSceneSchema } from '@core/generators/content-schemas';
import { DIFFICULTIES, type Difficulty, type ElfScene } from '@core/models';
import { useToast } from '@site/shared/components/use-toast';
import { SelectField, TextAreaField, TextField } from '@site/admin/components/form-field';
import { FieldRow, FormActions } from '@site/admin/components/form-layout';
import { ListRowsField } from '@site/admin/components/list-rows-field';
import { SCENE_ADMIN_TEXT as TEXT } from './scene-text';
import { useEntityForm } from '@site/admin/components/use-entity-form';
import { useErrorToast } from '@site/admin/components/use-error-toast';
import { useSaveContent } from '@site/admin/data/queries';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

interface Draft {
  title: string;
  description: string;
  requiredItems: string[];
  setupInstructions: string;
  difficulty: Difficulty;
  timeRequired: string;
}

const draftOf = (scene: ElfScene | null): Draft => ({
  title: scene?.title ?? '',
  description: scene?.description ?? '',
  requiredItems: scene?.requiredItems.length ? scene.requiredItems : [''],
  setupInstructions: scene?.setupInstructions ?? '',
  difficulty: scene?.difficulty ?? DEFAULT_DIFFICULTY,
  timeRequired: scene?.timeRequired ?? '',
});

const MAIN_FIELDS = ['title', 'description', 'setupInstructions'];

/**
 * The scene admin's side form: create mode (`scene` null) or edit mode. The parent remounts it
 * (a new key) after Cancel or a save, which resets it to an empty create form (spec §4).
 */
export function SceneForm({
  scene,
  onSaved,
  onCancel,
}: {
  scene: ElfScene | null;
  onSaved(): void;
  onCancel(): void;
}) {
  const save = useSaveContent('scenes');
  const toast = useToast();
  const errorToast = useErrorToast();
  const { errors, field, change, draft, saving, submit } = useEntityForm({
    initial: () => draftOf(scene),
    schema: elfSceneSchema,
    duplicateField: 'title',
    onInvalid(found) {
      // Spec §5: missing text fields are one message; a missing item is another.
      toast(
        MAIN_FIELDS.some((field) => found[field])
          ? { title: TEXT.invalidTitle, description: TEXT.invalid, variant: 'destructive' }
          : {
              title: TEXT.invalidTitle,
              description: found.requiredItems ?? Object.values(found)[0],
              variant: 'destructive',
            },
      );
    },
    async save(values) {
      const { created } = await save(scene?.id ?? null, values);
      toast({ title: created ? TEXT.created : TEXT.updated });
      onSaved();
    },
    onSaveFailed: (error) => errorToast(scene ? TEXT.updateFailed : TEXT.createFailed, error),
  });

  return (
    <Form onSubmit={submit} noValidate aria-label={scene ? TEXT.formEdit : TEXT.formCreate}>
      <TextField label={TEXT.title} required {...field('title')} />
      <TextAreaField label={TEXT.description} required rows={3} {...field('description')} />
      <ListRowsField
        label={TEXT.items}
        required
        itemLabel={TEXT.item}
        addLabel={TEXT.addItem}
        removeLabel={TEXT.removeItem}
        values={draft.requiredItems}
        error={errors.requiredItems}
        onChange={(requiredItems) => change({ requiredItems })}
      />
      <TextAreaField label={TEXT.setup} required rows={4} {...field('setupInstructions')} />
      <FieldRow $min="150px">
        <SelectField label={TEXT.difficulty} options={DIFFICULTIES} {...field('difficulty')} />
        <TextField label={TEXT.time} hint={TEXT.timeHint} {...field('timeRequired')} />
      </FieldRow>
      <FormActions editing={scene !== null} saving={saving} text={TEXT} onCancel={onCancel} />
    </Form>
  );
}
