/**
 * The public pages' page scripts: behaviour with nothing to show, so plain functions run as the
 * page loads, without the runtime the islands need (island.tsx › PageScript marks where). Each
 * loads as its own chunk, only on the pages that have it.
 */
export const PAGE_SCRIPTS = {
  'post-view': () => import('../features/blog/track-post-view').then((m) => m.trackPostView),
  'cta-clicks': () => import('../features/blog/count-cta-clicks').then((m) => m.countCtaClicks),
} satisfies Record<string, () => Promise<(props: never) => void>>;

export type PageScriptName = keyof typeof PAGE_SCRIPTS;

export type PageScriptProps<N extends PageScriptName> = Parameters<
  Awaited<ReturnType<(typeof PAGE_SCRIPTS)[N]>>
>[0];
