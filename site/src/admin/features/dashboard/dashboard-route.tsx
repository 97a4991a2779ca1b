import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@site/shared/app/paths';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { AdminCard } from '@site/admin/components/admin-card';
import { AdminTabs } from '@site/admin/components/admin-tabs';
import { AnalyticsTab } from './analytics-tab';
import { BackupCard } from './backup/backup-card';
import { RecentPostsTab } from './recent-posts-tab';
import { SitemapCards } from './sitemap/sitemap-cards';
import { StatCards } from './stat-cards';
import { NewsletterCard } from './newsletter-card';
import { SubscriberCards } from './subscriber-cards';
import { ToolsTab } from './tools-tab';
import { useAnalytics } from '@site/admin/data/queries';

export const DASHBOARD_TEXT = {
  title: 'Welcome to the Admin Dashboard',
  subtitle: 'Manage your blog content and view analytics',
  analyticsErrorTitle: 'Error loading analytics',
  analyticsErrorText: 'Could not load analytics data. Please try logging out and back in.',
} as const;

const Page = styled.div`
  display: grid;
  /* Cards take the page's width; a wide table scrolls in its own box instead of the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  header h1 {
    margin: 0;
  }
  header p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const QuickLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  a {
    ${secondaryButtonStyles}
  }
`;

/** Sections in the spec's order (part 1 §2). */
export function DashboardRoute() {
  const toast = useToast();
  const { state: analytics } = useAnalytics();

  useEffect(() => {
    if (analytics.status === 'error')
      toast({
        title: DASHBOARD_TEXT.analyticsErrorTitle,
        description: analytics.error.message || DASHBOARD_TEXT.analyticsErrorText,
        variant: 'destructive',
      });
  }, [analytics, toast]);

  return (
    <Page>
      <header>
        <h1>{DASHBOARD_TEXT.title}</h1>
        <p>{DASHBOARD_TEXT.subtitle}</p>
      </header>
      <AdminCard title="SEO & Site Management">
        <SitemapCards />
      </AdminCard>
      <AdminCard title="Quick Access">
        <QuickLinks aria-label="Quick access">
          <Link to={PATHS.adminBlog}>Manage Blog Posts</Link>
          <Link to={PATHS.adminNewPost}>Create New Post</Link>
          <Link to={PATHS.adminTools}>Manage Tools</Link>
          <Link to={PATHS.adminRedirects}>URL Redirects</Link>
          <Link to={PATHS.adminRootFiles}>Domain Root Files</Link>
          <Link to={PATHS.adminImageRepository}>Image Repository</Link>
          <Link to={PATHS.adminSubscribers}>Subscribers</Link>
          <Link to={PATHS.adminNewsletter}>Newsletter</Link>
        </QuickLinks>
      </AdminCard>
      <AdminCard title="Analytics Overview">
        <StatCards analytics={analytics} />
      </AdminCard>
      <AdminCard title="Newsletter Subscribers">
        <SubscriberCards />
      </AdminCard>
      <AdminCard title="Newsletter">
        <NewsletterCard />
      </AdminCard>
      <AdminCard title="Content & Data Management">
        <AdminTabs
          label="Content and data"
          tabs={[
            { value: 'posts', label: 'Blog Posts', content: <RecentPostsTab /> },
            {
              value: 'analytics',
              label: 'Analytics',
              content: <AnalyticsTab analytics={analytics} />,
            },
            { value: 'tools', label: 'Tools', content: <ToolsTab /> },
          ]}
        />
      </AdminCard>
      <AdminCard title="Backup & Restore">
        <BackupCard />
      </AdminCard>
    </Page>
  );
}
