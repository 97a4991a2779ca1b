import {
  canonicalOrigin,
  DEFAULT_SERVER_SETTINGS,
  DEFAULT_SITE_SETTINGS,
  readServerSettings,
  readSiteSettings,
  SettingsError,
} from './settings';

describe('readSiteSettings', () => {
  it('uses the defaults when nothing is configured', () => {
    expect(readSiteSettings({})).toEqual(DEFAULT_SITE_SETTINGS);
  });
  it('reads each setting from its environment variable', () => {
    const settings = readSiteSettings({
      SITE_PRODUCT_NAME: 'North Pole Post',
      SITE_BRAND_THEME_KEY: 'northpole',
      SITE_SUPPORT_EMAIL: 'help@northpole.example',
      SITE_SUCCESSOR_URL: 'https://letters.northpole.example',
      SITE_URL: 'http://www.northpole.example/',
    });
    expect(settings).toEqual({
      productName: 'North Pole Post',
      brandThemeKey: 'northpole',
      supportEmail: 'help@northpole.example',
      successorUrl: 'https://letters.northpole.example',
      siteUrl: 'https://northpole.example',
    });
  });
  it('rejects a malformed value with a message naming the variable', () => {
    expect(() => readSiteSettings({ SITE_SUPPORT_EMAIL: 'nope' })).toThrow(SettingsError);
    expect(() => readSiteSettings({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => readSiteSettings({ SITE_BRAND_THEME_KEY: 'christmas' })).toThrow(/built-in/);
  });
});

describe('canonicalOrigin', () => {
  it('forces https and drops www', () => {
    expect(canonicalOrigin('http://www.example.com/path')).toBe('https://example.com');
  });
});

describe('readServerSettings', () => {
  it('trusts two proxy hops by default (Firebase Hosting, then Cloud Run)', () => {
    expect(readServerSettings({})).toEqual(DEFAULT_SERVER_SETTINGS);
    expect(DEFAULT_SERVER_SETTINGS.trustedProxyHops).toBe(2);
  });
  it('reads TRUSTED_PROXY_HOPS', () => {
    expect(readServerSettings({ TRUSTED_PROXY_HOPS: ' 3 ' }).trustedProxyHops).toBe(3);
  });
  it.each(['0', '-1', '1.5', 'two', '11'])(
    'rejects TRUSTED_PROXY_HOPS=%j with a message naming it',
    (value) => {
      expect(() => readServerSettings({ TRUSTED_PROXY_HOPS: value })).toThrow(
        /TRUSTED_PROXY_HOPS must be a whole number from 1 to 10/,
      );
    },
  );
  it('lets the image proxy reach no private host unless IMAGE_PROXY_TEST_ALLOW_HOSTS names it', () => {
    expect(DEFAULT_SERVER_SETTINGS.imageProxyTestAllowHosts).toEqual([]);
    expect(
      readServerSettings({ IMAGE_PROXY_TEST_ALLOW_HOSTS: '127.0.0.1:5055, Images.test:80' })
        .imageProxyTestAllowHosts,
    ).toEqual(['127.0.0.1:5055', 'images.test:80']);
    expect(() => readServerSettings({ IMAGE_PROXY_TEST_ALLOW_HOSTS: '127.0.0.1' })).toThrow(
      /IMAGE_PROXY_TEST_ALLOW_HOSTS must list host:port pairs/,
    );
  });
  it('sends the edge sync to Cloudflare unless CLOUDFLARE_API_BASE_URL says otherwise', () => {
    expect(readServerSettings({}).cloudflareApiBaseUrl).toBe(
      'https://api.cloudflare.com/client/v4',
    );
    expect(
      readServerSettings({ CLOUDFLARE_API_BASE_URL: ' http://127.0.0.1:5067/client/v4/ ' })
        .cloudflareApiBaseUrl,
    ).toBe('http://127.0.0.1:5067/client/v4');
  });
  it.each([
    'api.cloudflare.com',
    'ftp://api.example/v4',
    'https://u:p@api.example/v4',
    'https://api.example/v4?x=1',
  ])('rejects CLOUDFLARE_API_BASE_URL=%j with a message naming it', (value) => {
    expect(() => readServerSettings({ CLOUDFLARE_API_BASE_URL: value })).toThrow(
      /CLOUDFLARE_API_BASE_URL must be an http\(s\) address/,
    );
  });
  it('reads SITE_FETCH_ORIGIN as an origin, checked like the API address', () => {
    expect(readServerSettings({}).siteFetchOrigin).toBeNull();
    expect(
      readServerSettings({ SITE_FETCH_ORIGIN: 'http://127.0.0.1:5010/' }).siteFetchOrigin,
    ).toBe('http://127.0.0.1:5010');
    expect(() => readServerSettings({ SITE_FETCH_ORIGIN: 'localhost:5000' })).toThrow(
      /SITE_FETCH_ORIGIN must be an http\(s\) address/,
    );
  });
  it('reads SITEMAP_MAX_URLS and URL_CHECK_CONCURRENCY as whole numbers, or leaves the defaults', () => {
    expect(readServerSettings({})).toMatchObject({
      sitemapMaxUrls: null,
      urlCheckConcurrency: null,
    });
    expect(
      readServerSettings({ SITEMAP_MAX_URLS: ' 1000 ', URL_CHECK_CONCURRENCY: '1' }),
    ).toMatchObject({ sitemapMaxUrls: 1000, urlCheckConcurrency: 1 });
    for (const value of ['0', '-5', '2.5', 'many'])
      for (const name of ['SITEMAP_MAX_URLS', 'URL_CHECK_CONCURRENCY'])
        expect(() => readServerSettings({ [name]: value })).toThrow(
          `${name} must be a whole number of 1 or more, got "${value}"`,
        );
  });
  it('reads ACTIVITY_LOG_MONTHS as a whole number of months, 13 when unset', () => {
    expect(readServerSettings({}).activityLogMonths).toBe(13);
    expect(readServerSettings({ ACTIVITY_LOG_MONTHS: ' 24 ' }).activityLogMonths).toBe(24);
    expect(() => readServerSettings({ ACTIVITY_LOG_MONTHS: '0' })).toThrow(
      'ACTIVITY_LOG_MONTHS must be a whole number of 1 or more, got "0"',
    );
  });

  it('reads the mail settings: SMTP_URL, MAIL_FROM, MAIL_LINK_ORIGIN, NEWSLETTER_TOKEN_SECRET', () => {
    const secret = 's'.repeat(32);
    expect(
      readServerSettings({
        SMTP_URL: 'smtps://user:pass@smtp.example:465',
        MAIL_FROM: 'Elf Letter <hello@elfletter.example>',
        MAIL_LINK_ORIGIN: 'http://127.0.0.1:5000/',
        NEWSLETTER_TOKEN_SECRET: secret,
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example:465',
      mailFrom: 'Elf Letter <hello@elfletter.example>',
      mailLinkOrigin: 'http://127.0.0.1:5000',
      newsletterTokenSecret: secret,
    });
  });
  it('refuses an SMTP_URL that is no smtp(s) address, without echoing its password', () => {
    expect(() => readServerSettings({ SMTP_URL: 'http://user:hunter2@mail.example' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/,
    );
    expect(() => readServerSettings({ SMTP_URL: 'http://user:hunter2@mail.example' })).not.toThrow(
      /hunter2/,
    );
  });
  it('refuses a NEWSLETTER_TOKEN_SECRET shorter than 32 characters', () => {
    expect(() => readServerSettings({ NEWSLETTER_TOKEN_SECRET: 'short' })).toThrow(
      'NEWSLETTER_TOKEN_SECRET must be at least 32 characters long',
    );
  });
});
