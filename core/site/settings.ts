/**
 * Site settings: one typed object, read from configuration with defaults. Components take
 * these values from here (through the site's settings context), never as literals.
 */
import { DEFAULT_ACTIVITY_KEPT_MONTHS } from '../admin/audit';

export interface SiteSettings {
  /** Shown as the product name; '{product}' in the spec. */
  productName: string;
  /** Key of the brand theme; the spec's '{product}' theme value. */
  brandThemeKey: string;
  /** '{email}' in the spec. */
  supportEmail: string;
  /** Where the letter service moved to. */
  successorUrl: string;
  /** Canonical origin: https, no www, no trailing slash. */
  siteUrl: string;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  productName: 'Elf Letter',
  brandThemeKey: 'elfletter',
  supportEmail: 'support@elfletter.example',
  successorUrl: 'https://letters.elfletter.example',
  siteUrl: 'https://elfletter.example',
};

/** Environment variable for each setting. */
export const SITE_SETTINGS_ENV: Record<keyof SiteSettings, string> = {
  productName: 'SITE_PRODUCT_NAME',
  brandThemeKey: 'SITE_BRAND_THEME_KEY',
  supportEmail: 'SITE_SUPPORT_EMAIL',
  successorUrl: 'SITE_SUCCESSOR_URL',
  siteUrl: 'SITE_URL',
};

export class SettingsError extends Error {}

/** Canonical form of an origin: https, no www prefix, no trailing slash. */
export function canonicalOrigin(url: string): string {
  const parsed = new URL(url);
  const host = parsed.host.replace(/^www\./i, '');
  return `https://${host}`;
}

export function readSiteSettings(env: Record<string, string | undefined>): SiteSettings {
  const settings = { ...DEFAULT_SITE_SETTINGS };
  for (const key of Object.keys(SITE_SETTINGS_ENV) as (keyof SiteSettings)[]) {
    const value = env[SITE_SETTINGS_ENV[key]]?.trim();
    if (value) settings[key] = value;
  }
  if (!/^[a-z0-9-]+$/.test(settings.brandThemeKey)) {
    throw new SettingsError(
      `${SITE_SETTINGS_ENV.brandThemeKey} must be lowercase letters, digits or hyphens, got "${settings.brandThemeKey}"`,
    );
  }
  if (['default', 'christmas'].includes(settings.brandThemeKey)) {
    throw new SettingsError(
      `${SITE_SETTINGS_ENV.brandThemeKey} must differ from the built-in themes`,
    );
  }
  if (!/^[^@\s]+@[^@\s]+$/.test(settings.supportEmail)) {
    throw new SettingsError(`${SITE_SETTINGS_ENV.supportEmail} is not an email address`);
  }
  for (const key of ['successorUrl', 'siteUrl'] as const) {
    try {
      new URL(settings[key]);
    } catch {
      throw new SettingsError(`${SITE_SETTINGS_ENV[key]} is not a URL: "${settings[key]}"`);
    }
  }
  settings.siteUrl = canonicalOrigin(settings.siteUrl);
  return settings;
}

/** Settings only the functions read; unlike SiteSettings they never reach a browser. */
export interface ServerSettings {
  /**
   * How many X-Forwarded-For entries, counted from the right, the trusted proxies in front of the
   * functions append; the leftmost of them is the client's address, and everything before it is
   * whatever the client wrote. Behind Firebase Hosting: Hosting appends the client's address and
   * Cloud Run's front end appends Hosting's, so 2.
   */
  trustedProxyHops: number;
  /**
   * TESTS ONLY: `host:port` pairs the image proxy may fetch from although they are private (the
   * end-to-end tests serve images from this machine). Empty by default, and must stay empty in
   * production: every other address check still applies to every other host.
   */
  imageProxyTestAllowHosts: string[];
  /**
   * Cloudflare's API, where the edge sync sends the stored API token: server configuration, never
   * an admin setting, so no admin request can send the token anywhere else. The tests point it at
   * their stand-in. http(s), no trailing slash.
   */
  cloudflareApiBaseUrl: string;
  /**
   * Where "Check every URL" fetches the site's pages: the local Hosting emulator under the stack;
   * null fetches them at SITE_URL. http(s) origin.
   */
  siteFetchOrigin: string | null;
  /** URLs in one sitemap file before it becomes an index of parts; null: the protocol's 50,000. */
  sitemapMaxUrls: number | null;
  /** Pages "Check every URL" fetches at once; null: core/site/sitemap-url-check.ts's default. */
  urlCheckConcurrency: number | null;
  /**
   * The SMTP server mail goes through (`smtps://user:password@host:465`, `smtp://host:587`): the
   * local stack's MailDev, the owner's provider in production. Null: no mail is sent, and each
   * attempt logs an error.
   */
  smtpUrl: string | null;
  /** The mails' sender; null: the product's name at no-reply@ the site's host. */
  mailFrom: string | null;
  /** Where the links in mails go (the local Hosting server under the emulators); null: SITE_URL. */
  mailLinkOrigin: string | null;
  /**
   * The key that signs the newsletter's confirmation and unsubscribe links (32 characters or more).
   * Null: no link can be made or checked, so sign-ups are stored but no mail goes out (logged).
   */
  newsletterTokenSecret: string | null;
  /** Months the activity log keeps an entry (core/admin/audit.ts); the daily prune deletes older ones. */
  activityLogMonths: number;
}

export const DEFAULT_CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';

export const DEFAULT_SERVER_SETTINGS: ServerSettings = {
  trustedProxyHops: 2,
  imageProxyTestAllowHosts: [],
  cloudflareApiBaseUrl: DEFAULT_CLOUDFLARE_API,
  siteFetchOrigin: null,
  sitemapMaxUrls: null,
  urlCheckConcurrency: null,
  smtpUrl: null,
  mailFrom: null,
  mailLinkOrigin: null,
  newsletterTokenSecret: null,
  activityLogMonths: DEFAULT_ACTIVITY_KEPT_MONTHS,
};

export const SERVER_SETTINGS_ENV: Record<keyof ServerSettings, string> = {
  trustedProxyHops: 'TRUSTED_PROXY_HOPS',
  imageProxyTestAllowHosts: 'IMAGE_PROXY_TEST_ALLOW_HOSTS',
  cloudflareApiBaseUrl: 'CLOUDFLARE_API_BASE_URL',
  siteFetchOrigin: 'SITE_FETCH_ORIGIN',
  sitemapMaxUrls: 'SITEMAP_MAX_URLS',
  urlCheckConcurrency: 'URL_CHECK_CONCURRENCY',
  smtpUrl: 'SMTP_URL',
  mailFrom: 'MAIL_FROM',
  mailLinkOrigin: 'MAIL_LINK_ORIGIN',
  newsletterTokenSecret: 'NEWSLETTER_TOKEN_SECRET',
  activityLogMonths: 'ACTIVITY_LOG_MONTHS',
};

/** A signing key shorter than this is guessable. */
export const MIN_TOKEN_SECRET_LENGTH = 32;

const MAX_TRUSTED_PROXY_HOPS = 10;

export function readServerSettings(env: Record<string, string | undefined>): ServerSettings {
  const settings = { ...DEFAULT_SERVER_SETTINGS };
  const hops = env[SERVER_SETTINGS_ENV.trustedProxyHops]?.trim();
  if (hops) {
    if (!/^\d+$/.test(hops) || Number(hops) < 1 || Number(hops) > MAX_TRUSTED_PROXY_HOPS) {
      throw new SettingsError(
        `${SERVER_SETTINGS_ENV.trustedProxyHops} must be a whole number from 1 to ${MAX_TRUSTED_PROXY_HOPS}, got "${hops}"`,
      );
    }
    settings.trustedProxyHops = Number(hops);
  }
  const allow = env[SERVER_SETTINGS_ENV.imageProxyTestAllowHosts]?.trim();
  if (allow) {
    const hosts = allow.split(',').map((entry) => entry.trim().toLowerCase());
    const bad = hosts.find((entry) => !/^[a-z0-9.-]+:\d{1,5}$/.test(entry));
    if (bad !== undefined)
      throw new SettingsError(
        `${SERVER_SETTINGS_ENV.imageProxyTestAllowHosts} must list host:port pairs separated by commas, got "${bad}"`,
      );
    settings.imageProxyTestAllowHosts = hosts;
  }
  const api = env[SERVER_SETTINGS_ENV.cloudflareApiBaseUrl]?.trim();
  if (api)
    settings.cloudflareApiBaseUrl = httpAddress(api, 'cloudflareApiBaseUrl').replace(/\/$/, '');
  const siteFetch = env[SERVER_SETTINGS_ENV.siteFetchOrigin]?.trim();
  if (siteFetch)
    settings.siteFetchOrigin = new URL(httpAddress(siteFetch, 'siteFetchOrigin')).origin;
  settings.sitemapMaxUrls = positiveWholeNumber(env, 'sitemapMaxUrls');
  settings.urlCheckConcurrency = positiveWholeNumber(env, 'urlCheckConcurrency');
  settings.activityLogMonths =
    positiveWholeNumber(env, 'activityLogMonths') ?? DEFAULT_ACTIVITY_KEPT_MONTHS;
  Object.assign(settings, readMailSettings(env));
  return settings;
}

function readMailSettings(
  env: Record<string, string | undefined>,
): Pick<ServerSettings, 'smtpUrl' | 'mailFrom' | 'mailLinkOrigin' | 'newsletterTokenSecret'> {
  const value = (key: keyof ServerSettings) => env[SERVER_SETTINGS_ENV[key]]?.trim() || null;
  const smtpUrl = value('smtpUrl');
  if (smtpUrl !== null && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl))
    // The value is not echoed: it may hold a password.
    throw new SettingsError(
      `${SERVER_SETTINGS_ENV.smtpUrl} must be an smtp:// or smtps:// address (smtps://user:password@host:465)`,
    );
  const linkOrigin = value('mailLinkOrigin');
  const secret = value('newsletterTokenSecret');
  if (secret !== null && secret.length < MIN_TOKEN_SECRET_LENGTH)
    throw new SettingsError(
      `${SERVER_SETTINGS_ENV.newsletterTokenSecret} must be at least ${MIN_TOKEN_SECRET_LENGTH} characters long`,
    );
  return {
    smtpUrl,
    mailFrom: value('mailFrom'),
    mailLinkOrigin: linkOrigin && new URL(httpAddress(linkOrigin, 'mailLinkOrigin')).origin,
    newsletterTokenSecret: secret,
  };
}

/** A whole number of 1 or more, or null when the variable is unset or blank. */
function positiveWholeNumber(
  env: Record<string, string | undefined>,
  key: 'sitemapMaxUrls' | 'urlCheckConcurrency' | 'activityLogMonths',
): number | null {
  const value = env[SERVER_SETTINGS_ENV[key]]?.trim();
  if (!value) return null;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new SettingsError(
      `${SERVER_SETTINGS_ENV[key]} must be a whole number of 1 or more, got "${value}"`,
    );
  return Number(value);
}

/** An http(s) URL with no user name, password, query or fragment, as written. */
function httpAddress(value: string, key: keyof ServerSettings): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below with what it should be.
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  )
    throw new SettingsError(
      `${SERVER_SETTINGS_ENV[key]} must be an http(s) address without user, query or fragment, got "${value}"`,
    );
  return url.href;
}

export function postThemes(settings: SiteSettings): string[] {
  return ['default', settings.brandThemeKey, 'christmas'];
}
