export const NEWSLETTER_RATE_LIMIT_PER_MINUTE = 5;
/** The longest address there is (RFC 5321's path, less its brackets). */
export const NEWSLETTER_EMAIL_MAX = 254;
/**
 * The HTML standard's "valid e-mail address", which the form's email field checks in the browser:
 * the server accepts the same addresses, so none the browser lets through is refused after it. It
 * has no parentheses, quotes or spaces, so no address it accepts can be a spreadsheet formula.
 */
const EMAIL_GRAMMAR =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether `email` (trimmed) is an address the sign-up accepts: the grammar, within the limit. */
export const isNewsletterEmail = (email: string): boolean =>
  email.length <= NEWSLETTER_EMAIL_MAX && EMAIL_GRAMMAR.test(email);
/** The longest page path a signup names as its source; the body's cap bounds it anyway. */
export const NEWSLETTER_SOURCE_MAX = 512;
/** A signup body is one address of at most 254 characters: far below this. */
export const NEWSLETTER_MAX_BODY_BYTES = 1024;
export const NEWSLETTER_TEXT = {
  // A sign-up is confirmed by the link mailed to the address (double opt-in).
  success: 'Almost done!',
  successDescription: 'Check your inbox to confirm your subscription.',
  invalid: 'Please enter a valid email address.',
  tooLong: `That address is too long: an email address has at most ${NEWSLETTER_EMAIL_MAX} characters.`,
  failed: 'Subscription failed',
  tooMany: 'Too many attempts; please try again in a minute.',
  unavailable: 'Could not subscribe right now. Please try again later.',
} as const;

/**
 * What a signup came to. The form sent without its script (before the page's script started, or
 * with none) is a POST that the server answers by sending the visitor back to the form's page
 * with this in the query, and the page shows it: the address itself is in no URL.
 */
export const NEWSLETTER_RESULTS = [
  'subscribed',
  'invalid',
  'too-long',
  'too-many',
  'failed',
] as const;
export type NewsletterResult = (typeof NEWSLETTER_RESULTS)[number];

/** The results that are the address's fault, said by the form's field, each with its reason. */
export const NEWSLETTER_FIELD_ERRORS = {
  invalid: NEWSLETTER_TEXT.invalid,
  'too-long': NEWSLETTER_TEXT.tooLong,
} as const satisfies Partial<Record<NewsletterResult, string>>;
export type NewsletterFieldError = keyof typeof NEWSLETTER_FIELD_ERRORS;

/** The query parameter that carries the result back to the form's page. */
export const NEWSLETTER_RESULT_PARAM = 'newsletter';
/** The id of the form's section on its page (heading, text and form): where a return lands. */
export const NEWSLETTER_SECTION_ID = 'newsletter';
/** The form's hidden field naming the page it is on, where a signup without script returns. */
export const NEWSLETTER_RETURN_FIELD = 'return';

/** The result a page's query carries, or null. */
export function newsletterResultOf(query: URLSearchParams): NewsletterResult | null {
  const value = query.get(NEWSLETTER_RESULT_PARAM);
  return NEWSLETTER_RESULTS.find((result) => result === value) ?? null;
}

/** Any origin: only whether a path leaves it matters. */
const SAME_SITE = 'https://same-site.invalid';

/**
 * Where a signup without script sends the visitor: back to the path the form named, if it is a
 * path of this site (its path alone: no query or fragment of the client's comes along), else the
 * home page; never another site, so the endpoint is no open redirect.
 */
export function newsletterReturnPath(page: string | null, result: NewsletterResult): string {
  return `${newsletterPagePath(page) || '/'}?${NEWSLETTER_RESULT_PARAM}=${result}#${NEWSLETTER_SECTION_ID}`;
}

/**
 * The path of this site a form names as its page (its path alone), or '' when it names none or
 * another site's: where a signup came from (the subscriber's source) and where it returns.
 */
export function newsletterPagePath(page: string | null | undefined): string {
  if (!page?.startsWith('/')) return '';
  const url = new URL(page, SAME_SITE);
  return url.origin === SAME_SITE ? url.pathname : '';
}
