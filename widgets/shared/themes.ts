import type { ThemeName } from '@core/embed/generator-themes';
import { BRAND_THEME_KEY } from './runtime-config';

export interface WidgetTheme {
  name: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  primary: string;
  primaryText: string;
  accent: string;
  border: string;
  /** Text of error messages, on the surface colour. */
  error: string;
  /** How the browser draws native controls (checkboxes, selects) inside. */
  scheme: 'light' | 'dark';
  radius: string;
  font: string;
}

const base = {
  error: '#b91c1c',
  scheme: 'light' as const,
  radius: '12px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
};

export const THEMES = {
  default: {
    ...base,
    name: 'default',
    background: '#fff8f0',
    surface: '#ffffff',
    text: '#1f2933',
    muted: '#52606d',
    primary: '#c2410c',
    primaryText: '#ffffff',
    accent: '#15803d',
    border: '#f3d9c4',
  },
  christmas: {
    ...base,
    name: 'christmas',
    background: '#f0fdf4',
    surface: '#ffffff',
    text: '#14532d',
    muted: '#3f6212',
    primary: '#b91c1c',
    primaryText: '#ffffff',
    accent: '#a16207',
    border: '#b91c1c',
  },
  minimal: {
    ...base,
    name: 'minimal',
    background: '#ffffff',
    surface: '#ffffff',
    text: '#111827',
    muted: '#6b7280',
    primary: '#111827',
    primaryText: '#ffffff',
    accent: '#374151',
    border: '#e5e7eb',
    radius: '6px',
  },
  brand: {
    ...base,
    name: 'brand',
    background: '#f5f3ff',
    surface: '#ffffff',
    text: '#1e1b4b',
    muted: '#4c4a7a',
    primary: '#6d28d9',
    primaryText: '#ffffff',
    accent: '#0d9488',
    border: '#ddd6fe',
  },
  elf: {
    ...base,
    name: 'elf',
    background: '#ecfccb',
    surface: '#ffffff',
    text: '#1a2e05',
    muted: '#3f6212',
    primary: '#15803d',
    primaryText: '#ffffff',
    accent: '#dc2626',
    border: '#bef264',
  },
  /** The dark side of 'auto': the default theme for pages whose visitors prefer a dark scheme. */
  dark: {
    ...base,
    name: 'dark',
    background: '#16181d',
    surface: '#21252d',
    text: '#f3f4f6',
    muted: '#c3c8d1',
    primary: '#fb9a5b',
    primaryText: '#16181d',
    accent: '#86efac',
    border: '#3b4250',
    error: '#fca5a5',
    scheme: 'dark',
  },
} satisfies Record<ThemeName | 'dark', WidgetTheme>;

export type ThemeKey = ThemeName;

/** The theme a widget shows: one it supports, the brand theme by its configured key, else default. */
export function resolveTheme(
  supported: readonly ThemeKey[],
  requested: string | undefined,
): WidgetTheme {
  const key = requested === BRAND_THEME_KEY ? 'brand' : requested;
  return THEMES[supported.find((theme) => theme === key) ?? 'default'];
}
