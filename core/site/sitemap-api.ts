import { z } from 'zod';

/** Spec part 1 §7 generate-sitemap: POST with timestamp, random and forceRefresh. */
export const generateSitemapRequestSchema = z
  .object({
    timestamp: z.number().optional(),
    random: z.union([z.string().max(100), z.number()]).optional(),
    forceRefresh: z.boolean().optional(),
  })
  .strict();

export interface GenerateSitemapResponse {
  success: true;
  message: string;
  sitemapUrl: string;
  robotsUrl: string;
  urlCount: number;
}

/** Spec part 1 §7 copy-sitemap-files: the URLs generate-sitemap gave. */
export const copySitemapRequestSchema = z
  .object({ sitemapUrl: z.string().max(2048), robotsUrl: z.string().max(2048) })
  .strict();
export type CopySitemapRequest = z.infer<typeof copySitemapRequestSchema>;

/** copy-sitemap-files' refusal of URLs it did not give (nothing a caller names is fetched). */
export const COPY_SITEMAP_NOT_GENERATED =
  'sitemapUrl and robotsUrl must be the URLs that generate-sitemap gave';

export interface CopySitemapResponse {
  success: true;
  message: string;
}
