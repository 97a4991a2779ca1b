import { z } from 'zod';
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_SOURCE_MAX, NEWSLETTER_TEXT } from './newsletter';

/** The signup body (server side only: keeps zod out of public pages). */
export const newsletterInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(NEWSLETTER_EMAIL_MAX).email(NEWSLETTER_TEXT.invalid),
  /** The form's page (newsletterPagePath keeps a path of this site only). */
  source: z.string().max(NEWSLETTER_SOURCE_MAX).optional(),
});
