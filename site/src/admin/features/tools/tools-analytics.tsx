import type { ToolStats } from '@core/models';
import { noResultFigures, spreadOf } from '@core/results/result-sharing';
import { formatLongDate } from '@core/site/seo';
import { DataTable, type Column } from '@site/admin/components/data-table';
import { TOOL_CATALOG } from './tool-catalog';
import { count, ToolEmbedPages } from './tool-embed-pages';
import { ToolResults } from './tool-results';
import type { AsyncResource } from './tools-overview';

export const TOOLS_ANALYTICS_TEXT = {
  loading: 'Loading usage data...',
  error: 'Could not load usage data.',
  empty: 'No usage data available yet.',
  never: 'Never',
} as const;

type Row = ToolStats & { label: string };

const COLUMNS: Column<Row>[] = [
  { header: 'Tool', cell: (row) => row.label },
  {
    header: 'Total Usage',
    cell: (row) => count(row.totalUsage),
    align: 'end',
    nowrap: true,
  },
  {
    header: 'Embedded In',
    cell: (row) =>
      `${row.postEmbeds.toLocaleString('en-US')} ${row.postEmbeds === 1 ? 'post' : 'posts'}`,
    align: 'end',
    nowrap: true,
  },
  {
    header: 'Last Used',
    cell: (row) => (row.lastUsed ? formatLongDate(row.lastUsed) : TOOLS_ANALYTICS_TEXT.never),
    nowrap: true,
  },
  { header: 'Shares', cell: (row) => count(row.shares), align: 'end', nowrap: true },
  { header: 'Link Opens', cell: (row) => count(row.linkOpens), align: 'end', nowrap: true },
  { header: 'Page Visits', cell: (row) => count(row.visits), align: 'end', nowrap: true },
];

/**
 * Per tool: total uses, posts embedding it, the last use, and how its results spread (shares,
 * link opens, page visits). Until any tool has been used, embedded or shared, the spec's empty
 * state instead of a table of zeros. Below, the pages embedding each tool lately, and which of
 * its results spread.
 */
export function ToolsAnalytics({ stats }: { stats: AsyncResource<ToolStats[]> }) {
  const all = stats.state.status === 'ready' ? stats.state.data : [];
  const rows: Row[] = all.some((s) => s.totalUsage + s.postEmbeds + spreadOf(s) > 0)
    ? TOOL_CATALOG.map((tool) => ({
        toolName: tool.toolName,
        totalUsage: 0,
        postEmbeds: 0,
        lastUsed: null,
        ...noResultFigures(),
        ...all.find((s) => s.toolName === tool.toolName),
        label: tool.label,
      }))
    : [];
  return (
    <>
      <DataTable
        caption="Tool usage"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.toolName}
        state={stats.state.status}
        texts={TOOLS_ANALYTICS_TEXT}
        onRetry={stats.reload}
      />
      <ToolEmbedPages />
      <ToolResults />
    </>
  );
}
