import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  fieldsetStyles,
  fieldStyles,
  secondaryButtonStyles,
} from '@site/shared/components/form-styles';

const Fieldset = styled.fieldset`
  ${fieldsetStyles}
  .row {
    display: flex;
    gap: 0.5rem;
  }
  input {
    ${fieldStyles}
    flex: 1;
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  button {
    ${secondaryButtonStyles}
    padding: 0.4rem 0.75rem;
  }
  /* A square remove button with a large glyph on grey: not to be taken for an empty field. */
  .remove {
    flex: none;
    align-self: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    padding: 0;
    font-size: 1.4rem;
    line-height: 1;
    background: ${({ theme }) => theme.colors.border};
  }
  .add {
    justify-self: start;
  }
  .hint {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .error {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * A list edited one row per entry (required items, ingredients, tags). It never has fewer than
 * one row (spec §5); blank rows are allowed while editing and stripped on save by the schema.
 * Enter in a row adds the next one.
 */
export function ListRowsField({
  label,
  itemLabel,
  addLabel,
  removeLabel,
  values,
  onChange,
  required,
  hint,
  error,
  maxLength,
}: {
  label: string;
  itemLabel(n: number): string;
  addLabel: string;
  removeLabel(n: number): string;
  values: string[];
  onChange(next: string[]): void;
  required?: boolean;
  hint?: string;
  error?: string;
  maxLength?: number;
}) {
  const id = useId();
  const rows = values.length ? values : [''];
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    inputs.current[focusRow.current]?.focus();
    focusRow.current = null;
  });

  function insertAfter(index: number) {
    focusRow.current = index + 1;
    onChange([...rows.slice(0, index + 1), '', ...rows.slice(index + 1)]);
  }

  function remove(index: number) {
    focusRow.current = Math.max(0, index - 1);
    onChange(rows.filter((_, i) => i !== index));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    insertAfter(index);
  }

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Fieldset aria-describedby={describedBy || undefined}>
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {rows.map((value, index) => (
        <div className="row" key={index}>
          <input
            ref={(element) => {
              inputs.current[index] = element;
            }}
            aria-label={itemLabel(index + 1)}
            aria-invalid={error && !rows.some((r) => r.trim()) ? true : undefined}
            value={value}
            maxLength={maxLength}
            onChange={(e) => onChange(rows.map((r, i) => (i === index ? e.target.value : r)))}
            onKeyDown={(e) => onKeyDown(e, index)}
          />
          <button
            type="button"
            className="remove"
            aria-label={removeLabel(index + 1)}
            disabled={rows.length === 1}
            onClick={() => remove(index)}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" className="add" onClick={() => insertAfter(rows.length - 1)}>
        {addLabel}
      </button>
      {error && (
        <p className="error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </Fieldset>
  );
}
