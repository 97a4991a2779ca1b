import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { EMBED_RENDERED_ATTRIBUTE } from '@core/generator-embeds';
import type { ToolName } from '@core/models';
import type { EmbedMethod, EmbedPage } from '@core/tool-pages';
import { mountWidget } from './mount';
import { getJson, useRemoteData, type LoadState } from './remote-data';
import type { ThemeKey, WidgetTheme } from './themes';
import { reportImpression, type WidgetInstance } from './usage';
import { useWidgetTheme } from './use-widget-theme';

/** Settings an admin stores for a generator: read once per page, the fallback while none load. */
interface SettingsSource<S> {
  path: string;
  fallback: S;
  /** The theme the settings give an embed that names none. */
  theme(settings: S): string;
}

interface GeneratorDefinition<T, S> {
  tool: ToolName;
  /** Name of the global init function, used in console messages. */
  label: string;
  /** The widget's title, used in the message shown when it cannot render. */
  title: string;
  themes: readonly ThemeKey[];
  dataPath: string;
  settings?: SettingsSource<S>;
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
 * The stored settings, or null until they are read. A failure gives the fallback: a widget with
 * its default look beats no widget.
 */
function useSettings<S>(source: SettingsSource<S> | undefined): S | null | undefined {
  const [settings, setSettings] = useState<S | null>(null);
  useEffect(() => {
    if (!source) return;
    let live = true;
    getJson<S>(source.path).then(
      (data) => live && setSettings(data),
      () => live && setSettings(source.fallback),
    );
    return () => {
      live = false;
    };
  }, [source]);
  return source ? settings : undefined;
}

/** What a page may say about a widget's content (the elf name generator's title and history). */
export interface WidgetOptions {
  /** The heading instead of the generator's own title; blank keeps the generator's. */
  title?: string;
  /** false hides the list of recent names. */
  showHistory?: boolean;
}

export interface StartOptions extends WidgetOptions {
  /** A theme the generator supports, 'auto' (light or dark, as the page's colour scheme), else default. */
  theme?: string;
  postId?: string | null;
  /** Names this widget in usage counts; the element's id by default. */
  instanceId?: string;
  /** The page's CSP nonce, for browsers without constructable stylesheets. */
  nonce?: string;
  /** An admin's preview (data-preview): no usage is reported. */
  preview?: boolean;
  /** How the page embedded it, for usage reports; an init call ('script') unless said. */
  method?: EmbedMethod;
  /** The host page usage reports name, when it is not this document (an iframe's parent). */
  page?: () => EmbedPage | undefined;
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
  }: {
    theme?: string;
    instance: WidgetInstance;
    options: WidgetOptions;
    host: HTMLElement;
  }) {
    const settings = useSettings(definition.settings);
    const resolved = useWidgetTheme(
      definition.themes,
      theme ?? (settings && definition.settings ? definition.settings.theme(settings) : undefined),
    );
    const data = useRemoteData<T>(definition.dataPath);
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
    // A clone of a rendered element (a page restored from a snapshot) waits for its own frame.
    host.removeAttribute(EMBED_RENDERED_ATTRIBUTE);
    // The data requests start now, not after the first render.
    void getJson(definition.dataPath);
    if (definition.settings) void getJson(definition.settings.path);
    const instance: WidgetInstance = {
      tool: definition.tool,
      instanceId: options.instanceId || host.id,
      postId: options.postId || null,
      preview: options.preview,
      method: options.method ?? 'script',
      page: options.page,
    };
    mountWidget(
      host,
      { label: definition.label, title: definition.title, nonce: options.nonce },
      <Connected
        theme={options.theme || undefined}
        instance={instance}
        options={{ title: options.title, showHistory: options.showHistory }}
        host={host}
      />,
    );
    reportImpression(host, instance);
  };
}
