import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  type LabelProps,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styled from 'styled-components';
import { chartTitle } from '@core/analytics/analytics';
import type { AnalyticsData } from '@core/models';

/** Spec §9: green for clicks, cyan for views. */
export const CHART_COLORS = { clicks: '#16a34a', views: '#06b6d4' } as const;

const Figure = styled.figure`
  margin: 0 0 2rem;
  figcaption {
    font-weight: 700;
    margin-bottom: 0.75rem;
  }
`;

/**
 * Narrower than this, the titles' axis (240 px) would leave the bars a sliver: each title goes
 * above its bar instead, and the bars take the whole width.
 */
const TITLES_ABOVE_BELOW_PX = 560;

/** A post's title above its bar (narrow charts). */
function TitleAbove({ x, y, value }: LabelProps) {
  return (
    <text x={Number(x)} y={Number(y) - 6} fontSize={13} fill="currentColor">
      {value}
    </text>
  );
}

/** Sorted by views, most first, with titles cut for the axis. */
export function topPostsChartData(topPosts: AnalyticsData['topPosts']) {
  return [...topPosts]
    .sort((a, b) => b.viewCount - a.viewCount)
    .map((post) => ({ title: chartTitle(post.title), viewCount: post.viewCount }));
}

/** A chart's figures as a table, for screen readers (the SVG says little to them). */
function FiguresTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: [string, string];
  rows: [string, number][];
}) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index}>
            <td>{label}</td>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The two charts, each with the same figures as a table for screen readers. */
export default function AnalyticsCharts({ data }: { data: AnalyticsData }) {
  const topPosts = topPostsChartData(data.topPosts);
  const [titlesAbove, setTitlesAbove] = useState(false);
  const rowHeight = titlesAbove ? 56 : 40;
  return (
    <>
      <Figure data-testid="monthly-clicks-chart">
        <figcaption>Monthly CTA Clicks</figcaption>
        <ResponsiveContainer width="100%" height={300}>
          <LineChart data={data.monthlyData} margin={{ top: 8, right: 24, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Line
              type="monotone"
              dataKey="clicks"
              name="Clicks"
              stroke={CHART_COLORS.clicks}
              strokeWidth={2}
            />
          </LineChart>
        </ResponsiveContainer>
        <FiguresTable
          caption="Monthly CTA Clicks"
          headers={['Month', 'Clicks']}
          rows={data.monthlyData.map((m) => [m.month, m.clicks])}
        />
      </Figure>
      <Figure data-testid="top-posts-chart">
        <figcaption>Top Posts by Views</figcaption>
        <ResponsiveContainer
          width="100%"
          height={Math.max(200, topPosts.length * rowHeight + 40)}
          onResize={(width) => setTitlesAbove(width < TITLES_ABOVE_BELOW_PX)}
        >
          <BarChart
            data={topPosts}
            layout="vertical"
            margin={{ top: 8, right: 24, bottom: 8, left: titlesAbove ? 8 : 0 }}
            barCategoryGap={titlesAbove ? '45%' : '10%'}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="title" width={240} hide={titlesAbove} />
            <Tooltip />
            <Bar dataKey="viewCount" name="Views" fill={CHART_COLORS.views}>
              {titlesAbove && <LabelList dataKey="title" content={TitleAbove} />}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
        <FiguresTable
          caption="Top Posts by Views"
          headers={['Post', 'Views']}
          rows={topPosts.map((post) => [post.title, post.viewCount])}
        />
      </Figure>
    </>
  );
}
