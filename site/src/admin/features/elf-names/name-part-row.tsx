import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { NamePartKind } from '@core/generators/content-kinds';
import { namePartSchema } from '@core/generators/content-schemas';
import type { NamePart } from '@core/models';
import {
  dangerButtonStyles,
  fieldStyles,
  primaryButtonStyles,
  secondaryButtonStyles,
} from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { useEntityForm } from '@site/admin/components/use-entity-form';
import { useAdminData } from '@site/admin/data/admin-data';
import { useNamePartsCache } from '@site/admin/data/queries';
import { ELF_NAMES_TEXT } from './elf-names-text';
import { useErrorToast } from '@site/admin/components/use-error-toast';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.55rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
  .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .category {
    font-size: 0.8rem;
    padding: 0.1rem 0.5rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
  .actions {
    margin-left: auto;
    display: flex;
    gap: 0.4rem;
  }
  input {
    ${fieldStyles}
    padding: 0.4rem 0.6rem;
    flex: 1 1 12rem;
    min-width: 0;
  }
  button {
    ${secondaryButtonStyles}
    padding: 0.35rem 0.75rem;
  }
  button.save {
    ${primaryButtonStyles}
    padding: 0.35rem 0.75rem;
  }
  button.delete {
    ${dangerButtonStyles}
    padding: 0.35rem 0.75rem;
  }
  .error {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.9rem;
  }
`;

/**
 * One name part: its name and category, Edit (inline: Enter saves, Escape cancels, a blank name
 * cannot be saved) and Delete (asks first, through `onDelete`).
 */
export function NamePartRow({
  kind,
  part,
  onDelete,
  select,
}: {
  kind: NamePartKind;
  part: NamePart;
  onDelete(part: NamePart): void;
  /** The row's checkbox of the select-many delete. */
  select?: ReactNode;
}) {
  const data = useAdminData();
  const { edit } = useNamePartsCache(kind);
  const toast = useToast();
  const errorToast = useErrorToast();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Leaving the inline editor puts focus back on Edit, not on the page's body.
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current && !editing) {
      refocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const cancel = () => {
    setEditing(false);
    refocus.current = true;
  };

  const { draft, errors, bind, reset, saving, submit } = useEntityForm({
    initial: () => ({ value: part.value }),
    schema: namePartSchema,
    inputOf: ({ value }) => ({ value, category: part.category }),
    async save(values) {
      if (values.value === part.value) return cancel();
      const { item } = await data.content.update(kind, part.id, values);
      edit((list) => list.map((p) => (p.id === item.id ? item : p)));
      toast({ title: ELF_NAMES_TEXT.updated(kind) });
      cancel();
    },
    onSaveFailed: (failure) => errorToast(ELF_NAMES_TEXT.updateFailed(kind), failure),
  });
  const blank = !draft.value.trim();
  function save() {
    if (!blank) void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  }

  if (editing) {
    const error = Object.values(errors)[0];
    const errorId = `edit-${part.id}-error`;
    return (
      <Row>
        <input
          aria-label={ELF_NAMES_TEXT.editLabel(kind)}
          autoFocus
          disabled={saving}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...bind('value')}
          onKeyDown={onKeyDown}
        />
        <div className="actions">
          <button type="button" className="save" disabled={blank || saving} onClick={save}>
            {saving ? ELF_NAMES_TEXT.saving : ELF_NAMES_TEXT.save}
          </button>
          <button type="button" disabled={saving} onClick={cancel}>
            {ELF_NAMES_TEXT.cancel}
          </button>
        </div>
        {error && (
          <p className="error" id={errorId} role="alert">
            {error}
          </p>
        )}
      </Row>
    );
  }

  return (
    <Row>
      {/* Its own element, so the editor's input never takes the checkbox's place (and focus). */}
      {select && <span className="select">{select}</span>}
      <span className="name">{part.value}</span>
      <span className="category">{part.category}</span>
      <div className="actions">
        <button
          ref={editButton}
          type="button"
          aria-label={ELF_NAMES_TEXT.edit(part.value)}
          onClick={() => {
            reset({ value: part.value });
            setEditing(true);
          }}
        >
          Edit
        </button>
        <button
          type="button"
          className="delete"
          aria-label={ELF_NAMES_TEXT.delete(part.value)}
          onClick={() => onDelete(part)}
        >
          Delete
        </button>
      </div>
    </Row>
  );
}
