/**
 * Preview image figures for `npm run bench -- preview-images`: per variant (og 1200x630, pin
 * 1000x1500) and for a short and a long title, the median time of RUNS renders of a result's card
 * to PNG (satori and sharp, as the api function makes them on a miss) and the PNG's size; first,
 * the first render of a fresh process, which loads satori, sharp and the fonts. Run bundled as the
 * functions are, with the fonts beside the bundle (scripts/bench.ts). A figure, not a test.
 */
import { resultImageCard } from '@core/results/result-images';
import { RESULT_IMAGE_SIZES, type ResultImageVariant } from '@core/results/result-pages';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { renderResultImage } from '../functions/src/results/preview-image';
import { machineContext, msFigure } from './lib/bench-figures';
import { DEMO_CRAFTS } from './seed/demo-content';

const RUNS = 9;

const craft = (title: string) =>
  resultImageCard({ kind: 'craft', item: { ...DEMO_CRAFTS[0]!, title } }, DEFAULT_SITE_SETTINGS);

const TITLES = {
  short: DEMO_CRAFTS[0]!.title,
  // Past what the longest box holds: wrapped to the smallest size and cut with an ellipsis.
  long: 'Reindeer Food Jars with Glitter Snowflakes and Paper Chains for the Whole Family '.repeat(
    3,
  ),
};

export async function benchPreviewImages(): Promise<void> {
  console.log(
    `\nPreview images: one process, median of ${RUNS} renders (satori + sharp to PNG)\n  ${await machineContext()}`,
  );
  let started = performance.now();
  await renderResultImage(craft(TITLES.short), 'og');
  console.log(
    `  First render of the process (loads satori, sharp, fonts)   ${(performance.now() - started).toFixed(0).padStart(5)} ms`,
  );
  for (const variant of Object.keys(RESULT_IMAGE_SIZES) as ResultImageVariant[]) {
    const { width, height } = RESULT_IMAGE_SIZES[variant];
    for (const [label, title] of Object.entries(TITLES)) {
      const card = craft(title);
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        started = performance.now();
        bytes = (await renderResultImage(card, variant)).length;
        times.push(performance.now() - started);
      }
      console.log(
        `  ${`${variant} ${width}x${height}, ${label} title (${title.length} chars)`.padEnd(48)} ${msFigure(times)}   ${(bytes / 1024).toFixed(1).padStart(5)} KB PNG`,
      );
    }
  }
}
