import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EMBEDDABLE_TOOLS } from '@core/generators/tools';
import { PATHS } from '@site/shared/app/paths';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToolStats } from '@site/admin/data/queries';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 1rem;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 1rem 1.25rem;
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0.2rem 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    ${secondaryButtonStyles}
    margin-top: 0.75rem;
  }
`;

const Manage = styled(Link)`
  ${secondaryButtonStyles}
`;

/** The three embeddable generators with how often posts embed them and visitors use them. */
export function ToolsTab() {
  const { state } = useToolStats(EMBEDDABLE_TOOLS.map((t) => t.toolName));
  const stats = state.status === 'ready' ? state.data : [];
  const count = (n: number | undefined) =>
    state.status === 'loading' ? '…' : state.status === 'error' ? '—' : String(n ?? 0);
  return (
    <>
      {state.status === 'error' && <p role="alert">Could not load tool usage. Please try again.</p>}
      <Grid>
        {EMBEDDABLE_TOOLS.map((tool) => {
          const toolStats = stats.find((s) => s.toolName === tool.toolName);
          return (
            <li key={tool.key}>
              <h3>{tool.label}</h3>
              <p>Embedded: {count(toolStats?.postEmbeds)} times</p>
              <p>Used: {count(toolStats?.totalUsage)} times</p>
              <Link to={PATHS.adminTool(tool.configPath)} aria-label={`Configure ${tool.label}`}>
                Configure
              </Link>
            </li>
          );
        })}
      </Grid>
      <Manage to={PATHS.adminTools}>Manage Tools</Manage>
    </>
  );
}
