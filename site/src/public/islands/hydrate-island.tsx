/**
 * Brings one island to life on its own root through preact/compat: loaded by the entry (entry.ts)
 * when a first island of the page starts, with the runtime it shares with the generators.
 */
import { hydrateRoot } from 'react-dom/client';
import { IslandShell } from '@site/shared/app/app-shell';
import { readBootData } from '@site/shared/app/boot-data';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandName,
} from '../app/island-attributes';
import { ISLANDS } from './registry';

export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const load = ISLANDS[name];
  if (!load) throw new Error(`Unknown island "${name}"`);
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  const Component = await load();
  hydrateRoot(
    element,
    <IslandShell settings={readBootData().settings}>
      <Component {...props} />
    </IslandShell>,
  );
  element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
}
