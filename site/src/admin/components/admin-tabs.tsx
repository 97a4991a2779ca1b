import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1.25rem;
`;

const Trigger = styled(Tabs.Trigger)`
  font: inherit;
  font-weight: 600;
  padding: 0.6rem 1rem;
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

/** Tabs of an admin page (Radix: arrow keys move between tabs; only the open panel renders). */
export function AdminTabs({ tabs, label }: { tabs: AdminTab[]; label: string }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value}>
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
