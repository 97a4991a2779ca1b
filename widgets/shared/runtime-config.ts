/** The brand theme's key, baked in at build time from the site settings (the default outside a build). */
export const BRAND_THEME_KEY =
  typeof __BRAND_THEME_KEY__ === 'string' ? __BRAND_THEME_KEY__ : 'elfletter';

/** Widgets talk to the API on the origin their own script came from: a host page configures nothing. */
export const API_ORIGIN = new URL(import.meta.url).origin;
