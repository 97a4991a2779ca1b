import { BRAND_THEME_KEY } from './runtime-config';
import { resolveTheme, THEMES } from './themes';

describe('resolveTheme', () => {
  it('uses a theme the widget supports', () => {
    expect(resolveTheme(['default', 'christmas', 'minimal'], 'minimal').name).toBe('minimal');
  });
  it('falls back to default for unknown or unsupported themes', () => {
    expect(resolveTheme(['default', 'christmas'], 'neon').name).toBe('default');
    expect(resolveTheme(['default', 'christmas'], 'elf').name).toBe('default');
    expect(resolveTheme(['default', 'christmas'], undefined).name).toBe('default');
  });
  it('knows the brand theme by the site’s configured key', () => {
    expect(resolveTheme(['default', 'brand', 'christmas'], BRAND_THEME_KEY).name).toBe('brand');
    expect(resolveTheme(['default', 'christmas'], BRAND_THEME_KEY).name).toBe('default');
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme colours', () => {
  it('knows the contrast of black on white and of a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#c2410c', '#c2410c')).toBe(1);
  });

  // Text pairs the widgets draw need 4.5:1 (WCAG AA); the focus ring (accent) needs 3:1.
  it.each(Object.values(THEMES).map((theme) => [theme.name, theme] as const))(
    '%s passes WCAG AA',
    (_name, theme) => {
      for (const ground of [theme.background, theme.surface]) {
        expect(contrast(theme.text, ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(theme.muted, ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(theme.primary, ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(theme.accent, ground)).toBeGreaterThanOrEqual(3);
      }
      expect(contrast(theme.primaryText, theme.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.error, theme.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('has a light and a dark scheme', () => {
    expect(THEMES.default.scheme).toBe('light');
    expect(THEMES.dark.scheme).toBe('dark');
    expect(contrast(THEMES.dark.background, '#000000')).toBeLessThan(2);
  });
});
