import type { ComponentType } from 'react';
import type { IslandName } from '../app/island-attributes';
import { SiteHeader } from '../routes/chrome/site-header';

// Props come from the server's JSON, checked by the server's render of the same component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type IslandComponent = ComponentType<any>;

/**
 * Every island of the public pages and where its code is: each but the header loads as its own
 * chunk, only on the pages that have it. The server renders the same components (island.tsx).
 * The browser loads this with the runtime (hydrate-island.tsx), when a first island starts.
 */
export const ISLANDS = {
  // Every page has it: part of the chunk that brings islands to life, ready for a first tap.
  header: () => Promise.resolve(SiteHeader),
  newsletter: () => import('../features/home/newsletter-form').then((m) => m.NewsletterForm),
  'post-not-found': () => import('../features/blog/post-not-found').then((m) => m.PostNotFound),
  'post-load-error': () =>
    import('../features/blog/post-load-error').then((m) => m.PostLoadErrorPanel),
  'blog-list-error': () =>
    import('../features/blog/blog-list-error').then((m) => m.BlogListErrorPanel),
  'embed-builder': () => import('../features/generators/embed-builder').then((m) => m.EmbedBuilder),
  'page-error': () => import('../routes/error-panel').then((m) => m.ErrorPanel),
} satisfies Record<IslandName, () => Promise<IslandComponent>>;
