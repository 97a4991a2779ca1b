import styled from 'styled-components';
import type { NotFoundEntry } from '@core/redirects/redirect-api';
import { formatLongDate } from '@core/site/seo';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { AdminCard } from '@site/admin/components/admin-card';
import { DataTable, type Column } from '@site/admin/components/data-table';
import { useNotFoundLog } from '@site/admin/data/queries';
import { REDIRECTS_TEXT } from './redirects-text';

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Action = styled.button`
  ${secondaryButtonStyles}
  padding: 0.3rem 0.7rem;
  white-space: nowrap;
`;

const Done = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/** The busiest paths that answered 404, each one click away from a redirect. */
export function NotFoundLogCard({ onCreate }: { onCreate(path: string): void }) {
  const { state, reload } = useNotFoundLog();
  const columns: Column<NotFoundEntry>[] = [
    { header: 'Path', cell: (entry) => <code>{entry.path}</code> },
    { header: 'Requests', cell: (entry) => entry.count.toLocaleString('en-US'), align: 'end' },
    {
      header: 'Last seen',
      cell: (entry) => formatLongDate(entry.lastSeenAt),
      nowrap: true,
      hideOnSmall: true,
    },
    {
      header: 'Last referrer',
      cell: (entry) => entry.lastReferrer ?? '—',
      hideOnSmall: true,
    },
    {
      header: 'Action',
      align: 'end',
      cell: (entry) =>
        entry.redirected ? (
          <Done>{REDIRECTS_TEXT.redirected}</Done>
        ) : (
          <Action
            type="button"
            disabled={!entry.redirectable}
            title={
              entry.redirectable
                ? undefined
                : 'A redirect needs a path of letters, digits, hyphens and slashes'
            }
            aria-label={`${REDIRECTS_TEXT.createFromPath} from ${entry.path}`}
            onClick={() => onCreate(entry.path)}
          >
            {REDIRECTS_TEXT.createFromPath}
          </Action>
        ),
    },
  ];
  return (
    <AdminCard title={REDIRECTS_TEXT.notFoundTitle}>
      <Intro>{REDIRECTS_TEXT.notFoundText}</Intro>
      <DataTable
        caption={REDIRECTS_TEXT.notFoundTitle}
        columns={columns}
        rows={state.status === 'ready' ? state.data : []}
        rowKey={(entry) => entry.id}
        state={state.status}
        texts={{
          loading: 'Loading the 404 log...',
          error: REDIRECTS_TEXT.notFoundError,
          empty: REDIRECTS_TEXT.notFoundEmpty,
        }}
        onRetry={reload}
      />
    </AdminCard>
  );
}
