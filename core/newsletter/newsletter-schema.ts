import { z } from 'zod';
import {
  isNewsletterEmail,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_SOURCE_MAX,
  NEWSLETTER_TEXT,
  type NewsletterFieldError,
} from './newsletter';

/**
 * The signup body (server side only: keeps zod out of public pages). An address over the limit is
 * told so, alone: cut or checked against the grammar it would only look like a wrong address.
 */
export const newsletterInputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(NEWSLETTER_EMAIL_MAX, { message: NEWSLETTER_TEXT.tooLong, abort: true })
    .refine(isNewsletterEmail, NEWSLETTER_TEXT.invalid),
  /** The form's page (newsletterPagePath keeps a path of this site only). */
  source: z.string().max(NEWSLETTER_SOURCE_MAX).optional(),
});

/** What is wrong with a sign-up's address, from the issues the schema found. */
export const addressProblem = (issues: readonly z.core.$ZodIssue[]): NewsletterFieldError =>
  issues.some((issue) => issue.code === 'too_big') ? 'too-long' : 'invalid';
