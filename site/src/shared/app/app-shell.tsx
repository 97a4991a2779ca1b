import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { SiteSettings } from '@core/site/settings';
import { SettingsProvider } from './settings-context';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

interface ShellProps {
  settings: SiteSettings;
  children: ReactNode;
}

/** The providers around each island of a public page (islands/hydrate-island.tsx); the page has its styles. */
export function IslandShell({ settings, children }: ShellProps) {
  return (
    <SettingsProvider value={settings}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </SettingsProvider>
  );
}

/** The same providers with the page-wide styles: the server render and the admin app. */
export function AppShell({ settings, children }: ShellProps) {
  return (
    <IslandShell settings={settings}>
      <GlobalStyle />
      {children}
    </IslandShell>
  );
}
