import {
  ROBOTS_BLOCKS_SITE_MESSAGE,
  robotsBlocksWholeSite,
  robotsSettingsSchema,
  robotsTxt,
} from './robots';

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin app and the API and names the sitemap', () => {
    expect(robotsTxt({ origin: 'https://elfletter.example' })).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api',
        '',
        'Sitemap: https://elfletter.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it("adds the admin's extra lines, with Windows line ends made plain", () => {
    const text = robotsTxt({
      origin: 'https://elfletter.example',
      extraLines: '\r\nUser-agent: GPTBot\r\nDisallow: /\r\n',
    });
    expect(text).toContain('Disallow: /api\n\nUser-agent: GPTBot\nDisallow: /\n\nSitemap:');
    expect(robotsBlocksWholeSite(text)).toBe(false);
  });
});

describe('robotsBlocksWholeSite', () => {
  it('finds a group for every crawler that disallows everything', () => {
    expect(robotsBlocksWholeSite('User-agent: *\nDisallow: /')).toBe(true);
    expect(robotsBlocksWholeSite('user-agent:*  # all\ndisallow : /*')).toBe(true);
    expect(robotsBlocksWholeSite('User-agent: Bingbot\nUser-agent: *\nDisallow: /\n')).toBe(true);
  });

  it('lets through rules for one crawler, one path, or an Allow that opens paths again', () => {
    expect(robotsBlocksWholeSite('User-agent: GPTBot\nDisallow: /')).toBe(false);
    expect(robotsBlocksWholeSite('User-agent: *\nDisallow: /private')).toBe(false);
    expect(robotsBlocksWholeSite('User-agent: *\nDisallow:')).toBe(false);
    expect(robotsBlocksWholeSite('User-agent: *\nDisallow: /\nAllow: /blog')).toBe(false);
    expect(robotsBlocksWholeSite('# User-agent: *\n# Disallow: /')).toBe(false);
  });

  it('starts a new group at a user-agent line after rules', () => {
    const text = 'User-agent: *\nDisallow: /admin\nUser-agent: GPTBot\nDisallow: /';
    expect(robotsBlocksWholeSite(text)).toBe(false);
  });
});

describe('robotsSettingsSchema', () => {
  it('takes extra lines, refusing any that would hide the whole site, with the reason', () => {
    expect(robotsSettingsSchema.parse({ extraLines: 'User-agent: GPTBot\nDisallow: /' })).toEqual({
      extraLines: 'User-agent: GPTBot\nDisallow: /',
    });
    const refused = robotsSettingsSchema.safeParse({ extraLines: 'User-agent: *\nDisallow: /' });
    expect(refused.error?.issues[0]?.message).toBe(ROBOTS_BLOCKS_SITE_MESSAGE);
    expect(robotsSettingsSchema.safeParse({ extraLines: 'x'.repeat(10_001) }).success).toBe(false);
    expect(robotsSettingsSchema.safeParse({ extraLines: '', more: 1 }).success).toBe(false);
  });
});
