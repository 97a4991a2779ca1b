/** The post editor's form: its values, how they become a save payload, and what is wrong with them. */
import type { Post, PostCategoryId } from '../models';
import { postInputSchema, type PostInput } from './post';

export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  seoDescription: string;
  featuredImage: string;
  featuredImageAlt: string;
  featuredImageTitle: string;
  theme: string;
  categories: PostCategoryId[];
  published: boolean;
  /** A draft's publish time, UTC ISO-8601; '' when it has none. */
  scheduledAt: string;
}

export type PostFormField = keyof PostFormValues;

/** Spec §5: the four fields every save needs. */
export const REQUIRED_POST_FIELDS = ['title', 'slug', 'excerpt', 'content'] as const;

export const POST_FORM_TEXT = {
  missingTitle: 'Missing fields',
  missing: 'Please fill out all required fields',
  missingDraft: 'Please fill out all required fields to save as draft',
  required: 'This field is required',
} as const;

/** A new post starts as a draft (spec §4). */
export function emptyPostForm(): PostFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    author: '',
    seoDescription: '',
    featuredImage: '',
    featuredImageAlt: '',
    featuredImageTitle: '',
    theme: 'default',
    categories: [],
    published: false,
    scheduledAt: '',
  };
}

export function postFormFromPost(post: Post): PostFormValues {
  const m = post.metadata;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: m.author ?? '',
    seoDescription: m.seoDescription ?? '',
    featuredImage: post.featuredImage ?? '',
    featuredImageAlt: m.featuredImageAlt ?? '',
    featuredImageTitle: m.featuredImageTitle ?? '',
    theme: m.theme ?? 'default',
    categories: m.categories ?? [],
    published: post.published,
    scheduledAt: post.scheduledAt ?? '',
  };
}

/**
 * An editor's empty document is still markup ('<p></p>'): content counts when it has text, an
 * image or an embedded generator.
 */
export function htmlHasContent(html: string): boolean {
  if (/<img\b|data-elf-generator/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

export function missingRequiredFields(values: PostFormValues): PostFormField[] {
  return REQUIRED_POST_FIELDS.filter((field) =>
    field === 'content' ? !htmlHasContent(values.content) : values[field].trim() === '',
  );
}

const optional = (value: string) => value.trim() || undefined;

/** The save payload (spec §7), with `published` decided by the action that saves. */
export function postInputFromForm(values: PostFormValues, published: boolean): PostInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    featuredImage: optional(values.featuredImage) ?? null,
    published,
    // A post saved without a publish time has none; publishing now replaces it.
    ...(values.scheduledAt && !published ? { scheduledAt: values.scheduledAt } : {}),
    metadata: {
      author: optional(values.author),
      seoDescription: optional(values.seoDescription),
      theme: values.theme,
      categories: values.categories.length ? values.categories : undefined,
      featuredImageAlt: optional(values.featuredImageAlt),
      featuredImageTitle: optional(values.featuredImageTitle),
    },
  };
}

const METADATA_FIELDS: Record<string, PostFormField> = {
  author: 'author',
  seoDescription: 'seoDescription',
  theme: 'theme',
  categories: 'categories',
  featuredImageAlt: 'featuredImageAlt',
  featuredImageTitle: 'featuredImageTitle',
};

/**
 * Per field, what the shared save schema says is wrong. Empty required fields count only with
 * `required` (once a save was tried); what is wrong with a filled field shows as it is typed.
 */
export function postFormErrors(
  values: PostFormValues,
  { required = true }: { required?: boolean } = {},
): Partial<Record<PostFormField, string>> {
  const errors: Partial<Record<PostFormField, string>> = {};
  const missing = missingRequiredFields(values);
  if (required) for (const field of missing) errors[field] = POST_FORM_TEXT.required;
  const parsed = postInputSchema.safeParse(postInputFromForm(values, values.published));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, sub] = issue.path.map(String);
      const field =
        head === 'metadata' && sub ? METADATA_FIELDS[sub] : (head as PostFormField | undefined);
      if (field && !errors[field] && !missing.includes(field)) errors[field] = issue.message;
    }
  }
  return errors;
}
