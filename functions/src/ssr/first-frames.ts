import { logger } from 'firebase-functions';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GENERATOR_DATA } from '@core/generators/generator-embeds';
import type * as FirstFrames from '../../../widgets/server/first-frames';
import { generatorRouteData, type GeneratorDataRoute } from '../content/generator-data';
import { fillFirstFrames } from './fill-first-frames';

/** The generators' server renderer, built beside index.cjs (scripts/build.ts). */
export const FIRST_FRAMES_FILE = 'first-frames.cjs';

let renderer: Promise<typeof FirstFrames> | undefined;

/** Loaded with the first page that has a generator: pages without one never pay for it. */
function firstFrames(): Promise<typeof FirstFrames> {
  renderer ??= import(pathToFileURL(join(__dirname, FIRST_FRAMES_FILE)).href) as Promise<
    typeof FirstFrames
  >;
  return renderer;
}

/**
 * The page's HTML with each generator it embeds holding its first frame, rendered from what the
 * generator's routes answer (read once per route for the page), so the browser shows it before
 * any script runs and the widget's hydration finds the same data. A frame that cannot be rendered
 * is left to the browser, which renders it as it would without the server's.
 */
export function withFirstFrames(html: string): Promise<string> {
  const reads = new Map<GeneratorDataRoute, Promise<unknown>>();
  const read = (route: GeneratorDataRoute) => {
    let answer = reads.get(route);
    if (!answer) reads.set(route, (answer = generatorRouteData(route)));
    return answer;
  };
  return fillFirstFrames(html, async ({ kind, attributes }) => {
    const routes: { data: GeneratorDataRoute; settings?: GeneratorDataRoute } =
      GENERATOR_DATA[kind];
    try {
      const [data, settings] = await Promise.all([
        read(routes.data),
        routes.settings ? read(routes.settings) : undefined,
      ]);
      return (await firstFrames()).renderGeneratorFirstFrame(kind, { data, settings, attributes });
    } catch (error) {
      logger.warn('Could not render a generator on the server', { kind, error: String(error) });
      return null;
    }
  });
}
