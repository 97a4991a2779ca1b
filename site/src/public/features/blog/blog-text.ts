/** The blog list's words (spec part 1 §2, /blog). */
export const BLOG_TEXT = {
  emptyTitle: 'No blog posts found',
  emptyHint: 'Posts appear here once they are marked as published.',
  errorTitle: 'Unable to load blog posts',
  errorToast: 'Error fetching blog posts',
  tryAgain: 'Try Again',
  older: 'Older posts',
  newest: 'Newest posts',
  browseCategories: 'Browse by category',
  postCategories: 'Categories',
  categoryFeed: 'RSS feed of this category',
} as const;
