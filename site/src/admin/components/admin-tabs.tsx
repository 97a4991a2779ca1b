import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** One row of tabs: on a narrow screen it scrolls sideways rather than stacking tabs under tabs. */
const List = styled(Tabs.List)`
  display: flex;
  overflow-x: auto;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1.25rem;
`;

const Trigger = styled(Tabs.Trigger)`
  font: inherit;
  font-weight: 600;
  flex: none;
  white-space: nowrap;
  padding: 0.6rem 1rem;
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    padding: 0.6rem 0.75rem;
  }
  background: none;
  border: none;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs of an admin page (Radix: arrow keys move between tabs; only the open panel renders). The
 * first tab is open unless `defaultValue` names another (a link to one tab of a page).
 */
export function AdminTabs({
  tabs,
  label,
  defaultValue,
}: {
  tabs: AdminTab[];
  label: string;
  defaultValue?: string;
}) {
  const open = tabs.some((tab) => tab.value === defaultValue) ? defaultValue : tabs[0]?.value;
  return (
    <Tabs.Root defaultValue={open}>
      <List aria-label={label}>
        {tabs.map((tab) => (
          <Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
