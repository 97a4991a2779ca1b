/**
 * The post editor's unsaved copy: the form's values, kept in the browser while they differ from
 * what is saved, so a crash, a reload or a closed tab does not lose them.
 */
import { z } from 'zod';
import { POST_CATEGORIES, type PostCategoryId } from '../models';
import type { PostFormValues } from './post-form';

export interface UnsavedPost {
  postId: string;
  /** Never saved yet: the new-post page offers it back. */
  isNew: boolean;
  values: PostFormValues;
  /** When the copy was last written (ISO). */
  savedAt: string;
}

const categoryIds = POST_CATEGORIES.map((c) => c.id) as [PostCategoryId, ...PostCategoryId[]];

const valuesSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  seoDescription: z.string(),
  featuredImage: z.string(),
  featuredImageAlt: z.string(),
  featuredImageTitle: z.string(),
  theme: z.string(),
  categories: z.array(z.enum(categoryIds)),
  published: z.boolean(),
  // Copies written before posts could be scheduled have none.
  scheduledAt: z.string().default(''),
}) satisfies z.ZodType<PostFormValues>;

const unsavedPostSchema = z.object({
  postId: z.string().min(1),
  isNew: z.boolean(),
  values: valuesSchema,
  savedAt: z.iso.datetime(),
}) satisfies z.ZodType<UnsavedPost>;

/** Prefix of the browser storage keys, one per post. */
export const UNSAVED_POST_KEY_PREFIX = 'elfAdmin.unsavedPost.';
export const unsavedPostKey = (postId: string) => `${UNSAVED_POST_KEY_PREFIX}${postId}`;

/**
 * A stored copy as the editor can use it, or null for anything else: a copy written by an older
 * version of the form, or storage another script changed, is dropped rather than half-restored.
 */
export function parseUnsavedPost(stored: string | null): UnsavedPost | null {
  if (stored === null) return null;
  try {
    const parsed = unsavedPostSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const FORM_FIELDS = Object.keys(valuesSchema.shape) as (keyof PostFormValues)[];

/** Field by field, whatever order the keys were written in. */
export const sameFormValues = (a: PostFormValues, b: PostFormValues) =>
  FORM_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));

/** The unsaved new post to offer back: the most recently written one. */
export function latestNewPost(copies: (UnsavedPost | null)[]): UnsavedPost | null {
  return copies.reduce<UnsavedPost | null>(
    (latest, copy) => (copy?.isNew && (!latest || copy.savedAt > latest.savedAt) ? copy : latest),
    null,
  );
}
