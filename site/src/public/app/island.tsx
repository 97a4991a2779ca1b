import type { ComponentType } from 'react';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  PAGE_SCRIPT_ATTRIBUTE,
  type HydrateWhen,
  type IslandName,
  type PageScriptName,
  type PageScriptProps,
} from './island-attributes';

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  when: HydrateWhen;
}

/**
 * A part of a server-rendered page that the browser brings to life on its own root (islands/entry.ts):
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

/**
 * Where a page runs one of its page scripts (page-scripts.ts) as it loads, with these props: an
 * inert template the browser's entry finds. Rendered in the browser (an admin's draft), it does
 * nothing.
 */
export function PageScript<N extends PageScriptName>({
  name,
  props,
}: {
  name: N;
  props: PageScriptProps[N];
}) {
  return (
    <template
      {...{ [PAGE_SCRIPT_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
    />
  );
}
