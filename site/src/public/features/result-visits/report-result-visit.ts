import { publicApiPath } from '@core/public-api-routes';
import { GENERATOR_TOOLS } from '@core/generators/generator-embeds';
import { RESULT_ACTIONS, VISITED_RESULTS_KEY } from '@core/results/result-actions';
import type { SharedResultKind } from '@core/results/result-sharing';
import { alreadyViewed, dayOf } from '@core/analytics/tracking';
import type { PageScriptProps } from '@site/public/app/island-attributes';

function readVisited(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(VISITED_RESULTS_KEY) ?? '{}') as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}

/**
 * Reports a visit of a result's page (a craft idea's, a scene's, a recipe's: its content id; an elf
 * name's: its address segment, `Jingletoes-McSparkle`), once per result a day in a browser session.
 * Nothing about the visitor is sent. A failure is silent (a figure, not the visitor's concern) and
 * leaves the visit to the next load.
 */
export async function reportResultVisit(kind: SharedResultKind, key: string): Promise<void> {
  const now = new Date();
  const visited = readVisited();
  const id = `${kind}/${key}`;
  if (alreadyViewed(visited, id, now)) return;
  try {
    const response = await fetch(publicApiPath('toolUsage'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        toolName: GENERATOR_TOOLS[kind],
        instanceId: 'result-page',
        postId: null,
        metadata: {
          action: RESULT_ACTIONS.visit,
          localCount: 0,
          browserInfo: '',
          screenWidth: 0,
          screenHeight: 0,
        },
        result: { kind, key },
      }),
      keepalive: true,
    });
    if (!response.ok) return;
    sessionStorage.setItem(VISITED_RESULTS_KEY, JSON.stringify({ ...visited, [id]: dayOf(now) }));
  } catch {
    // Offline, or storage refused: the next load tries again.
  }
}

/** A result page's page script (islands/page-scripts.ts): reports its visit as the page loads. */
export function countResultVisit({ kind, key }: PageScriptProps['result-visit']): void {
  void reportResultVisit(kind, key);
}
