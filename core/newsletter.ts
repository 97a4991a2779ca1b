export const NEWSLETTER_RATE_LIMIT_PER_MINUTE = 5;
/** A signup body is one address of at most 254 characters: far below this. */
export const NEWSLETTER_MAX_BODY_BYTES = 1024;
export const NEWSLETTER_TEXT = {
  success: 'Thanks for subscribing!',
  successDescription: 'Watch your inbox for new elf ideas.',
  invalid: 'Please enter a valid email address.',
  failed: 'Subscription failed',
  tooMany: 'Too many attempts; please try again in a minute.',
} as const;
