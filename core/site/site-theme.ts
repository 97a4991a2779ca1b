/**
 * The public site's colours, font and corner radius, read by the site's theme
 * (site/src/shared/app/theme.ts) and by what functions render without it: the pages the
 * newsletter's mail links open and the mails themselves. One source, so they look the same.
 */
export const SITE_COLORS = {
  text: '#1f2933',
  muted: '#52606d',
  background: '#fffdf8',
  surface: '#ffffff',
  primary: '#b91c1c',
  primaryText: '#ffffff',
  accent: '#166534',
  border: '#e4e7eb',
  danger: '#b91c1c',
} as const;

export const SITE_RADIUS = '12px';

/**
 * The device's own font: nothing to download or swap in. `system-ui` first, since the browser
 * tries the names in order and each one the device lacks costs a lookup in its fonts during the
 * first layout (in Chromium on Linux, a blocking call to the browser process per name and weight).
 */
export const SITE_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
