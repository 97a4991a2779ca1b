import type { ComponentType } from 'react';
import type { IslandName } from './registry';

/** When an island's code loads and comes to life in the browser. */
export type HydrateWhen =
  /** At once: it acts on the page as it loads (view tracking, an error's toast) or is in view (the header). */
  | 'load'
  /** When the browser is idle: it only answers clicks, and can wait (an error page's Try Again). */
  | 'idle'
  /** When it nears the view or takes focus: further down the page (the newsletter form, the call to action). */
  | 'visible';

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_WHEN_ATTRIBUTE = 'data-hydrate';
/** Set on an island once it is live: tests and curious developers can tell. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-live';

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  when: HydrateWhen;
}

/**
 * A part of a server-rendered page that the browser brings to life on its own root (islands/entry.tsx):
 * the component renders here as anywhere else, inside a box that takes no part in layout, which
 * names it and carries its props for the browser to render it again identically. Everything
 * outside islands stays the server's HTML, with no JavaScript.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when,
}: IslandProps<P>) {
  return (
    <div
      style={{ display: 'contents' }}
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [ISLAND_WHEN_ATTRIBUTE]: when,
      }}
    >
      <Component {...props} />
    </div>
  );
}
