import { SITE_COLORS, SITE_FONT, SITE_RADIUS } from '@core/site/site-theme';

export const theme = {
  colors: SITE_COLORS,
  radius: SITE_RADIUS,
  font: SITE_FONT,
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
