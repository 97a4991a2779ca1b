import type { PageScriptName, PageScriptProps } from '../app/island-attributes';

/**
 * The public pages' page scripts: behaviour with nothing to show, so plain functions run as the
 * page loads, without the runtime the islands need (island.tsx › PageScript marks where). Each
 * loads as its own chunk, only on the pages that have it.
 */
export const PAGE_SCRIPTS: {
  [N in PageScriptName]: () => Promise<(props: PageScriptProps[N]) => void>;
} = {
  'post-view': () => import('../features/blog/track-post-view').then((m) => m.trackPostView),
  'cta-clicks': () => import('../features/blog/count-cta-clicks').then((m) => m.countCtaClicks),
  'result-visit': () =>
    import('../features/result-visits/report-result-visit').then((m) => m.countResultVisit),
};
