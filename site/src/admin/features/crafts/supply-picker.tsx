import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { customSupplyProblem, supplyLabel } from '@core/generators/craft';
import type { SupplySetting } from '@core/generators/generator-settings';
import { fieldStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a stored supply (an id such as 'paper', or a name) is this default supply. */
export const isSupply = (value: string, supply: SupplySetting) =>
  normalize(value) === normalize(supply.id) || normalize(value) === normalize(supply.name);

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 0.35rem 1rem;
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    font-weight: 400;
  }
`;

export const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  input {
    ${fieldStyles}
    flex: 1 1 200px;
  }
  button {
    ${secondaryButtonStyles}
  }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    padding: 0.2rem 0.3rem 0.2rem 0.7rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  button {
    font: inherit;
    border: none;
    background: none;
    cursor: pointer;
    padding: 0 0.35rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A craft idea's required supplies: the default supplies as checkboxes, and any other supply
 * typed in (Enter or Add). A blank or repeated supply is not added (spec §5).
 */
export function SupplyPicker({
  value,
  defaults,
  onChange,
  describedBy,
}: {
  /** Stored supplies: ids of built-in supplies ('paper') or names. */
  value: string[];
  defaults: readonly SupplySetting[];
  onChange(next: string[]): void;
  describedBy?: string;
}) {
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState('');
  const custom = value.filter((v) => !defaults.some((d) => isSupply(v, d)));

  function toggle(supply: SupplySetting, checked: boolean) {
    onChange(checked ? [...value, supply.name] : value.filter((v) => !isSupply(v, supply)));
  }

  function add() {
    const listed = [
      ...defaults.map((d) => ({ ...d, checked: false })),
      ...custom.map((name) => ({ id: name, name, checked: true })),
    ];
    const why = customSupplyProblem(other, listed);
    if (why) {
      // A default supply typed in is ticked rather than refused.
      const match = defaults.find((d) => isSupply(other, d));
      if (match && !value.some((v) => isSupply(v, match))) {
        toggle(match, true);
        setOther('');
        setProblem('');
        return;
      }
      setProblem(why);
      return;
    }
    onChange([...value, other.trim()]);
    setOther('');
    setProblem('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div role="group" aria-label="Required Supplies" aria-describedby={describedBy}>
      <Grid>
        {defaults.map((supply) => (
          <li key={supply.id}>
            <label>
              <input
                type="checkbox"
                checked={value.some((v) => isSupply(v, supply))}
                onChange={(e) => toggle(supply, e.target.checked)}
              />
              {supply.name}
            </label>
          </li>
        ))}
      </Grid>
      {custom.length > 0 && (
        <Chips aria-label="Other supplies" style={{ marginTop: '0.75rem' }}>
          {custom.map((supply) => (
            <li key={supply}>
              {supplyLabel(supply)}
              <button
                type="button"
                aria-label={`Remove ${supplyLabel(supply)}`}
                onClick={() => onChange(value.filter((v) => v !== supply))}
              >
                ×
              </button>
            </li>
          ))}
        </Chips>
      )}
      <AddRow style={{ marginTop: '0.75rem' }}>
        <input
          aria-label="Other supply"
          placeholder="Other supply"
          value={other}
          onChange={(e) => {
            setOther(e.target.value);
            setProblem('');
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" onClick={add}>
          Add
        </button>
      </AddRow>
      {problem && <Note role="alert">{problem}</Note>}
    </div>
  );
}
