import type { Post } from '../models';

/** Spec (Blog Management): the search box matches a post's title or slug, ignoring case. */
export function matchesPostSearch(post: Pick<Post, 'title' | 'slug'>, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return post.title.toLowerCase().includes(needle) || post.slug.toLowerCase().includes(needle);
}
