export const theme = {
  colors: {
    text: '#1f2933',
    muted: '#52606d',
    background: '#fffdf8',
    surface: '#ffffff',
    primary: '#b91c1c',
    primaryText: '#ffffff',
    accent: '#166534',
    border: '#e4e7eb',
    danger: '#b91c1c',
  },
  radius: '12px',
  font: "'Segoe UI', system-ui, -apple-system, sans-serif",
  mobileBreakpoint: '768px',
  /** Width of the public pages' content (header, page and footer line up on it) and the side gutter beside it. */
  contentWidth: '1052px',
  gutter: '1.5rem',
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
