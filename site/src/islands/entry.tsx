/**
 * The public pages' only script: brings each island of the server's HTML to life on its own root,
 * when it is wanted (island.tsx), and starts the page's background work. Built with the widgets
 * (rollup.config.ts) on their Preact runtime through preact/compat, so a page with generators
 * loads one runtime for both.
 */
import { hydrateRoot } from 'react-dom/client';
import { IslandShell } from '../app/app-shell';
import { readBootData } from '../app/boot-data';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  type HydrateWhen,
} from './island';
import { showNavigationStatus } from './navigation-status';
import { ISLANDS, type IslandName } from './registry';

const { settings } = readBootData();

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const load = ISLANDS[name];
  if (!load) throw new Error(`Unknown island "${name}"`);
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  const Component = await load();
  hydrateRoot(
    element,
    <IslandShell settings={settings}>
      <Component {...props} />
    </IslandShell>,
  );
  element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
}

const started = new WeakSet<HTMLElement>();

/** Starts an island once, whatever asks first (its time, its coming into view, focus). */
function start(element: HTMLElement): void {
  if (started.has(element)) return;
  started.add(element);
  hydrate(element).catch((error: unknown) =>
    console.error(`The ${element.getAttribute(ISLAND_ATTRIBUTE)} island failed to start`, error),
  );
}

const idle = (task: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(task, { timeout: 2000 })
    : setTimeout(task, 200);

/** An island's box takes no part in layout (display: contents), so its first element is watched. */
const islandOf = new Map<Element, HTMLElement>();
const visible =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries, observer) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer.unobserve(entry.target);
            start(islandOf.get(entry.target)!);
          }
        },
        { rootMargin: '200px' },
      )
    : null;

for (const island of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const when = island.getAttribute(ISLAND_WHEN_ATTRIBUTE) as HydrateWhen;
  const watched = island.firstElementChild;
  if (when === 'visible' && visible && watched) {
    islandOf.set(watched, island);
    visible.observe(watched);
    // A keyboard can reach it before it nears the view: focus starts it too.
    watched.addEventListener('focusin', () => start(island), { once: true });
  } else if (when === 'load') start(island);
  else idle(() => start(island));
}

showNavigationStatus();

// The client tier of redirects waits until the page has loaded and the browser is idle.
const redirectChecks = () =>
  idle(() => void import('../lib/redirect-check').then((m) => m.startRedirectChecks()));
if (document.readyState === 'complete') redirectChecks();
else window.addEventListener('load', redirectChecks, { once: true });
