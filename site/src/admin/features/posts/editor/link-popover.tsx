import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  fieldStyles,
  primaryButtonStyles,
  secondaryButtonStyles,
} from '@site/shared/components/form-styles';
import { EDITOR_TEXT } from './editor-text';
import { isAllowedLinkUrl } from './link-url';

const Panel = styled.div`
  position: absolute;
  z-index: 5;
  top: 100%;
  left: 0.5rem;
  display: grid;
  gap: 0.5rem;
  width: min(420px, calc(100% - 1rem));
  margin-top: 0.25rem;
  padding: 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.15);

  label {
    font-weight: 600;
  }
  input {
    ${fieldStyles}
  }
  .hint {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .error {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 0.5rem;
  }
  .apply {
    ${primaryButtonStyles}
    padding: 0.45rem 1rem;
  }
  .cancel {
    ${secondaryButtonStyles}
    padding: 0.45rem 1rem;
  }
`;

export interface LinkPopoverProps {
  initialHref: string;
  /** An allowed URL, or '' to remove the link. */
  onApply(href: string): void;
  onCancel(): void;
}

/**
 * Asks for a link's URL next to the toolbar. Not a <form>: the editor sits inside the post form,
 * and forms cannot nest, so Enter is handled here and kept from submitting the post.
 */
export function LinkPopover({ initialHref, onApply, onCancel }: LinkPopoverProps) {
  const [href, setHref] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const apply = () => {
    const url = href.trim();
    if (url && !isAllowedLinkUrl(url)) return setInvalid(true);
    onApply(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      // Escape closes this panel only, not the full-screen editor around it.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Panel role="group" aria-label={EDITOR_TEXT.linkPanel} onKeyDown={onKeyDown}>
      <label id={inputId} htmlFor={`${inputId}-input`}>
        {EDITOR_TEXT.linkUrl}
      </label>
      <input
        id={`${inputId}-input`}
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com or /blog/my-post"
        value={href}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : hintId}
        // The panel opens because the admin asked for it: typing should start at once.
        autoFocus
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
      />
      {invalid ? (
        <p id={errorId} className="error" role="alert">
          {EDITOR_TEXT.linkInvalid}
        </p>
      ) : (
        <p id={hintId} className="hint">
          {EDITOR_TEXT.linkHint}
        </p>
      )}
      <div className="actions">
        <button type="button" className="cancel" onClick={onCancel}>
          {EDITOR_TEXT.linkCancel}
        </button>
        <button type="button" className="apply" onClick={apply}>
          {EDITOR_TEXT.linkApply}
        </button>
      </div>
    </Panel>
  );
}
