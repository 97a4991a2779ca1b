import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { craftIdeaSchema, DEFAULT_DIFFICULTY } from '@core/content-schemas';
import type { SupplySetting } from '@core/generator-settings';
import { DIFFICULTIES, type CraftIdea, type Difficulty } from '@core/models';
import { primaryButtonStyles, secondaryButtonStyles } from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { FormField } from '../../components/form-field';
import { serverFieldErrors, validateWith, type FieldErrors } from '../../components/form-issues';
import { AdminApiError } from '../../data/admin-api';
import { useAdminData } from '../../data/admin-data';
import { CRAFT_ADMIN_TEXT as TEXT } from './craft-text';
import { SupplyPicker } from './supply-picker';
import { useErrorToast } from '../../components/use-error-toast';

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
  .row {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
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
  onSaved(idea: CraftIdea, created: boolean): void;
  onCancel(): void;
}) {
  const { content } = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(idea));
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

  function show(found: FieldErrors) {
    setErrors(found);
    if (found.requiredSupplies)
      toast({
        title: TEXT.suppliesRequiredTitle,
        description: TEXT.suppliesRequired,
        variant: 'destructive',
      });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateWith(craftIdeaSchema, draft);
    if (Object.keys(found).length) return show(found);
    setSaving(true);
    try {
      if (idea) {
        const { item } = await content.update('crafts', idea.id, draft);
        toast({ title: TEXT.updated });
        onSaved(item, false);
      } else {
        const item = await content.create('crafts', draft);
        toast({ title: TEXT.created });
        onSaved(item, true);
      }
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (error instanceof AdminApiError && error.status === 409) fromServer.title = error.message;
      setErrors(fromServer);
      errorToast(TEXT.saveIdeaFailed, error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={idea ? TEXT.formEdit : TEXT.formCreate}>
      <FormField label={TEXT.title} required error={errors.title}>
        {(props) => (
          <input
            {...props}
            value={draft.title}
            onChange={(e) => change({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={TEXT.instructions} required error={errors.instructions}>
        {(props) => (
          <textarea
            {...props}
            rows={5}
            value={draft.instructions}
            onChange={(e) => change({ instructions: e.target.value })}
          />
        )}
      </FormField>
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
          {saving ? TEXT.savingIdea : idea ? TEXT.update : TEXT.create}
        </button>
        <button type="button" className="secondary" onClick={onCancel} disabled={saving}>
          {TEXT.cancel}
        </button>
      </div>
    </Form>
  );
}
