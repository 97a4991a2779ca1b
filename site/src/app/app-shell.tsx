import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { SiteSettings } from '../../../core/settings';
import { SettingsProvider } from './settings-context';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/** Providers shared by the server render, the hydrated page and the admin app. */
export function AppShell({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return (
    <SettingsProvider value={settings}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </SettingsProvider>
  );
}

/** The providers around each island of a public page (islands/entry.tsx); the page has its styles. */
export function IslandShell({
  settings,
  children,
}: {
  settings: SiteSettings;
  children: ReactNode;
}) {
  return (
    <SettingsProvider value={settings}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </SettingsProvider>
  );
}
