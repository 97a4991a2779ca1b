/** The globals a page gets from the widget bundles (and from the loader, which defines all four). */
type InitGenerator = (elementId: string, theme?: string, postId?: string) => void;

interface Window {
  initElfNameGenerator?: InitGenerator;
  initCraftGenerator?: InitGenerator;
  initSceneGenerator?: InitGenerator;
  initRecipeGenerator?: InitGenerator;
}

/** Replaced at build time with the site's brand theme key. */
declare const __BRAND_THEME_KEY__: string;
