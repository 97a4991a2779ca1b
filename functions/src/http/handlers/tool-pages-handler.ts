import { FieldPath } from 'firebase-admin/firestore';
import { TOOL_NAMES, type ToolName } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import {
  EMBED_METHODS,
  embedMethodField,
  firstDayShown,
  noMethodFigures,
  type MethodFigures,
  TOOL_PAGES_PAGE_SIZE,
  type ToolPageRow,
  type ToolPagesPage,
} from '@core/generators/tool-pages';
import { adminError, adminJson, requireAdminActor } from '../admin-request';
import { decodeCursor, encodeCursor } from '../../platform/page-cursor';
import { dailyTotals } from '../../counters/sharded-counter';
import {
  TOOL_METHOD_COUNTERS,
  TOOL_PAGE_COUNTERS,
  toolStatsRef,
} from '../../counters/site-counters';
import { db } from '../../platform/firebase';

const isToolName = (value: string | null): value is ToolName =>
  (TOOL_NAMES as readonly (string | null)[]).includes(value);

/** The tool's impressions and uses per embed method from `firstDay` on. */
async function methodFigures(tool: ToolName, firstDay: string): Promise<MethodFigures> {
  const fields = Object.fromEntries(
    EMBED_METHODS.flatMap((method) =>
      (['impressions', 'uses'] as const).map((figure) => {
        const field = embedMethodField(method, figure);
        return [field, field];
      }),
    ),
  );
  const totals = await dailyTotals(
    TOOL_METHOD_COUNTERS,
    toolStatsRef(db(), tool),
    firstDay,
    fields,
  );
  const figures = noMethodFigures();
  for (const method of EMBED_METHODS) {
    figures[method].impressions = totals[embedMethodField(method, 'impressions')] ?? 0;
    figures[method].uses = totals[embedMethodField(method, 'uses')] ?? 0;
  }
  return figures;
}

/**
 * GET /api/admin/tool-pages?tool=&after=: the pages that embedded the tool in the last TOOL_PAGES_DAYS days,
 * newest first (by last seen), TOOL_PAGES_PAGE_SIZE a page, each with its impressions, uses and
 * results spread from it (shares, link opens, pins) over those days, and the tool's figures per embed method. Reads one query of a page's records and three sums per record, whatever the
 * traffic: the counts are per-day counters, summed from the window's first day.
 */
export async function toolPagesHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const params = new URL(request.url).searchParams;
  const tool = params.get('tool');
  if (!isToolName(tool))
    return adminError(400, { error: `tool must be one of: ${TOOL_NAMES.join(', ')}` });
  const afterText = params.get('after');
  const after = afterText ? decodeCursor(afterText) : null;
  if (afterText && !after) return adminError(400, { error: 'after is not a valid cursor' });

  const now = new Date();
  const firstDay = firstDayShown(now);
  // Records last seen before the window are left out (a TTL policy removes them later).
  const windowStart = new Date(Date.parse(firstDay)).toISOString();
  let query = db()
    .collection(COLLECTIONS.toolPages)
    .where('toolName', '==', tool)
    .where('lastSeen', '>=', windowStart)
    .orderBy('lastSeen', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(TOOL_PAGES_PAGE_SIZE + 1);
  if (after) query = query.startAfter(...after);
  const [records, methods] = await Promise.all([
    query.get().then((snapshot) => snapshot.docs),
    methodFigures(tool, firstDay),
  ]);
  const shown = records.slice(0, TOOL_PAGES_PAGE_SIZE);
  const pages = await Promise.all(
    shown.map(async (record): Promise<ToolPageRow> => {
      const totals = await dailyTotals(TOOL_PAGE_COUNTERS, record.ref, firstDay, {
        impressions: 'impressions',
        uses: 'uses',
        spreads: 'spreads',
      });
      return {
        origin: record.get('origin') as string,
        path: record.get('path') as string | null,
        impressions: totals.impressions,
        uses: totals.uses,
        spreads: totals.spreads,
        lastSeen: record.get('lastSeen') as string,
      };
    }),
  );
  const last = shown[shown.length - 1];
  const body: ToolPagesPage = {
    pages,
    methods,
    nextAfter:
      records.length > TOOL_PAGES_PAGE_SIZE && last
        ? encodeCursor(last.get('lastSeen') as string, last.id)
        : null,
  };
  return adminJson(body);
}
