import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  dataStamp,
  EMBED_RENDERED_ATTRIBUTE,
  FIRST_FRAME_ATTRIBUTE,
  FIRST_FRAME_DATA_ATTRIBUTE,
  FIRST_FRAME_READY,
} from '@core/generators/generator-embeds';
import type { ToolName } from '@core/models';
import { mountWidget, serverFirstFrame, type MountContext } from './mount';
import { getJson, useRemoteData, type LoadState } from './remote-data';
import type { ThemeKey, WidgetTheme } from './themes';
import {
  reportImpression,
  widgetInstance,
  type InstanceOptions,
  type WidgetInstance,
} from './usage';
import { useWidgetTheme } from './use-widget-theme';
import { takeEarlyClicks, whenTouched, type Touch } from './when-touched';

/** Settings an admin stores for a generator: read once per page, the fallback while none load. */
interface SettingsSource<S> {
  path: string;
  fallback: S;
  /** The theme the settings give an embed that names none. */
  theme(settings: S): string;
}

export interface GeneratorDefinition<T, S = undefined> {
  tool: ToolName;
  /** Name of the global init function, used in console messages. */
  label: string;
  /** The widget's title, used in the message shown when it cannot render. */
  title: string;
  themes: readonly ThemeKey[];
  dataPath: string;
  settings?: SettingsSource<S>;
  /**
   * Whether the server can render the first frame for this data (first-frame.tsx): false where the
   * browser would show more than the data (built-in samples it loads itself).
   */
  renderedOnServer?: (data: T) => boolean;
  render: (props: {
    theme: WidgetTheme;
    instance: WidgetInstance;
    data: LoadState<T>;
    /** The stored settings (the fallback when they cannot be read); undefined without settings. */
    settings: S;
    options: WidgetOptions;
  }) => ReactNode;
}

/**
 * The theme a generator is asked for: the page's (data-theme, the init call's), else the one its
 * stored settings give, else none (its default).
 */
export function requestedTheme<T, S>(
  definition: GeneratorDefinition<T, S>,
  pageTheme: string | undefined,
  settings: S | null | undefined,
): string | undefined {
  return (
    pageTheme ?? (settings && definition.settings ? definition.settings.theme(settings) : undefined)
  );
}

/**
 * The stored settings, or null until they are read. A failure gives the fallback: a widget with
 * its default look beats no widget. `initial`: already read (a server frame's hydration).
 */
function useSettings<S>(source: SettingsSource<S> | undefined, initial?: S): S | null | undefined {
  const [settings, setSettings] = useState<S | null>(initial ?? null);
  useEffect(() => {
    if (!source || initial !== undefined) return;
    let live = true;
    getJson<S>(source.path).then(
      (data) => live && setSettings(data),
      () => live && setSettings(source.fallback),
    );
    return () => {
      live = false;
    };
  }, [source, initial]);
  return source ? settings : undefined;
}

/** What a page may say about a widget's content (the elf name generator's title and history). */
export interface WidgetOptions {
  /** The heading instead of the generator's own title; blank keeps the generator's. */
  title?: string;
  /** false hides the list of recent names. */
  showHistory?: boolean;
}

export interface StartOptions extends WidgetOptions, InstanceOptions {
  /** A theme the generator supports, 'auto' (light or dark, as the page's colour scheme), else default. */
  theme?: string;
  /** The page's CSP nonce, for browsers without constructable stylesheets. */
  nonce?: string;
  /**
   * The wait for the visitor, begun before this code came (the loader's, server-frame.ts): over
   * by now, and holding any click that came first.
   */
  touch?: Touch;
}

/** Starts a generator in an element (or the element with that id). */
export type StartGenerator = (target: HTMLElement | string, options?: StartOptions) => void;

/** The start function of one generator: finds the element, loads data, resolves the theme, mounts. */
export function defineGenerator<T, S = undefined>(
  definition: GeneratorDefinition<T, S>,
): StartGenerator {
  function Connected({
    theme,
    instance,
    options,
    host,
    initial,
  }: {
    theme?: string;
    instance: WidgetInstance;
    options: WidgetOptions;
    host: HTMLElement;
    /** The data and settings the server's first frame shows, when hydrating it. */
    initial?: FirstFrameData<T, S>;
  }) {
    const settings = useSettings(definition.settings, initial?.settings);
    const resolved = useWidgetTheme(definition.themes, requestedTheme(definition, theme, settings));
    const data = useRemoteData<T>(definition.dataPath, initial?.data);
    const firstFrame = settings !== null && data.status !== 'loading';
    // Before the browser paints the first frame: the page's reserved height (as tall as that
    // frame) goes in the same frame, so nothing around the widget moves.
    useLayoutEffect(() => {
      if (firstFrame) host.setAttribute(EMBED_RENDERED_ATTRIBUTE, '');
    }, [firstFrame, host]);
    // Nothing until the settings and the data are read (requests sent together): no flash of the
    // default title and theme before the admin's, and no loading line that comes and goes and
    // moves what follows. The first frame is whole, as tall as a page may reserve for it.
    if (!firstFrame) return null;
    return (
      <>
        {definition.render({ theme: resolved, instance, data, settings: settings as S, options })}
      </>
    );
  }
  return function start(target, options = {}) {
    const host = typeof target === 'string' ? document.getElementById(target) : target;
    if (!host) {
      console.error(
        `[${definition.label}] No element with id "${String(target)}" on this page: nothing rendered.`,
      );
      return;
    }
    const firstFrame = serverFirstFrame(host);
    // A clone of a rendered element (a page restored from a snapshot) waits for its own frame.
    if (!firstFrame) host.removeAttribute(EMBED_RENDERED_ATTRIBUTE);
    // The data requests start now, not after the first render.
    const read = Promise.all([
      getJson<T>(definition.dataPath),
      definition.settings ? getJson<S>(definition.settings.path) : undefined,
    ]);
    const instance = widgetInstance(definition.tool, host, options);
    const context: MountContext = {
      label: definition.label,
      title: definition.title,
      nonce: options.nonce,
    };
    const widget = (initial?: FirstFrameData<T, S>) => (
      <Connected
        theme={options.theme || undefined}
        instance={instance}
        options={{ title: options.title, showHistory: options.showHistory }}
        host={host}
        initial={initial}
      />
    );
    reportImpression(host, instance);
    touches.get(host)?.cancel();
    touches.delete(host);
    if (!firstFrame) {
      read.catch(() => {});
      mountWidget(host, context, widget());
      return;
    }
    // The server's frame is on screen already: taking it over waits for the visitor, so a page
    // whose generator nobody touches never runs it, and one that is used runs it in a task of its
    // own rather than in the page's load.
    const touch = options.touch ?? whenTouched(host, takeEarlyClicks(host));
    touches.set(host, touch);
    const current = () => touches.get(host) === touch;
    const takeOver = (initial: FirstFrameData<T, S> | undefined, frame: HTMLElement | null) => {
      touches.delete(host);
      mountWidget(host, context, widget(initial), frame);
      touch.replay();
    };
    void read
      .then(
        ([data, settings]) => ({ data, settings: settings as S }),
        () => undefined,
      )
      .then((initial) => {
        if (!current()) return;
        // Data that cannot be read: the widget starts afresh and says what went wrong. Other
        // data than the frame's (saved since the page was cached): afresh with it, now, not
        // under the visitor's pointer or focus.
        if (!initial || firstFrame.getAttribute(FIRST_FRAME_DATA_ATTRIBUTE) !== dataStamp(initial))
          return takeOver(initial, null);
        // Until now the frame took no pointer (its server styles): a click could not have been
        // answered. From here the visitor's approach takes it over at once, before the click.
        firstFrame.setAttribute(FIRST_FRAME_ATTRIBUTE, FIRST_FRAME_READY);
        return touch.approached.then(() => current() && takeOver(initial, firstFrame));
      });
  };
}

/** What a server-rendered first frame was rendered from, read again by the browser to hydrate it. */
interface FirstFrameData<T, S> {
  data: T;
  settings: S;
}

/** Per element, the wait for the visitor before its server frame is taken over. */
const touches = new WeakMap<HTMLElement, Touch>();
