import type { Post } from '../models';

export const SEO_DESCRIPTION_MAX = 160;
export const CONTENT_EXCERPT_LENGTH = 200;
export const DEFAULT_AUTHOR = 'Elf Letter Team';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Visible text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (match, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
      return ENTITIES[code.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec part 1 §5: seo description, else excerpt, else content text cut to 200 characters plus an ellipsis. */
export function postDescription(post: Pick<Post, 'metadata' | 'excerpt' | 'content'>): string {
  const seo = post.metadata.seoDescription?.trim();
  if (seo) return seo;
  const excerpt = post.excerpt.trim();
  if (excerpt) return excerpt;
  const text = htmlToText(post.content);
  return text.length > CONTENT_EXCERPT_LENGTH
    ? `${text.slice(0, CONTENT_EXCERPT_LENGTH)}...`
    : text;
}

/** The meta tag never carries more than 160 characters; cut on a word where one is near. */
export function metaDescription(description: string): string {
  if (description.length <= SEO_DESCRIPTION_MAX) return description;
  const cut = description.slice(0, SEO_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > SEO_DESCRIPTION_MAX - 40 ? cut.slice(0, lastSpace) : cut;
  return `${base.trimEnd()}…`;
}

export function postAuthor(post: Pick<Post, 'metadata'>): string {
  return post.metadata.author?.trim() || DEFAULT_AUTHOR;
}

/** Dates are shown in en-US long format, e.g. 'December 3, 2026'. */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
