import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';

const Trigger = styled.button`
  ${secondaryButtonStyles}
  padding: 0.3rem 0.7rem;
  white-space: nowrap;
`;

const Content = styled(DropdownMenu.Content)`
  min-width: 9rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 0.3rem;
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.12);
  z-index: 800;
`;

const Item = styled(DropdownMenu.Item)<{ $danger?: boolean }>`
  display: block;
  padding: 0.45rem 0.7rem;
  border-radius: 6px;
  cursor: pointer;
  color: ${({ $danger, theme }) => ($danger ? theme.colors.danger : theme.colors.text)};
  text-decoration: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export interface MenuAction {
  label: string;
  /** An in-app path, or with `newTab` any URL opened in a new tab; else `onSelect` runs. */
  href?: string;
  newTab?: boolean;
  onSelect?: () => void;
  danger?: boolean;
}

/** A row's actions behind one button (Radix menu: arrow keys, Escape, focus management). */
export function ActionMenu({
  label,
  actions,
  triggerText = 'Actions',
}: {
  label: string;
  actions: MenuAction[];
  /** What the button shows (its accessible name is `label`). */
  triggerText?: string;
}): ReactNode {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    // Not modal: a dialog opened from an item must get the focus and pointer events.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Trigger ref={trigger} type="button" aria-label={label}>
          {triggerText} ▾
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={4}>
          {actions.map((action) =>
            action.href ? (
              <Item key={action.label} asChild $danger={action.danger}>
                {action.newTab ? (
                  <a href={action.href} target="_blank" rel="noopener noreferrer">
                    {action.label}
                  </a>
                ) : (
                  <Link to={action.href}>{action.label}</Link>
                )}
              </Item>
            ) : (
              <Item
                key={action.label}
                $danger={action.danger}
                onSelect={() => {
                  // A dialog the action opens returns focus to what had it: the menu's button.
                  trigger.current?.focus();
                  action.onSelect?.();
                }}
              >
                {action.label}
              </Item>
            ),
          )}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
