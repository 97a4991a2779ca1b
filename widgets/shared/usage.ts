import type { ToolName } from '../../core/models';
import { readLocal, writeLocal } from './local-store';
import { API, API_ORIGIN } from './runtime-config';

export interface WidgetInstance {
  tool: ToolName;
  instanceId: string;
  postId: string | null;
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

type UsageExtras = Record<string, string | number | boolean | null>;

function sendUsageEvent(
  instance: WidgetInstance,
  action: string,
  localCount: number,
  extras: UsageExtras,
): void {
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
  });
  // text/plain keeps this a simple cross-origin request: no preflight from third-party pages.
  fetch(API_ORIGIN + API.toolUsage, {
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
