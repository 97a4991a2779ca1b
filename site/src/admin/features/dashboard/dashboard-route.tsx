export const DASHBOARD_TEXT = {
  title: 'Welcome to the Admin Dashboard',
  subtitle: 'Manage your blog content and view analytics',
} as const;

export function DashboardRoute() {
  return (
    <section>
      <h1>{DASHBOARD_TEXT.title}</h1>
      <p>{DASHBOARD_TEXT.subtitle}</p>
    </section>
  );
}
