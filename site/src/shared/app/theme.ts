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
  /**
   * The device's own font: nothing to download or swap in. `system-ui` first, since the browser
   * tries the names in order and each one the device lacks costs a lookup in its fonts during the
   * first layout (in Chromium on Linux, a blocking call to the browser process per name and weight).
   */
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
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
