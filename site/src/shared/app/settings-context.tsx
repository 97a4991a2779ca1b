import { createContext, useContext, type ReactNode } from 'react';
import type { SiteSettings } from '@core/site/settings';

const SettingsContext = createContext<SiteSettings | null>(null);

export function SettingsProvider({
  value,
  children,
}: {
  value: SiteSettings;
  children: ReactNode;
}) {
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSiteSettings needs a SettingsProvider');
  return settings;
}
