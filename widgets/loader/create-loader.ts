import { EMBED_FRAME_ATTRIBUTE, EMBED_HEIGHT_MESSAGE } from '@core/embed/embed-message';
import type { StartGenerator, StartOptions, WidgetOptions } from '../shared/define-generator';
import { optionsFromCall, optionsFromMarkup } from '../shared/widget-options';
import { defineElement } from './element';
import type * as frames from './frames';
import type * as serverFrame from './server-frame';
import type * as earlyClicks from './held-early';
import { GENERATORS, isGeneratorKey, showUnknownGenerator, type GeneratorKey } from './generators';

export type GeneratorModule = {
  start: StartGenerator;
  /** Removes an element's widget. */
  stop: (host: HTMLElement) => void;
};

/** The iframe embeds' code (frames.ts), both sides. */
export type FramesModule = Pick<typeof frames, 'frameEmbed' | 'resizeEmbedFrame'>;

/** What waits for the visitor before a server-rendered frame's code loads (server-frame.ts). */
export type ServerFrameModule = Pick<typeof serverFrame, 'awaitVisitor'>;

export interface LoaderEnvironment {
  window: Window;
  document: Document;
  /** Fetches one generator's module; called at most once per generator. */
  importGenerator: (key: GeneratorKey) => Promise<GeneratorModule>;
  /**
   * Fetches the iframe embeds' code; called at most once, and only on our embed page or a page
   * whose frames of it report their height.
   */
  importFrames: () => Promise<FramesModule>;
  /**
   * This site's loader only (the server renders generators' first frames on its own pages): fetches
   * what waits for the visitor before such a frame's code loads.
   */
  importServerFrame?: (() => Promise<ServerFrameModule>) | null;
  /**
   * Holds the clicks on a server-rendered frame from the start (held-early.ts), for what waits for
   * the visitor (importServerFrame) or, on our embed page, the generator to take as it comes.
   */
  earlyClicks?: typeof earlyClicks | null;
  /** The nonce of the loader's script tag, passed to every widget it starts. */
  nonce?: string;
  /** The origin the loader came from: our embed pages' frames, whose messages it trusts. */
  origin?: string;
}

const INSTALLED = Symbol.for('elf-widgets.loader');
/** How far outside the viewport declared generators start loading. */
const NEAR_PX = 300;

/**
 * Defines the four global init functions (unless the page already has them), each loading its
 * generator on first use, and starts generators declared in markup
 * (<div data-elf-generator="craft" data-theme="christmas" data-post-id="…">) as they come near the
 * viewport, including markup added later. Which elements have a widget is kept here, not in the
 * markup: a page restored from a snapshot (Turbo, pjax) brings clones that carry every attribute
 * of the original but no widget, and they get one, whether markup or a page script started the
 * original.
 */
export function installLoader({
  window: win,
  document: doc,
  importGenerator,
  importFrames,
  importServerFrame,
  earlyClicks,
  nonce,
  origin,
}: LoaderEnvironment): void {
  // A page that includes the loader twice gets one: two would start every declared widget twice.
  const installed = win as unknown as Record<typeof INSTALLED, boolean>;
  if (installed[INSTALLED]) return;
  installed[INSTALLED] = true;

  /** Each generator's module, or nothing once its download failed (said once, in the console). */
  const modules: Partial<Record<GeneratorKey, Promise<GeneratorModule | undefined>>> = {};
  const load = (key: GeneratorKey) =>
    (modules[key] ??= importGenerator(key).catch((error: unknown) => {
      console.error(`[${GENERATORS[key]}] could not load the generator`, error);
      return undefined;
    }));
  const start = (key: GeneratorKey, ...args: Parameters<StartGenerator>) =>
    load(key).then((module) => module?.start(...args));

  /** Elements given a widget (or waiting to come near the viewport for one). */
  const handled = new WeakSet<Element>();
  /** Elements page scripts started, by id: a clone of one (a snapshot restore) is started alike. */
  const startedById = new Map<string, [GeneratorKey, string?, string?, WidgetOptions?]>();

  for (const key of Object.keys(GENERATORS) as GeneratorKey[]) {
    win[GENERATORS[key]] ??= (elementId, theme, postId, given) => {
      const options = optionsFromCall(given);
      const element = doc.getElementById(elementId);
      if (element) {
        handled.add(element);
        startedById.set(elementId, [key, theme, postId, options]);
      }
      void start(key, elementId, { theme, postId, nonce, method: 'script', ...options });
    };
  }

  let framesModule: Promise<FramesModule> | undefined;
  const loadFrames = () => (framesModule ??= importFrames());

  // Frames of our embed pages on this page are resized as they report their height. The code that
  // does it comes with the first report: a page without such frames never downloads it. Later
  // messages wait for it, in order.
  if (origin)
    win.addEventListener('message', (event: MessageEvent) => {
      if (
        event.origin === origin &&
        (event.data as { type?: unknown } | null)?.type === EMBED_HEIGHT_MESSAGE
      )
        void loadFrames().then((module) => module.resizeEmbedFrame(win, doc, origin, event));
    });
  if (win.customElements) defineElement(win, doc, load, nonce);

  const startDeclared = (element: HTMLElement) => {
    const key = element.dataset.elfGenerator;
    if (!isGeneratorKey(key)) return showUnknownGenerator(element, key);
    // Without an id, the element's place among the page's generators names it for usage counts:
    // the same on every load of the page.
    const place = [...doc.querySelectorAll('[data-elf-generator]')].indexOf(element) + 1;
    const options: StartOptions = {
      theme: element.dataset.theme,
      postId: element.dataset.postId,
      instanceId: element.id || `elf-generator-${place}`,
      nonce,
      preview: element.hasAttribute('data-preview'),
      method: 'markup',
      ...optionsFromMarkup(element),
    };
    if (!element.hasAttribute(EMBED_FRAME_ATTRIBUTE)) {
      // A shadow root before any widget's: the server's first frame, on screen already. Its code
      // comes when the visitor does (or at once, if what waits for the visitor cannot load).
      if (element.shadowRoot && importServerFrame)
        return void importServerFrame().then(
          (module) =>
            module.awaitVisitor(element, key, options, (touch) =>
              start(key, element, { ...options, touch }),
            ),
          // The generator takes the clicks held so far.
          () => start(key, element, options),
        );
      return void start(key, element, options);
    }
    // Our embed page: the generator downloads while the frame's code does, and takes the clicks
    // held on its frame till then (held-early.ts) as it starts.
    void load(key);
    void loadFrames().then((frames) =>
      start(key, element, { ...options, ...frames.frameEmbed(win, doc) }),
    );
  };

  const observer =
    'IntersectionObserver' in win
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer!.unobserve(entry.target);
              startDeclared(entry.target as HTMLElement);
            }
          },
          { rootMargin: `${NEAR_PX}px` },
        )
      : null;
  const scan = () => {
    doc.querySelectorAll<HTMLElement>('[data-elf-generator]').forEach((element) => {
      if (handled.has(element)) return;
      handled.add(element);
      earlyClicks?.holdEarlyClicks(element);
      // The observer's first report comes with the next frame: asking where the element is now
      // would force a layout in the middle of the page's parsing, a long task on a phone. Our embed
      // page's generator is the page: it starts at once, as its frame may be hidden (and so never
      // in view) until the generator's height has reached the host.
      if (observer && !element.hasAttribute(EMBED_FRAME_ATTRIBUTE)) observer.observe(element);
      else startDeclared(element);
    });
    startedById.forEach(([key, theme, postId, options], id) => {
      const element = doc.getElementById(id);
      if (!element || handled.has(element)) return;
      handled.add(element);
      void start(key, element, {
        theme,
        postId,
        instanceId: id,
        nonce,
        method: 'script',
        ...options,
      });
    });
  };

  // From now on, also while the page is still loading: markup parsed later arrives as mutations.
  scan();
  new MutationObserver(scan).observe(doc.documentElement, { childList: true, subtree: true });
}
