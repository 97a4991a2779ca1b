import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { SiteSettings } from '../../../core/settings';
import { SettingsProvider } from './settings-context';
import { GlobalStyle, theme } from './theme';

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
