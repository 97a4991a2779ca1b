import { CONTENT_KINDS } from '@core/generators/content-kinds';
import { formatElfName } from '@core/generators/elf-name';
import { TOOL_NAMES, type ToolName } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { readElfNameSegment, RESULT_CONTENT } from '@core/results/result-pages';
import {
  RESULT_FIGURES,
  spreadOf,
  TOP_RESULTS,
  type SharedResultKind,
  type ToolResultRow,
  type ToolResultsPage,
} from '@core/results/result-sharing';
import { adminError, adminJson, requireAdminActor } from '../admin-request';
import { counterTotals } from '../../counters/sharded-counter';
import { TOOL_RESULT_COUNTERS, toolStatsRef } from '../../counters/site-counters';
import { db } from '../../platform/firebase';

const isToolName = (value: string | null): value is ToolName =>
  (TOOL_NAMES as readonly (string | null)[]).includes(value);

const FIGURE_FIELDS = Object.fromEntries(RESULT_FIGURES.map((figure) => [figure, figure])) as {
  [F in (typeof RESULT_FIGURES)[number]]: F;
};

/**
 * Each result's title as visitors see it now: a curated one's from its content (null once
 * deleted), an elf name's from its key. One read for all the curated ones.
 */
async function titles(
  results: { kind: SharedResultKind; key: string }[],
): Promise<(string | null)[]> {
  const curated = results.flatMap(({ kind, key }) =>
    kind === 'elf-name'
      ? []
      : [db().collection(CONTENT_KINDS[RESULT_CONTENT[kind]].collection).doc(key)],
  );
  const found = new Map(
    (curated.length ? await db().getAll(...curated) : []).map((doc) => [
      doc.ref.path,
      doc.exists ? (doc.get('title') as string) : null,
    ]),
  );
  return results.map(({ kind, key }) => {
    if (kind === 'elf-name') {
      const name = readElfNameSegment(key);
      return name ? formatElfName(name) : null;
    }
    return found.get(`${CONTENT_KINDS[RESULT_CONTENT[kind]].collection}/${key}`) ?? null;
  });
}

/**
 * GET /api/admin/tool-results?tool=: the tool's TOP_RESULTS results that spread most (shares,
 * link opens and page visits), most first, each with its exact figures and its title. One query
 * ordered by the records' copy of their totals, three sums per record and one read of titles.
 */
export async function toolResultsHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const tool = new URL(request.url).searchParams.get('tool');
  if (!isToolName(tool))
    return adminError(400, { error: `tool must be one of: ${TOOL_NAMES.join(', ')}` });
  const records = await toolStatsRef(db(), tool)
    .collection(COLLECTIONS.toolResults)
    .orderBy('spread', 'desc')
    .limit(TOP_RESULTS)
    .get();
  const refs = records.docs.map((doc) => ({
    kind: doc.get('kind') as SharedResultKind,
    key: doc.get('key') as string,
  }));
  const [figures, named] = await Promise.all([
    Promise.all(
      records.docs.map((doc) => counterTotals(TOOL_RESULT_COUNTERS, doc.ref, FIGURE_FIELDS)),
    ),
    titles(refs),
  ]);
  const results: ToolResultRow[] = refs
    .map((ref, i) => ({ ...ref, title: named[i] ?? null, ...figures[i]! }))
    // The copy the query ordered by can trail by a few events: the exact totals decide.
    .sort((a, b) => spreadOf(b) - spreadOf(a));
  const body: ToolResultsPage = { results };
  return adminJson(body);
}
