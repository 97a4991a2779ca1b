/**
 * The public pages' only script, small and free of UI code: it finds the islands of the server's
 * HTML (island.tsx) and starts each when it is wanted, runs the page scripts, and starts the
 * page's background work. An island's start loads the runtime and brings it to life
 * (hydrate-island.tsx); a page that is only read runs none of that. Built with the widgets
 * (rollup.config.ts) on their Preact runtime, so a page with generators loads one runtime for both.
 */
import { hasAdminFlag } from '@site/shared/lib/admin-flag';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  PAGE_SCRIPT_ATTRIBUTE,
  WARM_CHUNKS_ATTRIBUTE,
  type HydrateWhen,
  type IslandName,
  type PageScriptName,
} from '../app/island-attributes';
import { showNavigationStatus } from './navigation-status';
import { PAGE_SCRIPTS } from './page-scripts';

const idle = (task: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(task, { timeout: 2000 })
    : setTimeout(task, 200);

const afterLoad = (task: () => void) => {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
};

const propsOf = (element: Element) =>
  JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;

for (const script of document.querySelectorAll(`[${PAGE_SCRIPT_ATTRIBUTE}]`)) {
  const name = script.getAttribute(PAGE_SCRIPT_ATTRIBUTE) as PageScriptName;
  // The props are the server's JSON for this script (island.tsx › PageScript checks their type).
  const load = PAGE_SCRIPTS[name] as (() => Promise<(props: object) => void>) | undefined;
  load?.()
    .then((run) => {
      run(propsOf(script));
      script.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    })
    .catch((error: unknown) => console.error(`The ${name} page script failed`, error));
}

/**
 * Islands this browser would show otherwise than the server did: they start once the page is
 * idle, whatever their time. Asked then, not as the page loads: the first read of the page's
 * storage makes the browser open it, which takes a moment.
 */
const SHOWN_OTHERWISE: Partial<Record<IslandName, () => boolean>> = {
  // An admin's header links to the dashboard instead of offering Sign Up.
  header: hasAdminFlag,
};

const started = new WeakSet<HTMLElement>();
/** Per island that waits for interaction, the button a click hit before it was live. */
const clickedBeforeLive = new WeakMap<HTMLElement, HTMLElement>();

/** Starts an island once, whatever asks first (its time, its coming into view, focus, a tap). */
function start(island: HTMLElement): void {
  if (started.has(island)) return;
  started.add(island);
  import('./hydrate-island')
    .then(({ hydrateIsland }) => hydrateIsland(island))
    .then(() => {
      // The same element after hydration, now with its handler: the click does what was asked.
      const button = clickedBeforeLive.get(island);
      if (button?.isConnected) button.click();
    })
    .catch((error: unknown) =>
      console.error(`The ${island.getAttribute(ISLAND_ATTRIBUTE)} island failed to start`, error),
    );
}

/** An island's box takes no part in layout (display: contents), so its first element is watched. */
const islandOf = new Map<Element, HTMLElement>();
let observer: IntersectionObserver | undefined;
/**
 * Made when a first island waits to be seen, not as the page loads: building an observer is a
 * moment of the browser's own work, and most pages have no such island.
 */
const visibility = () =>
  (observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        self.unobserve(entry.target);
        start(islandOf.get(entry.target)!);
      }
    },
    { rootMargin: '200px' },
  ));

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function startOnInteraction(island: HTMLElement): void {
  const startNow = () => start(island);
  for (const type of INTERACTIONS)
    island.addEventListener(type, startNow, { once: true, passive: true });
  // A tap starts the island a moment before its click arrives, which may still be too early.
  island.addEventListener(
    'click',
    (event) => {
      if (island.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) return;
      const button = (event.target as Element | null)?.closest?.('button');
      if (button && island.contains(button)) clickedBeforeLive.set(island, button);
    },
    { capture: true },
  );
}

let waiting = false;
for (const island of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const name = island.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const when = island.getAttribute(ISLAND_WHEN_ATTRIBUTE) as HydrateWhen;
  const watched = island.firstElementChild;
  const shownOtherwise = SHOWN_OTHERWISE[name];
  if (shownOtherwise) afterLoad(() => idle(() => shownOtherwise() && start(island)));
  if (when === 'interaction') {
    startOnInteraction(island);
    waiting = true;
  } else if (when === 'visible' && 'IntersectionObserver' in window && watched) {
    islandOf.set(watched, island);
    visibility().observe(watched);
    // A keyboard can reach it before it nears the view: focus starts it too.
    watched.addEventListener('focusin', () => start(island), { once: true });
  } else if (when === 'load') start(island);
  else idle(() => start(island));
}

/**
 * Downloads what the waiting islands need, so a first tap waits for no network. A prefetch, not a
 * modulepreload: compiling the runtime ahead (and storing its code cache) is a long task of its
 * own on a phone while the page settles, for a tap that may never come.
 */
function warmChunks(hrefs: string[]): void {
  const [href, ...rest] = hrefs;
  const next = () => {
    if (rest.length > 0) idle(() => warmChunks(rest));
  };
  if (!href || document.querySelector(`link[href="${href}"]`)) return next();
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  // One download at a time, the next in an idle moment after the last arrived: a download is
  // work for the browser's other threads, which on a phone's busy cores delays the page's own.
  // A browser without prefetch fires neither event, and would download none of them anyway.
  link.addEventListener('load', next, { once: true });
  link.addEventListener('error', next, { once: true });
  document.head.append(link);
}
const warmChunkHrefs = () =>
  document
    .querySelector(`script[${WARM_CHUNKS_ATTRIBUTE}]`)
    ?.getAttribute(WARM_CHUNKS_ATTRIBUTE)
    ?.split(' ')
    .filter(Boolean) ?? [];
const embedsGenerators = document.querySelector('[data-elf-generator]') !== null;
// The server lists the embedded generators' files with the islands' (server/render-page.tsx).
if (waiting || embedsGenerators) afterLoad(() => idle(() => warmChunks(warmChunkHrefs())));
// What the generators read, so their first frame is ready when the visitor reaches them.
if (embedsGenerators)
  afterLoad(() =>
    idle(
      () => void import('./prefetch-generator-data').then((m) => m.prefetchGeneratorData(document)),
    ),
  );

showNavigationStatus();

// The client tier of redirects waits until the page has loaded and the browser is idle.
afterLoad(() =>
  idle(() => void import('../lib/redirect-check').then((m) => m.startRedirectChecks())),
);
