import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AdminTabs } from '@site/admin/components/admin-tabs';
import { TOOL_NAMES_LISTED } from './tool-catalog';
import { ToolsAnalytics } from './tools-analytics';
import { ToolsOverview } from './tools-overview';
import { useContentCounts, useToolStats } from '@site/admin/data/queries';

export const TOOLS_TEXT = {
  title: 'Tools Management',
  subtitle: 'Configure the generators your posts embed and see how visitors use them',
} as const;

const Header = styled.header`
  margin-bottom: 1.5rem;
  h1 {
    margin: 0;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** /admin/tools: the four generators (Overview) and their usage (Analytics; `?tab=analytics`). */
export function ToolsRoute() {
  const [params] = useSearchParams();
  // One read of the usage figures for both tabs: aggregations over the counter shards.
  const stats = useToolStats(TOOL_NAMES_LISTED);
  const counts = useContentCounts();
  return (
    <>
      <Header>
        <h1>{TOOLS_TEXT.title}</h1>
        <p>{TOOLS_TEXT.subtitle}</p>
      </Header>
      <AdminTabs
        label="Tools"
        defaultValue={params.get('tab') ?? undefined}
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            content: <ToolsOverview stats={stats} counts={counts} />,
          },
          { value: 'analytics', label: 'Analytics', content: <ToolsAnalytics stats={stats} /> },
        ]}
      />
    </>
  );
}
