import styled from 'styled-components';
import { formatPercent } from '@core/analytics/analytics';
import type { RedirectStats } from '@core/redirects/redirect-api';
import { StatCard, StatGrid } from '@site/admin/components/stat-card';
import type { AsyncState } from '@site/admin/data/queries';
import { REDIRECTS_TEXT } from './redirects-text';

const number = (n: number) => n.toLocaleString('en-US');
/** Spec §9: percent values are rounded. */
const share = (part: number, total: number) => formatPercent(total > 0 ? part / total : 0);

const Top = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.1rem 1.25rem;
  h3 {
    margin: 0 0 0.6rem;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: 0.35rem;
  }
  li {
    overflow-wrap: anywhere;
  }
  .count {
    font-weight: 700;
    margin-left: 0.4rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Total, active and inactive (with rounded percents), total hits, and the five most hit. */
export function RedirectStatCards({ stats }: { stats: AsyncState<RedirectStats> }) {
  if (stats.status !== 'ready') {
    const text = stats.status === 'loading' ? '…' : '—';
    return (
      <StatGrid aria-busy={stats.status === 'loading'}>
        <StatCard title={REDIRECTS_TEXT.statTotal} value={text} detail="All redirects" />
        <StatCard title={REDIRECTS_TEXT.statActive} value={text} detail="Applied" />
        <StatCard title={REDIRECTS_TEXT.statInactive} value={text} detail="Not applied" />
        <StatCard title={REDIRECTS_TEXT.statHits} value={text} detail="Visitors redirected" />
      </StatGrid>
    );
  }
  const { total, active, inactive, totalAccesses, topRedirects } = stats.data;
  return (
    <>
      <StatGrid>
        <StatCard title={REDIRECTS_TEXT.statTotal} value={number(total)} detail="All redirects" />
        <StatCard
          title={REDIRECTS_TEXT.statActive}
          value={number(active)}
          detail={`${share(active, total)} of all redirects`}
        />
        <StatCard
          title={REDIRECTS_TEXT.statInactive}
          value={number(inactive)}
          detail={`${share(inactive, total)} of all redirects`}
        />
        <StatCard
          title={REDIRECTS_TEXT.statHits}
          value={number(totalAccesses)}
          detail="Visitors redirected"
        />
      </StatGrid>
      <Top aria-labelledby="top-redirects">
        <h3 id="top-redirects">{REDIRECTS_TEXT.topTitle}</h3>
        {topRedirects.length === 0 ? (
          <p>{REDIRECTS_TEXT.topEmpty}</p>
        ) : (
          <ol>
            {topRedirects.map((top) => (
              <li key={top.source}>
                <code>{top.source}</code> → <code>{top.target}</code>
                <span className="count">{number(top.count)}</span>
              </li>
            ))}
          </ol>
        )}
      </Top>
    </>
  );
}
