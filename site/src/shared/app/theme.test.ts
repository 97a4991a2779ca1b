import { SITE_COLORS, SITE_FONT, SITE_RADIUS } from '@core/site/site-theme';
import { theme } from './theme';

it("takes the site's colours, font and corners from core, where the pages functions render read them too", () => {
  expect(theme.colors).toBe(SITE_COLORS);
  expect([theme.font, theme.radius]).toEqual([SITE_FONT, SITE_RADIUS]);
});
