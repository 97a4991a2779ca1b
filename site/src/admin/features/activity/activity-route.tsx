import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AUDIT_AREAS, isAuditArea, type AuditArea, type AuditEntry } from '@core/admin/audit';
import { AUDIT_AREA_LABELS } from '@core/admin/audit-view';
import { countOf } from '@core/lib/plural';
import { fieldStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useAdminData } from '@site/admin/data/admin-data';
import { ActivityEntry } from './activity-entry';
import { useAdminQuery, keys } from '@site/admin/data/queries';

export const ACTIVITY_TEXT = {
  title: 'Activity',
  subtitle: 'Every change made in the admin, newest first',
  kept: (months: number) =>
    `Entries are kept for ${countOf(months, { one: 'month', many: 'months' })}, then deleted.`,
  area: 'Area',
  allAreas: 'All areas',
  loading: 'Loading activity...',
  error: 'Could not load the activity log.',
  empty: 'No changes recorded yet.',
  emptyArea: (area: AuditArea) => `No changes to ${AUDIT_AREA_LABELS[area].toLowerCase()} yet.`,
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  moreError: 'Could not load more activity.',
} as const;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: 1rem;
  margin-bottom: 1.25rem;
  h1 {
    margin: 0;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  label {
    display: grid;
    gap: 0.35rem;
    font-weight: 600;
  }
  select {
    ${fieldStyles}
    min-width: 12rem;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.muted)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: center;
  margin-top: 1.25rem;
  button {
    ${secondaryButtonStyles}
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
  }
`;

const Retry = styled.button`
  ${secondaryButtonStyles}
  margin-left: 0.5rem;
`;

/** Pages fetched with Load more, for the area they were fetched for. */
interface MorePages {
  area: string;
  entries: AuditEntry[];
  nextBefore: string | null;
}

/** /admin/activity: the audit log, newest first, by area (`?area=`), 50 at a time. */
export function ActivityRoute() {
  const data = useAdminData();
  const [params, setParams] = useSearchParams();
  const requested = params.get('area');
  const area = isAuditArea(requested) ? requested : undefined;
  const key = area ?? 'all';
  const { state, reload } = useAdminQuery(keys.activity(key), (d) => d.activity({ area }));
  const [more, setMore] = useState<MorePages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const extra = more?.area === key ? more : null;
  const entries =
    state.status === 'ready' ? [...state.data.entries, ...(extra?.entries ?? [])] : [];
  const nextBefore =
    state.status === 'ready' ? (extra ? extra.nextBefore : state.data.nextBefore) : null;

  function chooseArea(value: string) {
    setMore(null);
    setMoreFailed(false);
    setParams(value ? { area: value } : {}, { replace: true });
  }

  async function loadMore() {
    if (!nextBefore || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await data.activity({ area, before: nextBefore });
      setMore({
        area: key,
        entries: [...(extra?.entries ?? []), ...page.entries],
        nextBefore: page.nextBefore,
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <Header>
        <div>
          <h1>{ACTIVITY_TEXT.title}</h1>
          <p>{ACTIVITY_TEXT.subtitle}</p>
          {state.status === 'ready' && <p>{ACTIVITY_TEXT.kept(state.data.keptMonths)}</p>}
        </div>
        <label>
          {ACTIVITY_TEXT.area}
          <select value={area ?? ''} onChange={(event) => chooseArea(event.target.value)}>
            <option value="">{ACTIVITY_TEXT.allAreas}</option>
            {AUDIT_AREAS.map((option) => (
              <option key={option} value={option}>
                {AUDIT_AREA_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </Header>
      {state.status === 'loading' && <Note role="status">{ACTIVITY_TEXT.loading}</Note>}
      {state.status === 'error' && (
        <Note role="alert" $error>
          {ACTIVITY_TEXT.error}
          <Retry
            type="button"
            onClick={() => {
              setMore(null);
              reload();
            }}
          >
            {ACTIVITY_TEXT.retry}
          </Retry>
        </Note>
      )}
      {state.status === 'ready' && entries.length === 0 && (
        <Note>{area ? ACTIVITY_TEXT.emptyArea(area) : ACTIVITY_TEXT.empty}</Note>
      )}
      {entries.length > 0 && (
        <List aria-label="Changes, newest first">
          {entries.map((entry) => (
            <ActivityEntry key={entry.id} entry={entry} />
          ))}
        </List>
      )}
      {(nextBefore || moreFailed) && (
        <Footer>
          {moreFailed && <p role="alert">{ACTIVITY_TEXT.moreError}</p>}
          {nextBefore && (
            <button type="button" disabled={loadingMore} onClick={() => void loadMore()}>
              {loadingMore ? ACTIVITY_TEXT.loadingMore : ACTIVITY_TEXT.loadMore}
            </button>
          )}
        </Footer>
      )}
    </>
  );
}
