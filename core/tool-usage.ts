import { z } from 'zod';
import { TOOL_NAMES } from './models';

const extraValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);

/** A usage event as widgets send it; anything else is rejected. */
export const toolUsageInputSchema = z.object({
  toolName: z.enum(TOOL_NAMES),
  instanceId: z.string().trim().min(1).max(100),
  postId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/)
    .nullable(),
  metadata: z
    .object({
      action: z.string().trim().min(1).max(40),
      localCount: z.number().int().min(0).max(1_000_000),
      browserInfo: z.string().max(300),
      screenWidth: z.number().int().min(0).max(20_000),
      screenHeight: z.number().int().min(0).max(20_000),
    })
    .catchall(extraValue)
    .refine((metadata) => Object.keys(metadata).length <= 15, 'Too many metadata fields'),
});
export type ToolUsageInput = z.infer<typeof toolUsageInputSchema>;

/** Events one client may send per minute before the function answers 429. */
export const TOOL_USAGE_RATE_LIMIT_PER_MINUTE = 30;
export const TOOL_USAGE_MAX_BODY_BYTES = 4096;
