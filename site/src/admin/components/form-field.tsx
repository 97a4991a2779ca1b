import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { fieldStyles } from '@site/shared/components/form-styles';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
  /* Beside a taller field (one with a hint) the control stays under its label, level with the other. */
  align-content: start;
  label {
    font-weight: 600;
  }
  input:not([type='checkbox']):not([type='file']),
  select,
  textarea {
    ${fieldStyles}
    width: 100%;
  }
  textarea {
    resize: vertical;
  }
  /* As specific as the field rules above, and after them: an invalid field's border shows. */
  input:not([type='checkbox']):not([type='file'])[aria-invalid='true'],
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .meta {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* A long unbroken value shown in a hint (a slug's URL) wraps instead of widening the form. */
  .hint {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .counter {
    flex: none;
    white-space: nowrap;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.9rem;
    margin: 0;
  }
`;

export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled control with its hint, counter and error, wired for assistive technology: the
 * control gets the id, aria-invalid and aria-describedby from `children(props)`.
 */
export function FormField({
  label,
  required,
  hint,
  counter,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  counter?: string;
  error?: string;
  children(props: FieldControlProps): ReactNode;
}) {
  const id = useId();
  const describedBy = [hint || counter ? `${id}-meta` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Wrapper>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {(hint || counter) && (
        <div className="meta" id={`${id}-meta`}>
          <span className="hint">{hint}</span>
          {counter && <span className="counter">{counter}</span>}
        </div>
      )}
      {error && (
        <p className="error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </Wrapper>
  );
}

/** What every field takes: its label, whether it is required, its hint and its message. */
interface FieldProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
}

type InputProps = Omit<ComponentProps<'input'>, keyof FieldProps | 'id' | 'value' | 'onChange'> & {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
};

/** A labelled one-line input; other attributes (type, ref, autoComplete) go to the input. */
export function TextField({ label, required, hint, error, ...input }: FieldProps & InputProps) {
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {(props) => <input {...props} {...input} />}
    </FormField>
  );
}

/** A labelled multi-line text area. */
export function TextAreaField({
  label,
  required,
  hint,
  error,
  rows,
  value,
  onChange,
}: FieldProps & {
  rows: number;
  value: string;
  onChange(event: ChangeEvent<HTMLTextAreaElement>): void;
}) {
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {(props) => <textarea {...props} rows={rows} value={value} onChange={onChange} />}
    </FormField>
  );
}

/** A labelled select of fixed values, each shown as itself (a difficulty, a category). */
export function SelectField({
  label,
  required,
  hint,
  error,
  options,
  value,
  onChange,
}: FieldProps & {
  options: readonly string[];
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
}) {
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {(props) => (
        <select {...props} value={value} onChange={onChange}>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    </FormField>
  );
}
