import { z } from 'zod';
import { DEFAULT_CTA_ID } from './tracking';

/** Request bodies of the tracking functions (server side only: keeps zod out of public pages). */
const postId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

export const trackViewSchema = z.object({
  postId,
  /** The page's `?ref=`; one too long or absent counts the view alone. */
  ref: z.string().max(200).nullish().catch(null),
});
export const trackClickSchema = z.object({
  postId,
  ctaIdentifier: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/)
    .default(DEFAULT_CTA_ID),
});
