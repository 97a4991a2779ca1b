import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Redirect, RedirectSaveRequest } from '@core/redirects/redirect-api';
import type { RedirectIssue } from '@core/redirects/redirect-checks';
import {
  DEFAULT_STATUS_CODE,
  REDIRECT_STATUS_CODES,
  redirectInputSchema,
  STATUS_CODE_LABELS,
  type StoredStatusCode,
} from '@core/redirects/redirect-schema';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { Modal, ModalActions } from '@site/shared/components/modal';
import { useToast } from '@site/shared/components/use-toast';
import { FormField } from '@site/admin/components/form-field';
import { ToggleSwitch } from '@site/admin/components/toggle-switch';
import { errorsByField, parseWith, type FieldErrors } from '@site/admin/components/form-issues';
import { keys, useAdminMutation } from '@site/admin/data/queries';
import { RedirectSaveError } from '@site/admin/data/redirects-store';
import { REDIRECTS_TEXT } from './redirects-text';
import { useErrorToast } from '@site/admin/components/use-error-toast';

interface FormValues {
  sourcePath: string;
  targetPath: string;
  statusCode: StoredStatusCode;
  isActive: boolean;
  notes: string;
}

const EMPTY: FormValues = {
  sourcePath: '',
  targetPath: '',
  statusCode: DEFAULT_STATUS_CODE,
  isActive: true,
  notes: '',
};

const valuesOf = (redirect: Redirect): FormValues => ({
  sourcePath: redirect.sourcePath,
  targetPath: redirect.targetPath,
  statusCode: redirect.statusCode,
  isActive: redirect.isActive,
  notes: redirect.notes,
});

const Form = styled.form`
  display: grid;
  gap: 1rem;
  .toggle {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    font-weight: 600;
  }
  .primary {
    ${primaryButtonStyles}
  }
  .secondary {
    ${secondaryButtonStyles}
  }
`;

const Warnings = styled.div`
  border: 1px solid #f59e0b;
  background: #fffbeb;
  border-radius: 8px;
  padding: 0.75rem 1rem;
  p {
    margin: 0 0 0.4rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  button {
    ${secondaryButtonStyles}
  }
`;

export type RedirectDialogState =
  { mode: 'create'; sourcePath?: string } | { mode: 'edit'; redirect: Redirect } | null;

/**
 * Creates or edits a redirect. The fields are checked as the server checks them (the core schema)
 * before anything is sent; the server's refusals (a taken source path, a loop) show beside their
 * field, and its warnings (a chain, a hidden post) above the buttons, to save anyway or, for a
 * chain, to point at its end instead. Spec §4: the form resets after a create, not after an edit.
 */
export function RedirectDialog({
  state,
  onClose,
}: {
  state: RedirectDialogState;
  /** Also after a save (which reads the redirects and their figures again). */
  onClose(): void;
}) {
  const saveRedirect = useAdminMutation(
    (d, request: RedirectSaveRequest) =>
      state?.mode === 'edit'
        ? d.redirects.update(state.redirect.id, request)
        : d.redirects.create(request),
    [keys.redirects],
  );
  const toast = useToast();
  const errorToast = useErrorToast();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [warnings, setWarnings] = useState<RedirectIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const [openedFor, setOpenedFor] = useState<RedirectDialogState>(null);

  // Fill the form when the dialog opens for a redirect or a prefilled path; an unsaved new
  // redirect stays in the form until it is saved, an edit's values go when the dialog closes.
  if (state !== openedFor) {
    setOpenedFor(state);
    if (state?.mode === 'edit') setValues(valuesOf(state.redirect));
    else if (state?.mode === 'create' && state.sourcePath)
      setValues({ ...EMPTY, sourcePath: state.sourcePath });
    else if (openedFor?.mode === 'edit') setValues(EMPTY);
    setErrors({});
    setWarnings([]);
  }

  const change = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setWarnings([]);
  };

  async function save(confirmWarnings = false, override: Partial<FormValues> = {}) {
    const input = { ...values, ...override };
    const parsed = parseWith(redirectInputSchema, input);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setSaving(true);
    try {
      await saveRedirect({ ...parsed.values, confirmWarnings });
      toast({ title: state?.mode === 'edit' ? REDIRECTS_TEXT.updated : REDIRECTS_TEXT.created });
      if (state?.mode === 'create') setValues(EMPTY);
      setWarnings([]);
      onClose();
    } catch (error) {
      if (error instanceof RedirectSaveError && (error.issues.length || error.warnings.length)) {
        setErrors(errorsByField(error.issues));
        setWarnings(error.warnings);
        if (override.targetPath) setValues((current) => ({ ...current, ...override }));
      } else {
        errorToast(REDIRECTS_TEXT.saveFailed, error);
      }
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  const chain = warnings.find((w) => w.kind === 'chain');
  const statusCodes: readonly StoredStatusCode[] =
    values.statusCode === 404 ? [...REDIRECT_STATUS_CODES, 404] : REDIRECT_STATUS_CODES;

  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={state?.mode === 'edit' ? REDIRECTS_TEXT.dialogEdit : REDIRECTS_TEXT.dialogNew}
      width="560px"
    >
      <Form onSubmit={submit} noValidate>
        <FormField
          label={REDIRECTS_TEXT.sourceLabel}
          required
          hint={REDIRECTS_TEXT.sourceHint}
          error={errors.sourcePath}
        >
          {(props) => (
            <input
              {...props}
              value={values.sourcePath}
              onChange={(e) => change('sourcePath', e.target.value)}
              placeholder="/articles/old-post"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField
          label={REDIRECTS_TEXT.targetLabel}
          required
          hint={REDIRECTS_TEXT.targetHint}
          error={errors.targetPath}
        >
          {(props) => (
            <input
              {...props}
              value={values.targetPath}
              onChange={(e) => change('targetPath', e.target.value)}
              placeholder="/blog/new-post"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField label={REDIRECTS_TEXT.statusLabel} error={errors.statusCode}>
          {(props) => (
            <select
              {...props}
              value={values.statusCode}
              onChange={(e) => change('statusCode', Number(e.target.value) as StoredStatusCode)}
            >
              {statusCodes.map((code) => (
                <option key={code} value={code}>
                  {STATUS_CODE_LABELS[code]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="toggle">
          <ToggleSwitch
            checked={values.isActive}
            onCheckedChange={(on) => change('isActive', on)}
          />
          {REDIRECTS_TEXT.activeLabel}
        </label>
        <FormField label={REDIRECTS_TEXT.notesLabel} error={errors.notes}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              value={values.notes}
              onChange={(e) => change('notes', e.target.value)}
            />
          )}
        </FormField>
        {warnings.length > 0 && (
          <Warnings role="alert">
            {warnings.map((warning) => (
              <p key={warning.kind}>{warning.message}</p>
            ))}
            <div className="actions">
              {chain?.kind === 'chain' && (
                <button
                  type="button"
                  disabled={saving}
                  onClick={() => void save(false, { targetPath: chain.finalTarget })}
                >
                  {REDIRECTS_TEXT.pointAtFinal(chain.finalTarget)}
                </button>
              )}
              <button type="button" disabled={saving} onClick={() => void save(true)}>
                {REDIRECTS_TEXT.saveAnyway}
              </button>
            </div>
          </Warnings>
        )}
        <ModalActions>
          <button type="button" className="secondary" onClick={onClose} disabled={saving}>
            {REDIRECTS_TEXT.cancel}
          </button>
          <button type="submit" className="primary" disabled={saving}>
            {saving ? REDIRECTS_TEXT.saving : REDIRECTS_TEXT.save}
          </button>
        </ModalActions>
      </Form>
    </Modal>
  );
}
