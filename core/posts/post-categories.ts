import { POST_CATEGORIES, type PostCategoryId } from '../models';

/** A category readers can browse: its page lists its published posts, and it has a feed. */
export interface PostCategory {
  id: PostCategoryId;
  label: string;
  /** The category page's meta description and its feed's description. */
  description: string;
}

const DESCRIPTIONS: Record<PostCategoryId, string> = {
  'elf-tips':
    'Practical elf tips: easy setups, hiding spots and what to do when the elf gets touched.',
  'holiday-magic':
    'Holiday magic for the whole family: letters, treats and little surprises from the elf.',
  'christmas-traditions':
    'Christmas traditions from around the world and ideas to start your own family traditions.',
  'elf-stories': 'Elf stories: funny, sweet and true tales of elves and the families they visit.',
};

/** The spec's four categories (part 1 §3), in its order. */
export const POST_CATEGORY_PAGES: readonly PostCategory[] = POST_CATEGORIES.map((category) => ({
  ...category,
  description: DESCRIPTIONS[category.id],
}));

/** The category an id names, or undefined for any other text (an unknown category is a 404). */
export function postCategory(id: string): PostCategory | undefined {
  return POST_CATEGORY_PAGES.find((category) => category.id === id);
}

/** The categories of a post that readers can browse, in the spec's order. */
export function categoriesOf(post: {
  metadata: { categories?: readonly string[] };
}): PostCategory[] {
  const ids = post.metadata.categories ?? [];
  return POST_CATEGORY_PAGES.filter((category) => ids.includes(category.id));
}
