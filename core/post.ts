import { z } from 'zod';
import { POST_CATEGORIES, type Post, type PostCategoryId, type PostMetadata } from './models';
import { SEO_DESCRIPTION_MAX } from './seo';
import { isValidSlug } from './slug';

const categoryIds = POST_CATEGORIES.map((c) => c.id) as [PostCategoryId, ...PostCategoryId[]];

const metadataSchema = z.object({
  author: z.string().trim().max(100).optional(),
  seoDescription: z.string().trim().max(SEO_DESCRIPTION_MAX).optional(),
  theme: z.string().max(40).optional(),
  categories: z.array(z.enum(categoryIds)).max(POST_CATEGORIES.length).optional(),
  featuredImageAlt: z.string().max(300).optional(),
  featuredImageTitle: z.string().max(300).optional(),
});

export const REQUIRED_FIELDS_MESSAGE =
  'Required fields missing: title, slug, excerpt, and content are required';

/** What the editor saves (spec part 1 §7 save payload). */
export const postInputSchema = z.object({
  title: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(300),
  slug: z
    .string()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .refine(isValidSlug, 'Slug may hold only lowercase letters, digits, underscores and hyphens'),
  excerpt: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(1000),
  content: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(500_000),
  featuredImage: z.string().url().nullable(),
  published: z.boolean(),
  metadata: metadataSchema,
});
export type PostInput = z.infer<typeof postInputSchema>;

/** Spec part 1 §3: metadata that is not an object counts as empty; unknown or malformed fields are dropped. */
export function normalizeMetadata(raw: unknown): PostMetadata {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const result: PostMetadata = {};
  for (const [key, schema] of Object.entries(metadataSchema.shape)) {
    const parsed = schema.safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) {
      (result as Record<string, unknown>)[key] = parsed.data;
    }
  }
  return result;
}

/** ISO string of a stored date: an ISO string already, or an SDK Timestamp (anything with toDate). */
export function isoDate(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const toDate = (value as { toDate: unknown }).toDate;
    if (typeof toDate === 'function') return (toDate.call(value) as Date).toISOString();
  }
  return '';
}

/** A post as read from storage: fields coerced, so a malformed document still renders. */
export function toPost(id: string, data: Record<string, unknown>): Post {
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    id,
    title: text(data.title),
    slug: text(data.slug),
    excerpt: text(data.excerpt),
    content: text(data.content),
    featuredImage:
      typeof data.featuredImage === 'string' && data.featuredImage ? data.featuredImage : null,
    published: data.published === true,
    createdAt: isoDate(data.createdAt),
    updatedAt: isoDate(data.updatedAt),
    metadata: normalizeMetadata(data.metadata),
  };
}
