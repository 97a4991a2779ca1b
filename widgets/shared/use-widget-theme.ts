import { useEffect, useState } from 'react';
import { AUTO_THEME } from '@core/embed/generator-themes';
import { resolveTheme, THEMES, type ThemeKey, type WidgetTheme } from './themes';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const prefersDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

/**
 * The theme a widget shows. 'auto' follows the page's colour scheme (default in light, dark in
 * dark) and changes with it while the widget is open; other names go through resolveTheme.
 */
export function useWidgetTheme(
  supported: readonly ThemeKey[],
  requested: string | undefined,
): WidgetTheme {
  const auto = requested === AUTO_THEME;
  const [dark, setDark] = useState(() => auto && prefersDark());
  useEffect(() => {
    if (!auto || typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK_QUERY);
    const update = () => setDark(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [auto]);
  if (!auto) return resolveTheme(supported, requested);
  return dark ? THEMES.dark : THEMES.default;
}
