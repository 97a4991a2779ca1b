/**
 * Import figures for `npm run bench`: rows per second for a 10,000-row recipe CSV through the dry
 * run and through the import, over HTTP against the local stack, as the admin screens call them;
 * then the same file again (every row a duplicate). A figure, not a test.
 */
import type { DryRunReport, ImportJob } from '@core/admin/admin-content-api';
import { RECIPE_CATEGORIES } from '@core/models';
import { signIn } from '@test/emulators';
import { SITE_ORIGIN } from './lib/stack';
import type { Credentials } from './seed/seed';
import { apiPath } from '@core/api-routes';

const ROWS = 10_000;

/** A realistic recipe CSV: quoted cells with commas, ingredient lists, every optional column. */
export function recipeCsv(rows: number): string {
  const header =
    'title,description,ingredients,instructions,prep_time,cook_time,total_time,servings,difficulty,category,tags,image_url,kid_friendly';
  const lines = Array.from({ length: rows }, (_, i) =>
    [
      `Bench Recipe ${i}`,
      `"A festive treat, number ${i}, loved by elves and children alike."`,
      `"2 cups flour;1 cup sugar;${i % 7} tbsp cocoa;1 egg;1 tsp vanilla"`,
      `"Mix the dry ingredients, then the wet ones. Bake at 350°F for ${10 + (i % 20)} minutes, cool and decorate."`,
      '15 min',
      `${10 + (i % 20)} min`,
      `${25 + (i % 20)} min`,
      String(2 + (i % 10)),
      ['Easy', 'Medium', 'Hard'][i % 3],
      RECIPE_CATEGORIES[i % RECIPE_CATEGORIES.length],
      'bench;holiday',
      i % 2 ? `https://images.example/recipes/${i}.jpg` : '',
      i % 2 ? 'yes' : 'no',
    ].join(','),
  );
  return [header, ...lines].join('\r\n');
}

async function timed<T>(action: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await action();
  return { result, seconds: (performance.now() - started) / 1000 };
}

export async function benchImports(admin: Credentials): Promise<void> {
  const token = await signIn(admin.email, admin.password);
  const text = recipeCsv(ROWS);
  const post = async <T>(path: string) => {
    const response = await fetch(`${SITE_ORIGIN}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'recipes', text, fileName: 'bench.csv' }),
    });
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const line = (label: string, rows: number, seconds: number, note: string) =>
    console.log(
      `  ${label.padEnd(30)} ${rows.toLocaleString('en-US').padStart(7)} rows ${seconds.toFixed(1).padStart(6)} s ${Math.round(
        rows / seconds,
      )
        .toLocaleString('en-US')
        .padStart(7)} rows/s   ${note}`,
    );
  console.log(
    `\nImports: ${ROWS.toLocaleString('en-US')}-row recipe CSV (${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB) over HTTP, emulators`,
  );
  const dry = await timed(() => post<DryRunReport>(apiPath('importDryRun')));
  line('dry run', ROWS, dry.seconds, `${dry.result.counts.new} new`);
  const run = await timed(() => post<{ job: ImportJob }>(apiPath('imports')));
  line(
    'import',
    ROWS,
    run.seconds,
    `${run.result.job.imported} imported in ${run.result.job.batches.total} batches`,
  );
  const again = await timed(() => post<{ job: ImportJob }>(apiPath('imports')));
  line('same file again', ROWS, again.seconds, `${again.result.job.skipped} skipped as duplicates`);
}
