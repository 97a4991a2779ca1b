import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { customSupplyId, customSupplyProblem } from '@core/generators/craft';
import type { SupplySetting } from '@core/generators/generator-settings';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { AddRow } from './supply-picker';
import { CRAFT_ADMIN_TEXT as TEXT } from './craft-text';

const List = styled.ul`
  list-style: none;
  margin: 1rem 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 0.5rem;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
    padding: 0.45rem 0.5rem 0.45rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
  }
  button {
    ${secondaryButtonStyles}
    padding: 0.25rem 0.6rem;
    font-size: 0.85rem;
  }
`;

const Note = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The supplies the craft widget lists first. Changes are kept as a draft until Save Changes; a
 * blank or repeated supply is not added, and the last one cannot be removed.
 */
export function DefaultSuppliesTab({
  supplies,
  error,
  onChange,
}: {
  supplies: readonly SupplySetting[];
  error?: string;
  onChange(next: SupplySetting[]): void;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');

  function add(event: FormEvent) {
    event.preventDefault();
    const why = customSupplyProblem(
      name,
      supplies.map((s) => ({ ...s, checked: false })),
    );
    setProblem(why ?? '');
    if (why) return;
    onChange([...supplies, { id: customSupplyId(Date.now()), name: name.trim() }]);
    setName('');
  }

  return (
    <div>
      <p>{TEXT.suppliesIntro}</p>
      <List aria-label={TEXT.tabs.supplies}>
        {supplies.map((supply) => (
          <li key={supply.id}>
            <span>{supply.name}</span>
            <button
              type="button"
              aria-label={TEXT.removeSupply(supply.name)}
              disabled={supplies.length === 1}
              onClick={() => onChange(supplies.filter((s) => s.id !== supply.id))}
            >
              Remove
            </button>
          </li>
        ))}
      </List>
      <form onSubmit={add} noValidate>
        <AddRow>
          <input
            aria-label={TEXT.newSupply}
            placeholder={TEXT.newSupply}
            value={name}
            maxLength={60}
            onChange={(e) => {
              setName(e.target.value);
              setProblem('');
            }}
          />
          <button type="submit">{TEXT.addSupply}</button>
        </AddRow>
      </form>
      {(problem || error) && <Note role="alert">{problem || error}</Note>}
    </div>
  );
}
