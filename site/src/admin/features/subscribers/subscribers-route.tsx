import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  SUBSCRIBER_LIST_STATUSES,
  SUBSCRIBER_NOUN,
  subscribersCsvFileName,
  type SubscriberListStatus,
} from '@core/newsletter/subscribers-admin';
import { PATHS } from '@site/shared/app/paths';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { saveFile } from '@site/admin/components/save-file';
import { AdminCard } from '@site/admin/components/admin-card';
import { AdminPage, AdminPageHeader } from '@site/admin/components/admin-page-layout';
import { useBulkDelete } from '@site/admin/components/bulk-delete';
import { SearchFilters, type FilterOption } from '@site/admin/components/search-filters';
import { useErrorToast } from '@site/admin/components/use-error-toast';
import { useAdminData } from '@site/admin/data/admin-data';
import { useSubscriberList } from '@site/admin/data/queries';
import { SubscribersTable } from './subscribers-table';
import { STATUS_LABELS, SUBSCRIBERS_TEXT } from './subscribers-text';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  align-items: center;
  button {
    ${secondaryButtonStyles}
  }
  .primary {
    ${primaryButtonStyles}
    padding: 0.55rem 1.1rem;
  }
  .hint {
    flex-basis: 100%;
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ListSection = styled.div`
  display: grid;
  /* No wider than the card: on a phone the table scrolls inside its own box. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  .more {
    justify-self: center;
    ${secondaryButtonStyles}
  }
`;

const Note = styled.p`
  margin: 0;
`;

type StatusFilter = 'all' | SubscriberListStatus;

const STATUS_FILTERS: readonly FilterOption<StatusFilter>[] = [
  { value: 'all', label: SUBSCRIBERS_TEXT.allStatuses },
  ...SUBSCRIBER_LIST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];

/** How long typing may pause before the list searches what was typed. */
const SEARCH_DELAY_MS = 300;

/** The toolbar: Refresh, and Export CSV (which says so while the file is being made). */
export function SubscriberActions({
  exporting,
  onRefresh,
  onExport,
}: {
  exporting: boolean;
  onRefresh(): void;
  onExport(): void;
}) {
  return (
    <Bar role="toolbar" aria-label="Subscriber actions">
      <button type="button" onClick={onRefresh}>
        {SUBSCRIBERS_TEXT.refresh}
      </button>
      <button type="button" className="primary" disabled={exporting} onClick={onExport}>
        {exporting ? SUBSCRIBERS_TEXT.exporting : SUBSCRIBERS_TEXT.exportCsv}
      </button>
      <p className="hint">{SUBSCRIBERS_TEXT.exportHint}</p>
    </Bar>
  );
}

/**
 * /admin/subscribers: the newsletter's subscribers, searched by address and filtered by status
 * (both kept in the address: `?q=&status=`), a page at a time; the confirmed ones exported as CSV;
 * any of them erased.
 */
export function SubscribersRoute() {
  const data = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const requested = params.get('status');
  const status = SUBSCRIBER_LIST_STATUSES.find((s) => s === requested) ?? null;
  const [term, setTerm] = useState(q);
  const list = useSubscriberList(q, status);
  const { state } = list;
  const [exporting, setExporting] = useState(false);

  const show = (next: { q: string; status: SubscriberListStatus | null }) => {
    const query: Record<string, string> = {};
    if (next.q) query.q = next.q;
    if (next.status) query.status = next.status;
    setParams(query, { replace: true });
  };

  useEffect(() => {
    const wanted = term.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => show({ q: wanted, status }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Runs as the search box changes; `show` and the rest are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  const rows = state.status === 'ready' ? state.items : [];
  const nextAfter = state.status === 'ready' && state.nextAfter;

  const listSection = useRef<HTMLDivElement>(null);
  const bulk = useBulkDelete({
    rows,
    idOf: (s) => s.id,
    labelOf: (s) => s.email,
    noun: SUBSCRIBER_NOUN,
    removeMany: (ids) => data.subscribers.erase(ids),
    onRemoved: (ids) => list.update((page) => page.filter((s) => !ids.includes(s.id))),
    tableRef: listSection,
    confirmNote: <Note>{SUBSCRIBERS_TEXT.eraseNote}</Note>,
  });

  async function loadMore() {
    try {
      await list.loadMore();
    } catch (error) {
      errorToast(SUBSCRIBERS_TEXT.loadMoreFailed, error);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const csv = await data.subscribers.exportCsv();
      saveFile(subscribersCsvFileName(new Date()), csv, 'text/csv;charset=utf-8');
      // The header is a line too.
      toast({ title: SUBSCRIBERS_TEXT.exported(csv.split('\r\n').length - 1) });
    } catch (error) {
      errorToast(SUBSCRIBERS_TEXT.exportFailed, error);
    } finally {
      setExporting(false);
    }
  }

  const filtered = q !== '' || status !== null;
  const emptyText = !filtered
    ? SUBSCRIBERS_TEXT.empty
    : nextAfter
      ? SUBSCRIBERS_TEXT.noMatchYet
      : SUBSCRIBERS_TEXT.noMatch;

  return (
    <AdminPage>
      <AdminPageHeader
        back={{ to: PATHS.adminDashboard, label: SUBSCRIBERS_TEXT.back }}
        heading={SUBSCRIBERS_TEXT.heading}
        intro={SUBSCRIBERS_TEXT.intro}
      >
        <SubscriberActions
          exporting={exporting}
          onRefresh={list.reload}
          onExport={() => void exportCsv()}
        />
      </AdminPageHeader>
      <AdminCard title="Subscribers">
        <SearchFilters
          search={term}
          onSearch={setTerm}
          searchPlaceholder={SUBSCRIBERS_TEXT.search}
          searchLabel={SUBSCRIBERS_TEXT.searchLabel}
          filter={status ?? 'all'}
          onFilter={(next) => show({ q: term.trim(), status: next === 'all' ? null : next })}
          filterLabel={SUBSCRIBERS_TEXT.filterLabel}
          filters={STATUS_FILTERS}
        />
        <ListSection ref={listSection} tabIndex={-1} aria-label="Subscribers">
          {bulk.bar}
          <SubscribersTable
            subscribers={rows}
            state={state.status}
            emptyText={emptyText}
            select={bulk.column.cell}
            onRetry={list.reload}
          />
          {state.status === 'ready' && state.nextAfter && (
            <button
              type="button"
              className="more"
              disabled={state.loadingMore}
              onClick={() => void loadMore()}
            >
              {state.loadingMore
                ? SUBSCRIBERS_TEXT.loadingMore
                : filtered
                  ? SUBSCRIBERS_TEXT.searchFurther
                  : SUBSCRIBERS_TEXT.loadMore}
            </button>
          )}
        </ListSection>
      </AdminCard>
    </AdminPage>
  );
}
