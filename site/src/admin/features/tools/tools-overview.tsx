import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ContentCounts } from '@core/admin/admin-content-api';
import { embedKindLabel, EMBED_KINDS } from '@core/embed/embed-kinds';
import { embedSnippets } from '@core/embed/embed-snippets';
import type { ToolStats } from '@core/models';
import { PATHS } from '@site/shared/app/paths';
import { CopyCode } from '@site/shared/components/copy-code';
import { fieldStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { AdminCard } from '@site/admin/components/admin-card';
import type { useAdminQuery } from '@site/admin/data/queries';
import { curatedCount, TOOL_CATALOG } from './tool-catalog';

export type AsyncResource<T> = ReturnType<typeof useAdminQuery<T>>;

export const TOOLS_OVERVIEW_TEXT = {
  status: 'Active',
  statsError: 'Could not load tool usage.',
  countsError: 'Could not load content counts.',
  retry: 'Try again',
  howToTitle: 'How to embed a tool in a post',
  howTo: [
    'Open the post editor (create a new post or edit one).',
    'Place the cursor where the tool should appear.',
    'Click the tool button in the editor toolbar (Craft, Scene or Recipe).',
    'The tool is embedded at the cursor, and shows live in Preview and on the published post.',
  ],
  elfNameHowTo:
    'The Elf Name Generator has no toolbar button: its configuration page shows the embed code for any page.',
  embedTitle: 'Put a generator on another site',
  embedText:
    'Paste this code into any page, on any site: the generator loads from this site, with the theme set on its configuration page. Its public page builds the code with other themes, as an iframe or as an <elf-generator> element.',
  generatorField: 'Generator',
  embedCaption: (label: string) => `${label}: script tag`,
  publicPage: (label: string) => `Open the public ${label} page`,
} as const;

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: 1rem;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  .head {
    display: flex;
    justify-content: space-between;
    align-items: start;
    gap: 0.5rem;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.3rem 0.75rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  a {
    ${secondaryButtonStyles}
    margin-top: auto;
    align-self: start;
  }
`;

const Status = styled.span`
  flex: none;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: #dcfce7;
  color: #166534;
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  button {
    margin-left: 0.5rem;
  }
`;

const Embed = styled.div`
  label {
    display: inline-grid;
    gap: 0.35rem;
    font-weight: 600;
    margin: 0 0 1rem;
  }
  select {
    ${fieldStyles}
  }
`;

/** The script code for one generator, from the origin this admin is served from. */
function EmbedCode() {
  const [kind, setKind] = useState(EMBED_KINDS[0]!);
  const label = embedKindLabel(kind);
  return (
    <AdminCard title={TOOLS_OVERVIEW_TEXT.embedTitle}>
      <Embed>
        <p>{TOOLS_OVERVIEW_TEXT.embedText}</p>
        <label>
          {TOOLS_OVERVIEW_TEXT.generatorField}
          <select value={kind} onChange={(event) => setKind(event.target.value as typeof kind)}>
            {EMBED_KINDS.map((key) => (
              <option key={key} value={key}>
                {embedKindLabel(key)}
              </option>
            ))}
          </select>
        </label>
        <CopyCode
          caption={TOOLS_OVERVIEW_TEXT.embedCaption(label)}
          code={embedSnippets(window.location.origin, kind).script}
        />
        {/* A public page: the server renders it, the admin's router has no route for it. */}
        <a href={PATHS.generator(kind)}>{TOOLS_OVERVIEW_TEXT.publicPage(label)}</a>
      </Embed>
    </AdminCard>
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The four tools with their status, embeds, uses and curated counts, and the how-to. */
export function ToolsOverview({
  stats,
  counts,
}: {
  stats: AsyncResource<ToolStats[]>;
  counts: AsyncResource<ContentCounts>;
}) {
  const figure = <T,>(resource: AsyncResource<T>, show: (data: T) => string) =>
    resource.state.status === 'ready'
      ? show(resource.state.data)
      : resource.state.status === 'loading'
        ? '…'
        : '—';
  return (
    <>
      {stats.state.status === 'error' && (
        <Alert role="alert">
          {TOOLS_OVERVIEW_TEXT.statsError}
          <button type="button" onClick={stats.reload}>
            {TOOLS_OVERVIEW_TEXT.retry}
          </button>
        </Alert>
      )}
      {counts.state.status === 'error' && (
        <Alert role="alert">
          {TOOLS_OVERVIEW_TEXT.countsError}
          <button type="button" onClick={counts.reload}>
            {TOOLS_OVERVIEW_TEXT.retry}
          </button>
        </Alert>
      )}
      <Grid aria-busy={stats.state.status === 'loading' || counts.state.status === 'loading'}>
        {TOOL_CATALOG.map((tool) => {
          const of = (all: ToolStats[]) => all.find((s) => s.toolName === tool.toolName);
          return (
            <Card key={tool.key} aria-labelledby={`tool-${tool.key}`}>
              <div className="head">
                <h2 id={`tool-${tool.key}`}>{tool.label}</h2>
                <Status aria-label={`Status: ${TOOLS_OVERVIEW_TEXT.status}`}>
                  {TOOLS_OVERVIEW_TEXT.status}
                </Status>
              </div>
              <p>{tool.description}</p>
              <dl>
                <dt>Embedded in</dt>
                <dd>{figure(stats, (all) => plural(of(all)?.postEmbeds ?? 0, 'post', 'posts'))}</dd>
                <dt>Usage</dt>
                <dd>{figure(stats, (all) => plural(of(all)?.totalUsage ?? 0, 'use', 'uses'))}</dd>
                <dt>Content</dt>
                <dd>
                  {figure(counts, (all) =>
                    tool.curated.map((kind) => curatedCount(kind, all)).join(', '),
                  )}
                </dd>
              </dl>
              <Link to={tool.configurePath} aria-label={`Configure ${tool.label}`}>
                Configure
              </Link>
            </Card>
          );
        })}
      </Grid>
      <AdminCard title={TOOLS_OVERVIEW_TEXT.howToTitle}>
        <ol>
          {TOOLS_OVERVIEW_TEXT.howTo.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <Link to={PATHS.adminNewPost}>Open the post editor</Link>.{' '}
          {TOOLS_OVERVIEW_TEXT.elfNameHowTo}
        </p>
      </AdminCard>
      <EmbedCode />
    </>
  );
}
