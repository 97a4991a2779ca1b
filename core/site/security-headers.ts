/**
 * The security headers of every response, by the surface it belongs to: built here only, so the
 * functions (pages, admin, API) and firebase.json (built files, checked by security-headers.test.ts)
 * send the same thing.
 *
 * To let a surface load something from another origin, add the origin to EXTRA_SOURCES under
 * that surface and directive; origins that come from configuration arrive as CspOrigins.
 */

/** Origins a policy takes from configuration rather than from this file. */
export interface CspOrigins {
  /** The successor service, which the Sign Up dialog preloads in a hidden frame. */
  successorUrl: string;
  /** The local stack's Auth and Firestore emulators (`http://host:port`); none in production. */
  emulatorOrigins: string[];
}

type Directives = Record<string, string[]>;

/** Origins added by hand, per directive: the page's apply to the admin too. */
const EXTRA_SOURCES: Record<'page' | 'admin', Directives> = {
  // Firebase Auth (sign-in, token refresh): an admin's browser reads drafts on public pages too.
  page: {
    'connect-src': ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  },
  admin: { 'connect-src': ['https://firestore.googleapis.com'] },
};

/**
 * Public pages have no inline script to allow (the boot data is a JSON block, not run). Styles
 * stay 'unsafe-inline': styled-components writes its rules into <style> elements at run time and
 * React renders style attributes, neither of which a hash can cover. Post images may sit on any
 * https site.
 */
function pageDirectives(origins: CspOrigins): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", ...origins.emulatorOrigins],
    'frame-src': [new URL(origins.successorUrl).origin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The admin previews uploads (blob:) and shows generators in frames of its own (srcdoc, which
 * inherit this policy); it frames no other site.
 */
function adminDirectives(origins: CspOrigins): Directives {
  const page = pageDirectives(origins);
  return { ...page, 'img-src': [...page['img-src']!, 'blob:'], 'frame-src': ["'self'"] };
}

/** A document in which no script runs and nothing loads: for HTML, and XML that embeds XHTML. */
const FILE_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  sandbox: [],
  'frame-ancestors': ["'none'"],
};

/** The worker's own policy governs its fetches: the redirect lookup on this site only. */
const WORKER_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'connect-src': ["'self'"],
};

function withExtras(directives: Directives, extras: Directives): Directives {
  const merged = { ...directives };
  for (const [name, sources] of Object.entries(extras))
    merged[name] = [...(merged[name] ?? []), ...sources];
  return merged;
}

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The policy of public pages. */
export const pageCsp = (origins: CspOrigins) =>
  serialize(withExtras(pageDirectives(origins), EXTRA_SOURCES.page));

/**
 * The iframe embed page (/embed/{kind}): a public page any site may frame, the only page that may
 * be. It holds one generator and no button an attacker could want clicked on a visitor's behalf.
 */
export const embedPageCsp = (origins: CspOrigins) =>
  serialize(
    withExtras({ ...pageDirectives(origins), 'frame-ancestors': ['*'] }, EXTRA_SOURCES.page),
  );

/** The policy of the admin app's shell. */
export const adminCsp = (origins: CspOrigins) =>
  serialize(
    withExtras(withExtras(adminDirectives(origins), EXTRA_SOURCES.page), EXTRA_SOURCES.admin),
  );

/** The policy of anything not meant to run as a document: JSON, stored and root files, redirects. */
export const FILE_CSP = serialize(FILE_DIRECTIVES);

export const WORKER_CSP = serialize(WORKER_DIRECTIVES);

/**
 * The pages a newsletter mail's links open (functions/src/newsletter): styles of their own, a
 * form that posts to this site (the one-click unsubscribe), no script, nothing loaded.
 */
export const FORM_PAGE_CSP = serialize({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/**
 * What every response carries, whatever its surface. HSTS takes effect only over https (in
 * production); browsers ignore it on the local stack's http.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Features the site never uses, off for every frame it holds.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'strict-transport-security': 'max-age=31536000',
};

/** The base headers plus a surface's policy. */
export const securityHeaders = (csp: string): Record<string, string> => ({
  ...BASE_SECURITY_HEADERS,
  'content-security-policy': csp,
});

/**
 * The built files' headers, as firebase.json's hosting.headers gives them (Hosting serves those
 * files itself; security-headers.test.ts keeps firebase.json equal to this). The widget bundles
 * get no policy: any site loads them by script tag, and a policy on a script does nothing.
 */
export const HOSTING_SECURITY_HEADERS: readonly {
  source: string;
  headers: Record<string, string>;
}[] = [
  { source: '**', headers: { ...BASE_SECURITY_HEADERS } },
  { source: '/@(assets|images)/**', headers: { 'content-security-policy': FILE_CSP } },
  { source: '/favicon.@(png|svg)', headers: { 'content-security-policy': FILE_CSP } },
  { source: '/sw.js', headers: { 'content-security-policy': WORKER_CSP } },
];
