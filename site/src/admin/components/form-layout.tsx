import styled, { css } from 'styled-components';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';

/** Fields side by side, each at least `$min` wide: fewer to a line on a narrower screen. */
export const FieldRow = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min}, 1fr));
  gap: 1rem;
`;

/** Buttons in a line that wraps: `.primary` for the main one, `.secondary` for the others. */
export const buttonRowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  .primary {
    ${primaryButtonStyles}
  }
  .secondary {
    ${secondaryButtonStyles}
  }
`;

const Actions = styled.div`
  ${buttonRowStyles}
`;

/** The labels of a create-or-edit form's buttons. */
export interface FormActionsText {
  create: string;
  update: string;
  saving: string;
  cancel: string;
}

/**
 * A create-or-edit form's submit button (Create or Update, saying when it is saving) and Cancel,
 * both off while saving.
 */
export function FormActions({
  editing,
  saving,
  text,
  onCancel,
}: {
  editing: boolean;
  saving: boolean;
  text: FormActionsText;
  onCancel(): void;
}) {
  return (
    <Actions className="actions">
      <button type="submit" className="primary" disabled={saving}>
        {saving ? text.saving : editing ? text.update : text.create}
      </button>
      <button type="button" className="secondary" onClick={onCancel} disabled={saving}>
        {text.cancel}
      </button>
    </Actions>
  );
}
