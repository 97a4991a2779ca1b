import { z } from 'zod';
import { NEWSLETTER_TEXT } from './newsletter';

/** The signup body (server side only: keeps zod out of public pages). */
export const newsletterInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email(NEWSLETTER_TEXT.invalid),
});
