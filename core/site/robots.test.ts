import {
  ROBOTS_BLOCKS_SITE_MESSAGE,
  ROBOTS_LINE_TEXT,
  robotsBlocksWholeSite,
  robotsLineProblem,
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

describe('robots.txt extra lines', () => {
  const problem = (extraLines: string) =>
    robotsSettingsSchema.safeParse({ extraLines }).error?.issues.map((i) => i.message);

  it('takes known fields in any case, comments and blank lines', () => {
    const lines =
      '# AI crawlers\nUser-agent: GPTBot\ndisallow: /private # not for them\n\nCrawl-delay: 5\nSitemap: https://elfletter.example/extra.xml';
    expect(robotsLineProblem(lines)).toBeNull();
    expect(robotsSettingsSchema.safeParse({ extraLines: lines }).success).toBe(true);
  });

  it('refuses lines that are not robots.txt lines, naming the line and why', () => {
    expect(problem('User-agent: *\nDisalow: /tmp')).toEqual([
      ROBOTS_LINE_TEXT.unknownField(2, 'Disalow'),
    ]);
    expect(problem('User-agent: *\nplease skip /tmp')).toEqual([
      ROBOTS_LINE_TEXT.notALine(2, 'please skip /tmp'),
    ]);
    expect(problem('Sitemap: /sitemap-extra.xml')).toEqual([ROBOTS_LINE_TEXT.sitemapUrl(1)]);
    expect(ROBOTS_LINE_TEXT.sitemapUrl(1)).toBe(
      'Line 1: Sitemap needs a full URL, e.g. Sitemap: https://example.com/sitemap.xml',
    );
  });
});
