import { SITE_COLORS, SITE_FONT, SITE_RADIUS } from '@core/site/site-theme';
import { linkPage } from './newsletter-link-page';

it("paints the mail links' pages in the site's colours, font and corners (core/site/site-theme.ts)", async () => {
  const html = await linkPage({ title: "You're subscribed!", message: 'Thanks.' }).text();
  const style = /<style>(.*)<\/style>/s.exec(html)![1]!;
  expect(style).toContain(
    `body{margin:0;padding:0 1rem;background:${SITE_COLORS.background};color:${SITE_COLORS.text};font:1.05rem/1.6 ${SITE_FONT}}`,
  );
  expect(style).toContain(
    `background:${SITE_COLORS.surface};border:1px solid ${SITE_COLORS.border};border-radius:${SITE_RADIUS}}`,
  );
  expect(style).toContain(`.brand{color:${SITE_COLORS.muted};`);
  expect(style).toContain(`background:${SITE_COLORS.primary};color:${SITE_COLORS.primaryText};`);
});
