import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DEFAULT_DIFFICULTY, elfSceneSchema } from '@core/content-schemas';
import { DIFFICULTIES, type Difficulty, type ElfScene } from '@core/models';
import { primaryButtonStyles, secondaryButtonStyles } from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { FormField } from '../../components/form-field';
import { serverFieldErrors, validateWith, type FieldErrors } from '../../components/form-issues';
import { ListRowsField } from '../../components/list-rows-field';
import { AdminApiError } from '../../data/admin-api';
import { useAdminData } from '../../data/admin-data';
import { SCENE_ADMIN_TEXT as TEXT } from './scene-text';
import { useErrorToast } from '../../components/use-error-toast';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  .row {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    gap: 1rem;
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
  onSaved(scene: ElfScene, created: boolean): void;
  onCancel(): void;
}) {
  const { content } = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(scene));
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
    const found = validateWith(elfSceneSchema, draft);
    if (Object.keys(found).length) {
      setErrors(found);
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
      return;
    }
    setSaving(true);
    try {
      if (scene) {
        const { item } = await content.update('scenes', scene.id, draft);
        toast({ title: TEXT.updated });
        onSaved(item, false);
      } else {
        const item = await content.create('scenes', draft);
        toast({ title: TEXT.created });
        onSaved(item, true);
      }
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (error instanceof AdminApiError && error.status === 409) fromServer.title = error.message;
      setErrors(fromServer);
      errorToast(scene ? TEXT.updateFailed : TEXT.createFailed, error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={scene ? TEXT.formEdit : TEXT.formCreate}>
      <FormField label={TEXT.title} required error={errors.title}>
        {(props) => (
          <input
            {...props}
            value={draft.title}
            onChange={(e) => change({ title: e.target.value })}
          />
        )}
      </FormField>
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
        label={TEXT.items}
        required
        itemLabel={TEXT.item}
        addLabel={TEXT.addItem}
        removeLabel={TEXT.removeItem}
        values={draft.requiredItems}
        error={errors.requiredItems}
        onChange={(requiredItems) => change({ requiredItems })}
      />
      <FormField label={TEXT.setup} required error={errors.setupInstructions}>
        {(props) => (
          <textarea
            {...props}
            rows={4}
            value={draft.setupInstructions}
            onChange={(e) => change({ setupInstructions: e.target.value })}
          />
        )}
      </FormField>
      <div className="row">
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
        <FormField label={TEXT.time} hint={TEXT.timeHint} error={errors.timeRequired}>
          {(props) => (
            <input
              {...props}
              value={draft.timeRequired}
              onChange={(e) => change({ timeRequired: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className="actions">
        <button type="submit" className="primary" disabled={saving}>
          {saving ? TEXT.savingScene : scene ? TEXT.update : TEXT.create}
        </button>
        <button type="button" className="secondary" onClick={onCancel} disabled={saving}>
          {TEXT.cancel}
        </button>
      </div>
    </Form>
  );
}
