import { createGlobalStyle } from 'styled-components';

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

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.6;
  }
  /* A title may hold one long word (a German compound, a URL): it wraps rather than push the page wide. */
  h1, h2, h3 { overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  img { max-width: 100%; height: auto; }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
