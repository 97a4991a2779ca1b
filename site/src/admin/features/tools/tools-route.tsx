import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AdminTabs } from '@site/admin/components/admin-tabs';
import { useAsync } from '@site/admin/components/use-async';
import { useAdminData } from '@site/admin/data/admin-data';
import { TOOL_NAMES_LISTED } from './tool-catalog';
import { ToolsAnalytics } from './tools-analytics';
import { ToolsOverview } from './tools-overview';

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
  const data = useAdminData();
  const [params] = useSearchParams();
  // One read of the usage figures for both tabs: aggregations over the counter shards.
  const stats = useAsync(() => data.toolStats(TOOL_NAMES_LISTED), 'tool-stats');
  const counts = useAsync(() => data.content.counts(), 'content-counts');
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
