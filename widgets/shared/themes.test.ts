import { BRAND_THEME_KEY } from './runtime-config';
import { resolveTheme } from './themes';

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
