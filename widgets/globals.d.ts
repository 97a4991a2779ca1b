/** The globals a page gets from the widget bundles (and from the loader, which defines all four). */
type InitGenerator = (
  elementId: string,
  theme?: string,
  postId?: string,
  options?: GeneratorOptions,
) => void;

/**
 * Options of the fourth init argument (markup: data-title, data-show-history). The elf name
 * generator honours both; the other generators ignore them.
 */
interface GeneratorOptions {
  /** The heading shown instead of the generator's own title. */
  title?: string;
  /** false hides the list of recent names (shown by default). */
  show_history?: boolean;
}

interface Window {
  initElfNameGenerator?: InitGenerator;
  initCraftGenerator?: InitGenerator;
  initSceneGenerator?: InitGenerator;
  initRecipeGenerator?: InitGenerator;
}

/** Replaced at build time with the site's brand theme key. */
declare const __BRAND_THEME_KEY__: string;
