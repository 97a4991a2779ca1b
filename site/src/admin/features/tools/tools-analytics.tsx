import type { ToolStats } from '@core/models';
import { formatLongDate } from '@core/seo';
import { DataTable, type Column } from '@site/admin/components/data-table';
import { TOOL_CATALOG } from './tool-catalog';
import { ToolEmbedPages } from './tool-embed-pages';
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
    cell: (row) => row.totalUsage.toLocaleString('en-US'),
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
];

/**
 * Per tool: total uses, posts embedding it and the last use. Until any tool has been used or
 * embedded, the spec's empty state instead of a table of zeros. Below, the pages embedding each
 * tool lately.
 */
export function ToolsAnalytics({ stats }: { stats: AsyncResource<ToolStats[]> }) {
  const all = stats.state.status === 'ready' ? stats.state.data : [];
  const rows: Row[] = all.some((s) => s.totalUsage > 0 || s.postEmbeds > 0)
    ? TOOL_CATALOG.map((tool) => ({
        toolName: tool.toolName,
        totalUsage: 0,
        postEmbeds: 0,
        lastUsed: null,
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
    </>
  );
}
