/**
 * Entities of both spec parts, as stored in Firestore (camelCase fields).
 * Timestamps are ISO-8601 strings at this boundary: the Firestore adapters convert
 * them, so core, widgets and the site never see an SDK Timestamp class.
 */

export const POST_CATEGORIES = [
  { id: 'elf-tips', label: 'Elf Tips' },
  { id: 'holiday-magic', label: 'Holiday Magic' },
  { id: 'christmas-traditions', label: 'Christmas Traditions' },
  { id: 'elf-stories', label: 'Elf Stories' },
] as const;
export type PostCategoryId = (typeof POST_CATEGORIES)[number]['id'];

/** 'default' and 'christmas', plus the brand theme whose key comes from site settings. */
export type PostTheme = string;

export interface PostMetadata {
  author?: string;
  seoDescription?: string;
  theme?: PostTheme;
  categories?: PostCategoryId[];
  featuredImageAlt?: string;
  featuredImageTitle?: string;
}

export interface Post {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** HTML; sanitized before it is rendered. */
  content: string;
  featuredImage: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  /** When the post last went from draft to public (ISO-8601); absent before its first publish. */
  publishedAt?: string;
  /** A draft's publish time (UTC ISO-8601): the scheduled publisher makes it public then. */
  scheduledAt?: string;
  metadata: PostMetadata;
  /**
   * srcset of each of the post's images that has smaller stored widths, by URL (added by the
   * server when it reads the post for a page; never stored).
   */
  imageSrcSets?: Record<string, string>;
}

/** A post as stored: `rand`, uniform in [0, 1), lets pages pick random posts with a fixed number of reads. */
export interface StoredPost extends Omit<Post, 'id'> {
  rand: number;
}

export const TOOL_NAMES = [
  'elfNameGenerator',
  'craftGenerator',
  'sceneGenerator',
  'recipeGenerator',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** A tool's figures, read from its distributed counter and its embed records (see COLLECTIONS). */
export interface ToolStats {
  toolName: ToolName;
  totalUsage: number;
  postEmbeds: number;
  lastUsed: string | null;
  /** Its results' shares (pins included), link opens and page visits (core/results/result-sharing.ts). */
  shares: number;
  linkOpens: number;
  visits: number;
}

/** CTA clicks of one month ('YYYY-MM'), over every post's counter. */
export interface MonthlyClicks {
  month: string;
  clicks: number;
}

export interface AnalyticsData {
  totalPosts: number;
  publishedPosts: number;
  draftPosts: number;
  totalViews: number;
  totalClicks: number;
  ctr: number;
  topPosts: { title: string; viewCount: number }[];
  monthlyData: MonthlyClicks[];
  message?: string;
  errorDetails?: string;
}

export interface NamePart {
  id: string;
  value: string;
  /** Defaults to 'custom' when added from the admin. */
  category: string;
}

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface CraftIdea {
  id: string;
  title: string;
  instructions: string;
  requiredSupplies: string[];
  difficulty: Difficulty;
  timeRequired: string | null;
  updatedAt: string;
}

export interface ElfScene {
  id: string;
  title: string;
  description: string;
  requiredItems: string[];
  setupInstructions: string;
  difficulty: Difficulty;
  timeRequired: string | null;
  createdAt: string;
  updatedAt: string;
}

export const RECIPE_CATEGORIES = [
  'Holiday Cookies',
  'Holiday Treats',
  'Christmas Dinner',
  'Breakfast',
  'Snacks',
  'Desserts',
  'Drinks',
  'Other',
] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

export interface HolidayRecipe {
  id: string;
  title: string;
  description: string;
  ingredients: string[];
  instructions: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  servings: number;
  difficulty: Difficulty;
  category: RecipeCategory;
  tags: string[];
  imageUrl: string | null;
  kidFriendly: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A generated elf name (kept in the widget's local history). */
export interface GeneratedElfName {
  id: string;
  firstName: string;
  lastName?: string;
  timestamp: string;
}

/** A craft supply as the craft widget shows it (client only). */
export interface Supply {
  id: string;
  name: string;
  checked: boolean;
}
