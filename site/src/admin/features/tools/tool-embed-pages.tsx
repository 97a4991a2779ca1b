import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ToolName } from '@core/models';
import { EMBED_PATH_PREFIX } from '@core/embed/embed-page';
import { formatLongDate } from '@core/site/seo';
import {
  EMBED_METHODS,
  TOOL_PAGES_DAYS,
  useRate,
  type EmbedMethod,
  type MethodFigures,
  type ToolPageRow,
} from '@core/generators/tool-pages';
import { fieldStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { DataTable, type Column } from '@site/admin/components/data-table';
import { TOOL_CATALOG, useChosenTool } from './tool-catalog';
import { useAdminQuery, keys } from '@site/admin/data/queries';

export const TOOL_PAGES_TEXT = {
  title: 'Where the tools are embedded',
  intro: `Pages, on this site and others, that showed a tool in the last ${TOOL_PAGES_DAYS} days, most recently seen first. An impression is a widget seen on a page view; the use rate is uses per impression; shares & links counts its results shared, pinned or opened from there.`,
  tool: 'Tool',
  caption: (tool: string) => `Pages embedding the ${tool}`,
  loading: 'Loading embedding pages...',
  error: 'Could not load the embedding pages.',
  empty: `No page has shown this tool in the last ${TOOL_PAGES_DAYS} days.`,
  ours: 'This site',
  theirs: 'Other site',
  /** A site whose page is not known: an iframe embed whose parent did not say which page it is. */
  unknownPage: (site: string) => `${site} (page unknown)`,
  unknownPageWhy: 'an iframe without the resize script',
  /** Our embed page (/embed/{kind}) opened on its own: a visit with no host page. */
  embedPageAlone: 'the embed page opened on its own, on no other page',
  newer: 'Newer pages',
  older: 'Older pages',
  methodsCaption: (tool: string) => `How pages embed the ${tool}`,
  method: 'Embedded by',
  methods: {
    script: 'Script (init call)',
    markup: 'Markup (data-elf-generator)',
    element: 'Element (<elf-generator>)',
    iframe: 'Iframe or oEmbed',
  } satisfies Record<EmbedMethod, string>,
} as const;

export const Section = styled.section`
  margin-top: 2rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  > p {
    margin: 0.35rem 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  label {
    display: inline-grid;
    gap: 0.35rem;
    font-weight: 600;
    margin-bottom: 1rem;
  }
  select {
    ${fieldStyles}
    min-width: 14rem;
  }
`;

const PageCell = styled.span`
  display: grid;
  gap: 0.2rem;
  /* Readable on a phone: the table scrolls sideways (and says so) rather than squeeze it. */
  min-width: 10rem;
  a,
  span {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Pager = styled.nav`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
  margin-top: 0.75rem;
  button {
    ${secondaryButtonStyles}
  }
`;

export const count = (n: number) => n.toLocaleString('en-US');

interface MethodRow {
  method: EmbedMethod;
  impressions: number;
  uses: number;
}

const methodColumns: Column<MethodRow>[] = [
  { header: TOOL_PAGES_TEXT.method, cell: (row) => TOOL_PAGES_TEXT.methods[row.method] },
  { header: 'Impressions', cell: (row) => count(row.impressions), align: 'end', nowrap: true },
  { header: 'Uses', cell: (row) => count(row.uses), align: 'end', nowrap: true },
  { header: 'Use Rate', cell: useRate, align: 'end', nowrap: true },
];

const methodRows = (figures: MethodFigures): MethodRow[] =>
  EMBED_METHODS.map((method) => ({ method, ...figures[method] }));

/** A tool nothing showed has no figures to split: the pages' empty state says so. */
const anyFigure = (figures: MethodFigures) =>
  EMBED_METHODS.some((method) => figures[method].impressions + figures[method].uses > 0);

export const Tables = styled.div`
  display: grid;
  /* A table wider than the screen scrolls in its own box rather than widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
`;

/** The page's address without its scheme, or its site's when the page is not known. */
function PageName({ origin, path }: Pick<ToolPageRow, 'origin' | 'path'>) {
  const site = origin.replace(/^https?:\/\//, '');
  // Not a link: the site's home page need not embed anything.
  if (path === null) return <span>{TOOL_PAGES_TEXT.unknownPage(site)}</span>;
  return (
    <a href={origin + path} target="_blank" rel="noopener noreferrer">
      {site + path}
    </a>
  );
}

const columns = (siteOrigin: string): Column<ToolPageRow>[] => [
  {
    header: 'Page',
    cell: (row) => (
      <PageCell>
        <PageName origin={row.origin} path={row.path} />
        <small>
          {row.origin === siteOrigin ? TOOL_PAGES_TEXT.ours : TOOL_PAGES_TEXT.theirs}
          {row.path === null && ` · ${TOOL_PAGES_TEXT.unknownPageWhy}`}
          {row.origin === siteOrigin &&
            row.path?.startsWith(EMBED_PATH_PREFIX) &&
            ` · ${TOOL_PAGES_TEXT.embedPageAlone}`}
        </small>
      </PageCell>
    ),
  },
  { header: 'Impressions', cell: (row) => count(row.impressions), align: 'end', nowrap: true },
  { header: 'Uses', cell: (row) => count(row.uses), align: 'end', nowrap: true },
  { header: 'Use Rate', cell: useRate, align: 'end', nowrap: true },
  { header: 'Shares & Links', cell: (row) => count(row.spreads), align: 'end', nowrap: true },
  {
    header: 'Last Seen',
    cell: (row) => formatLongDate(row.lastSeen),
    nowrap: true,
    hideOnSmall: true,
  },
];

/**
 * Per tool, its impressions and uses by embed method, and the pages embedding it (ours and other
 * sites') with impressions, uses and the use rate over the last days, a page of rows at a time. `siteOrigin` tells our pages from others'.
 */
export function ToolEmbedPages({ siteOrigin = window.location.origin }: { siteOrigin?: string }) {
  const [params, setParams] = useSearchParams();
  const tool = useChosenTool();
  // The cursors of the pages before the one shown: Newer goes back one, Older adds one.
  const [paging, setPaging] = useState<{ tool: ToolName; cursors: string[] }>({
    tool,
    cursors: [],
  });
  const cursors = paging.tool === tool ? paging.cursors : [];
  const setCursors = (next: string[]) => setPaging({ tool, cursors: next });
  const after = cursors[cursors.length - 1] ?? null;
  const { state, reload } = useAdminQuery(keys.toolPages(tool, after), (d) =>
    d.toolPages(tool, after),
  );
  const label = TOOL_CATALOG.find((t) => t.toolName === tool)!.label;
  const next = state.status === 'ready' ? state.data.nextAfter : null;
  return (
    <Section aria-labelledby="tool-pages-title">
      <h2 id="tool-pages-title">{TOOL_PAGES_TEXT.title}</h2>
      <p>{TOOL_PAGES_TEXT.intro}</p>
      <label>
        {TOOL_PAGES_TEXT.tool}
        <select
          value={tool}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            next.set('tab', 'analytics');
            next.set('tool', event.target.value);
            setParams(next, { replace: true });
          }}
        >
          {TOOL_CATALOG.map((t) => (
            <option key={t.toolName} value={t.toolName}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <Tables>
        {state.status === 'ready' && anyFigure(state.data.methods) && (
          <DataTable
            caption={TOOL_PAGES_TEXT.methodsCaption(label)}
            columns={methodColumns}
            rows={methodRows(state.data.methods)}
            rowKey={(row) => row.method}
            state="ready"
            texts={TOOL_PAGES_TEXT}
          />
        )}
        <DataTable
          caption={TOOL_PAGES_TEXT.caption(label)}
          columns={columns(siteOrigin)}
          rows={state.status === 'ready' ? state.data.pages : []}
          rowKey={(row) => `${row.origin}${row.path ?? ''}`}
          state={state.status}
          texts={TOOL_PAGES_TEXT}
          onRetry={reload}
        />
      </Tables>
      {(cursors.length > 0 || next) && (
        <Pager aria-label="Embedding pages">
          {cursors.length > 0 && (
            <button type="button" onClick={() => setCursors(cursors.slice(0, -1))}>
              {TOOL_PAGES_TEXT.newer}
            </button>
          )}
          {next && (
            <button type="button" onClick={() => setCursors([...cursors, next])}>
              {TOOL_PAGES_TEXT.older}
            </button>
          )}
        </Pager>
      )}
    </Section>
  );
}
