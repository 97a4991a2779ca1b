import { publicApiPath } from '@core/public-api-routes';
import type { ToolName } from '@core/models';
import type { ResultAction, ResultRef } from '@core/results/result-sharing';
import {
  IMPRESSION_ACTION,
  PAGE_PATH_MAX,
  type EmbedMethod,
  type EmbedPage,
} from '@core/generators/tool-pages';
import { readLocal, writeLocal } from './local-store';
import { API_ORIGIN } from './runtime-config';

export interface WidgetInstance {
  tool: ToolName;
  instanceId: string;
  postId: string | null;
  /** An admin's preview of the widget: it reports nothing, so previews never count in analytics. */
  preview?: boolean;
  /** How the page embedded the widget; the server counts an event without one as 'script'. */
  method?: EmbedMethod;
  /** The host page, when it is not this document's (an iframe embed's parent). */
  page?: () => EmbedPage | undefined;
}

/** What a page says about a widget that its usage reports carry (define-generator's StartOptions). */
export interface InstanceOptions {
  postId?: string | null;
  /** Names this widget in usage counts; the element's id by default. */
  instanceId?: string;
  /** An admin's preview (data-preview): no usage is reported. */
  preview?: boolean;
  /** How the page embedded it, for usage reports; an init call ('script') unless said. */
  method?: EmbedMethod;
  /** The host page usage reports name, when it is not this document (an iframe's parent). */
  page?: () => EmbedPage | undefined;
}

/** The widget a tool's element holds, as its usage reports name it. */
export function widgetInstance(
  tool: ToolName,
  host: HTMLElement,
  options: InstanceOptions,
): WidgetInstance {
  return {
    tool,
    instanceId: options.instanceId || host.id,
    postId: options.postId || null,
    preview: options.preview,
    method: options.method ?? 'script',
    page: options.page,
  };
}

const countKey = (instance: WidgetInstance) =>
  `elfWidgets:count:${instance.tool}:${instance.instanceId}`;

export function localUsageCount(instance: WidgetInstance): number {
  return readLocal(countKey(instance), 0);
}

/**
 * Counts a use locally (per tool and instance) and reports it to the usage function without
 * blocking the UI; a failed report is only logged. Answers the new local count.
 */
export function trackUsage(
  instance: WidgetInstance,
  action: string,
  extras: UsageExtras = {},
): number {
  const localCount = localUsageCount(instance) + 1;
  writeLocal(countKey(instance), localCount);
  sendUsageEvent(instance, action, localCount, extras);
  return localCount;
}

/** Reports an action that is not a use (Reset Filters): the local count stays as it is. */
export function reportAction(
  instance: WidgetInstance,
  action: string,
  extras: UsageExtras = {},
): void {
  sendUsageEvent(instance, action, localUsageCount(instance), extras);
}

/** Reports a result shared, pinned or opened by its link: no use, counted for the result. */
export function reportResultAction(
  instance: WidgetInstance,
  action: ResultAction,
  result: ResultRef,
): void {
  sendUsageEvent(instance, action, localUsageCount(instance), {}, result);
}

type UsageExtras = Record<string, string | number | boolean | null>;

/** The tools each element has been seen showing: one impression each per page view. */
const counted = new WeakMap<Element, Set<WidgetInstance['tool']>>();
/** What each element's current tool waits for: in view for long enough, or the element's next tool. */
const waiting = new WeakMap<Element, { tool: WidgetInstance['tool']; stop: () => void }>();
/** How long part of a widget must stay in view to count as seen (as ad impressions count). */
const SEEN_AFTER_MS = 1000;

/**
 * Reports an impression once part of the widget's element has been in view for a second: once per
 * page view and tool, so the same element started again counts once, and an <elf-generator> whose
 * kind changes counts its new tool (the old one, if not seen for a second by then, not at all). The
 * wait also keeps the report off the network while the widget loads its data. Without
 * IntersectionObserver, nothing: an impression is a figure, not worth a fallback.
 */
export function reportImpression(host: Element, instance: WidgetInstance): void {
  const { tool } = instance;
  if (instance.preview || typeof IntersectionObserver !== 'function') return;
  if (counted.get(host)?.has(tool)) return;
  const before = waiting.get(host);
  if (before?.tool === tool) return;
  before?.stop();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(([entry]) => {
    clearTimeout(timer);
    if (!entry?.isIntersecting) return;
    timer = setTimeout(() => {
      stop();
      waiting.delete(host);
      counted.set(host, new Set(counted.get(host)).add(tool));
      sendUsageEvent(instance, IMPRESSION_ACTION, localUsageCount(instance), {});
    }, SEEN_AFTER_MS);
  });
  const stop = () => {
    clearTimeout(timer);
    observer.disconnect();
  };
  waiting.set(host, { tool, stop });
  observer.observe(host);
}

/**
 * The host page, when it is a web page: its origin and path (no query or fragment, which can hold
 * what visitors typed). Not for file: or sandboxed pages, whose origin is opaque.
 */
function hostPage(): EmbedPage | undefined {
  const { origin, pathname } = location;
  return /^https?:/.test(origin) ? { origin, path: pathname.slice(0, PAGE_PATH_MAX) } : undefined;
}

function sendUsageEvent(
  instance: WidgetInstance,
  action: string,
  localCount: number,
  extras: UsageExtras,
  result?: ResultRef,
): void {
  if (instance.preview) return;
  const body = JSON.stringify({
    toolName: instance.tool,
    instanceId: instance.instanceId,
    postId: instance.postId,
    metadata: {
      action,
      localCount,
      browserInfo: navigator.userAgent.slice(0, 200),
      screenWidth: screen.width,
      screenHeight: screen.height,
      ...extras,
    },
    page: instance.page ? instance.page() : hostPage(),
    method: instance.method,
    result,
  });
  // text/plain keeps this a simple cross-origin request: no preflight from third-party pages.
  fetch(API_ORIGIN + publicApiPath('toolUsage'), {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain' },
    keepalive: true,
  }).then(
    (response) => {
      if (!response.ok)
        console.warn(`[${instance.tool}] usage event not recorded: ${response.status}`);
    },
    (error: unknown) => console.warn(`[${instance.tool}] usage event not sent`, error),
  );
}
