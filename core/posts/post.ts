import { z } from 'zod';
import { fieldIssues, type FieldIssue } from '../generators/content-schemas';
import { POST_CATEGORIES, type Post, type PostCategoryId, type PostMetadata } from '../models';
import { scheduleProblem } from './post-schedule';
import { SEO_DESCRIPTION_MAX } from '../site/seo';
import { SLUG_MAX, SLUG_PATTERN } from './slug';

const categoryIds = POST_CATEGORIES.map((c) => c.id) as [PostCategoryId, ...PostCategoryId[]];

/**
 * How long each text of a post may be. firestore.rules validPost holds title, slug, author and SEO
 * description to the same limits.
 */
export const POST_LIMITS = {
  title: 300,
  slug: SLUG_MAX,
  excerpt: 1000,
  content: 500_000,
  author: 100,
  seoDescription: SEO_DESCRIPTION_MAX,
  theme: 40,
  imageText: 300,
} as const;

/** What the editor and any other writer of posts say about a bad value, in plain words. */
export const POST_TEXT = {
  tooLong: (label: string, max: number) =>
    `${label} is too long: use at most ${max.toLocaleString('en-US')} characters`,
  slugCharacters:
    'URL slug may hold only lowercase letters, digits and underscores, with single hyphens between words',
} as const;

const text = (label: string, max: number) =>
  z.string().trim().max(max, POST_TEXT.tooLong(label, max));

const metadataSchema = z.object({
  author: text('Author', POST_LIMITS.author).optional(),
  seoDescription: text('SEO meta description', POST_LIMITS.seoDescription).optional(),
  theme: z.string().max(POST_LIMITS.theme).optional(),
  categories: z.array(z.enum(categoryIds)).max(POST_CATEGORIES.length).optional(),
  featuredImageAlt: z
    .string()
    .max(POST_LIMITS.imageText, POST_TEXT.tooLong('Alt text', POST_LIMITS.imageText))
    .optional(),
  featuredImageTitle: z
    .string()
    .max(POST_LIMITS.imageText, POST_TEXT.tooLong('Title text', POST_LIMITS.imageText))
    .optional(),
});

/** Longest featured image URL a post may hold. */
export const FEATURED_IMAGE_URL_MAX = 2048;
export const FEATURED_IMAGE_URL_MESSAGE =
  'Featured image must be an http(s) URL or a path on this site';

/** Characters of a URL path, query and fragment (RFC 3986, no brackets, no backslash). */
const URL_CHARS = "a-z0-9._~:/?#@!$&'()*+,;=%-";
/**
 * A featured image is preloaded and named in Open Graph tags, so only web addresses qualify:
 * absolute http(s) URLs and paths on this site ('/media/...'); never 'javascript:', 'data:' or a
 * protocol-relative '//host'.
 */
export const FEATURED_IMAGE_URL_PATTERN = `^(https?://[a-z0-9.-]+(:[0-9]{1,5})?([/?#][${URL_CHARS}]*)?|/([${URL_CHARS.replace('/', '')}][${URL_CHARS}]*)?)$`;
const featuredImageUrl = new RegExp(FEATURED_IMAGE_URL_PATTERN, 'i');

export function isFeaturedImageUrl(value: string): boolean {
  return value.length <= FEATURED_IMAGE_URL_MAX && featuredImageUrl.test(value);
}

export const REQUIRED_FIELDS_MESSAGE =
  'Required fields missing: title, slug, excerpt, and content are required';

/**
 * What the editor saves (spec part 1 §7 save payload), with an optional publish time for a draft
 * (UTC ISO-8601; a time already past is refused when the post is saved).
 */
export const postInputSchema = z
  .object({
    title: text('Title', POST_LIMITS.title).min(1, REQUIRED_FIELDS_MESSAGE),
    // Length first: a slug that is only too long must not be told its characters are wrong.
    slug: text('URL slug', POST_LIMITS.slug)
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .regex(SLUG_PATTERN, POST_TEXT.slugCharacters),
    excerpt: text('Excerpt', POST_LIMITS.excerpt).min(1, REQUIRED_FIELDS_MESSAGE),
    content: text('Content', POST_LIMITS.content).min(1, REQUIRED_FIELDS_MESSAGE),
    featuredImage: z.string().refine(isFeaturedImageUrl, FEATURED_IMAGE_URL_MESSAGE).nullable(),
    published: z.boolean(),
    scheduledAt: z.iso.datetime({ offset: true }).nullable().optional(),
    metadata: metadataSchema,
  })
  .superRefine((input, ctx) => {
    const problem = scheduleProblem(input.scheduledAt, input.published, new Date());
    if (problem) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: problem });
  });
export type PostInput = z.infer<typeof postInputSchema>;

/**
 * The object without its undefined fields: Firestore refuses undefined values, and JSON drops them
 * on the way to the server and back (optional metadata fields are simply left out).
 */
export const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/**
 * The admin posts API's 400 for input the schema refuses: a missing field is what the editor must
 * fix first, so its message leads whatever else is wrong; every problem is named by its field.
 */
export function postInputRefusal(error: z.ZodError): { error: string; issues: FieldIssue[] } {
  const issues = fieldIssues(error);
  const missing = issues.some((issue) => issue.message === REQUIRED_FIELDS_MESSAGE);
  return { error: missing ? REQUIRED_FIELDS_MESSAGE : issues[0]!.message, issues };
}

/**
 * A saved post's publishedAt: the time it last went from draft to public. A save that publishes a
 * draft stamps `now`; one that keeps it public keeps the stamp (a post public before publishedAt
 * was kept went public when it was created, as its page says); a draft keeps the last one.
 */
export function publishedAtAfterSave(
  previous: { published?: unknown; publishedAt?: unknown; createdAt?: unknown } | null,
  published: boolean,
  now: string,
): string | undefined {
  const publishedAt = !published
    ? previous?.publishedAt
    : previous?.published === true
      ? (previous.publishedAt ?? previous.createdAt)
      : now;
  return typeof publishedAt === 'string' ? publishedAt : undefined;
}

/**
 * The publishedAt a stored post lacks, if it is public without one (written before publishedAt was
 * kept, restored from such a backup, or edited by hand): what the post trigger stamps, so that the
 * blog's order, which reads the field, lists it. Null when nothing is missing.
 */
export function missingPublishedAt(data: Record<string, unknown> | undefined): string | null {
  if (data?.published !== true || typeof data.publishedAt === 'string') return null;
  return isoDate(data.createdAt) || null;
}

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
      typeof data.featuredImage === 'string' && isFeaturedImageUrl(data.featuredImage)
        ? data.featuredImage
        : null,
    published: data.published === true,
    createdAt: isoDate(data.createdAt),
    updatedAt: isoDate(data.updatedAt),
    metadata: normalizeMetadata(data.metadata),
    ...(typeof data.publishedAt === 'string' ? { publishedAt: data.publishedAt } : {}),
    ...(typeof data.scheduledAt === 'string' && data.published !== true
      ? { scheduledAt: data.scheduledAt }
      : {}),
  };
}
