import { z } from 'zod';

/** POST /api/image-proxy: the spec's {url, base64} plus what the import stores with the image. */
export const imageProxyRequestSchema = z
  .object({
    url: z.string().trim().min(1, 'url is required').max(2048),
    base64: z.boolean().optional(),
    blogTitle: z.string().trim().max(300).optional(),
    alt: z.string().trim().max(500).optional(),
    title: z.string().trim().max(300).optional(),
  })
  .strict();
export type ImageProxyRequest = z.infer<typeof imageProxyRequestSchema>;
