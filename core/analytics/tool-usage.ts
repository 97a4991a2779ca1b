import { z } from 'zod';
import { TOOL_NAMES } from '../models';
import { FIELD_KEY_MESSAGE, FIELD_KEY_PATTERN, storableText } from '../lib/storable';
import {
  isResultAction,
  isResultKey,
  resultTool,
  SHARED_RESULT_KINDS,
} from '../results/result-sharing';
import {
  DEFAULT_EMBED_METHOD,
  EMBED_METHODS,
  IMPRESSION_ACTION,
  isWebOrigin,
  normalPagePath,
} from '../generators/tool-pages';

const extraValue = z.union([
  storableText(z.string().max(200)),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

/** The fields every event has; any other metadata key is an extra the widget chose. */
const metadataFields = {
  action: storableText(z.string().trim().min(1).max(40)),
  localCount: z.number().int().min(0).max(1_000_000),
  browserInfo: storableText(z.string().max(300)),
  screenWidth: z.number().int().min(0).max(20_000),
  screenHeight: z.number().int().min(0).max(20_000),
};

/** Longest key quoted back in a message. */
const QUOTED_KEY_MAX = 40;

/**
 * The host page: a real web origin and a bounded URL path without query or fragment, or null when
 * the page on that site is not known (an iframe embed's, checked below).
 */
const embedPageSchema = z
  .object({
    origin: z.string().refine(isWebOrigin, 'must be an http(s) origin such as https://example.com'),
    path: z
      .string()
      .transform((path, context) => {
        const normal = normalPagePath(path);
        if (normal === null) {
          context.addIssue({
            code: 'custom',
            message: 'must be a path without query or fragment, such as /blog/post',
          });
          return z.NEVER;
        }
        return normal;
      })
      .nullable(),
  })
  .strict();

/** The result a share, link open, pin or visit is about (core/results/result-sharing.ts). */
const resultSchema = z
  .object({
    kind: z.enum(SHARED_RESULT_KINDS, {
      error: `must be one of: ${SHARED_RESULT_KINDS.join(', ')}`,
    }),
    key: z.string().max(100),
  })
  .strict()
  .refine((result) => isResultKey(result.kind, result.key), {
    error: (issue) => `key is not a ${(issue.input as { kind: string }).kind} result’s`,
  });

/** A usage event as widgets send it; anything else (or anything Firestore cannot store) is rejected. */
export const toolUsageInputSchema = z
  .object({
    toolName: z.enum(TOOL_NAMES),
    instanceId: storableText(z.string().trim().min(1).max(100)),
    postId: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/)
      .nullable(),
    metadata: z
      .object(metadataFields)
      .catchall(extraValue)
      .superRefine((metadata, context) => {
        const keys = Object.keys(metadata);
        if (keys.length > 15)
          context.addIssue({ code: 'custom', message: 'Too many metadata fields' });
        for (const key of keys.filter((k) => !FIELD_KEY_PATTERN.test(k))) {
          const quoted =
            key.length > QUOTED_KEY_MAX
              ? `${key.slice(0, QUOTED_KEY_MAX)}... (${key.length} characters)`
              : key;
          context.addIssue({
            code: 'custom',
            message: `key ${JSON.stringify(quoted)} is not allowed: ${FIELD_KEY_MESSAGE}`,
          });
        }
      }),
    /** The page the widget runs on; absent from widgets built before it was reported. */
    page: embedPageSchema.optional(),
    /** How the page embedded the widget; absent from widgets built before it was reported. */
    method: z
      .enum(EMBED_METHODS, { error: `must be one of: ${EMBED_METHODS.join(', ')}` })
      .default(DEFAULT_EMBED_METHOD),
    /** What a share, link open, pin or result-page visit is about. */
    result: resultSchema.optional(),
  })
  .superRefine((event, context) => {
    const about = isResultAction(event.metadata.action);
    if (about && !event.result)
      context.addIssue({
        code: 'custom',
        message: 'a share, link open, pin or visit names its result',
        path: ['result'],
      });
    if (!about && event.result)
      context.addIssue({
        code: 'custom',
        message: 'only a share, link open, pin or visit names a result',
        path: ['result'],
      });
    if (event.result && resultTool(event.result.kind) !== event.toolName)
      context.addIssue({
        code: 'custom',
        message: `a result of the ${event.result.kind} generator is not one of this tool`,
        path: ['result', 'kind'],
      });
  })
  .refine((event) => event.metadata.action !== IMPRESSION_ACTION || event.page, {
    message: 'an impression needs its page',
    path: ['page'],
  })
  // A page with a script, markup or element embed knows its own address.
  .refine((event) => event.page?.path !== null || event.method === 'iframe', {
    message: 'only an iframe embed may leave its page unknown',
    path: ['page', 'path'],
  });
export type ToolUsageInput = z.infer<typeof toolUsageInputSchema>;

/** Events one client may send per minute before the function answers 429. */
export const TOOL_USAGE_RATE_LIMIT_PER_MINUTE = 30;
/**
 * Impressions one client may send per minute, counted apart so that a visitor reading page after
 * page of embeds (four widgets a page) never loses a use to them.
 */
export const TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE = 60;
export const TOOL_USAGE_MAX_BODY_BYTES = 4096;
