import type { ToolResultRow } from '@core/results/result-sharing';
import { DataTable, type Column } from '@site/admin/components/data-table';
import { TOOL_CATALOG, useChosenTool } from './tool-catalog';
import { count, Section } from './tool-embed-pages';
import { useAdminQuery, keys } from '@site/admin/data/queries';

export const TOOL_RESULTS_TEXT = {
  title: 'Which ideas spread',
  intro:
    'The results of the tool chosen above that visitors passed on most: shared (Pinterest included), opened from a generator by their link, and visited on their own page.',
  caption: (tool: string) => `Results of the ${tool} that spread most`,
  loading: 'Loading the results...',
  error: 'Could not load the results.',
  empty: 'No result of this tool has been shared, opened or visited yet.',
  /** A result whose content was deleted since: its counts stay, its title is gone. */
  deleted: (key: string) => `Deleted idea (${key})`,
} as const;

const columns: Column<ToolResultRow>[] = [
  {
    header: 'Result',
    cell: (row) => row.title ?? <em>{TOOL_RESULTS_TEXT.deleted(row.key)}</em>,
  },
  { header: 'Shares', cell: (row) => count(row.shares), align: 'end', nowrap: true },
  { header: 'Link Opens', cell: (row) => count(row.linkOpens), align: 'end', nowrap: true },
  { header: 'Page Visits', cell: (row) => count(row.visits), align: 'end', nowrap: true },
];

/** The chosen tool's results that spread most (shares, link opens and page visits), most first. */
export function ToolResults() {
  const tool = useChosenTool();
  const { state, reload } = useAdminQuery(keys.toolResults(tool), (d) => d.toolResults(tool));
  const label = TOOL_CATALOG.find((t) => t.toolName === tool)!.label;
  return (
    <Section aria-labelledby="tool-results-title">
      <h2 id="tool-results-title">{TOOL_RESULTS_TEXT.title}</h2>
      <p>{TOOL_RESULTS_TEXT.intro}</p>
      <DataTable
        caption={TOOL_RESULTS_TEXT.caption(label)}
        columns={columns}
        rows={state.status === 'ready' ? state.data.results : []}
        rowKey={(row) => row.key}
        state={state.status}
        texts={TOOL_RESULTS_TEXT}
        onRetry={reload}
      />
    </Section>
  );
}
