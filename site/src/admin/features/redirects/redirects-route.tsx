import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { EdgeSettings, Redirect } from '@core/redirects/redirect-api';
import { REDIRECT_NOUN } from '@core/redirects/redirect-import-kind';
import {
  exportFileName,
  firebaseHostingRedirects,
  nginxMapFile,
  pagesRedirectsFile,
  PAGES_STATIC_REDIRECT_LIMIT,
  redirectsCsv,
} from '@core/redirects/redirect-files';
import { PATHS } from '@site/shared/app/paths';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { ActionMenu } from '@site/admin/components/action-menu';
import { AdminCard } from '@site/admin/components/admin-card';
import { AdminPage, AdminPageHeader } from '@site/admin/components/admin-page-layout';
import { useBulkDelete } from '@site/admin/components/bulk-delete';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { SearchFilters, type FilterOption } from '@site/admin/components/search-filters';
import { useAdminData } from '@site/admin/data/admin-data';
import {
  keys,
  useAdminMutation,
  useRedirectList,
  useRedirectStats,
  useRefresh,
} from '@site/admin/data/queries';
import { saveFile } from '@site/admin/components/save-file';
import { EdgeSettingsDialog, SyncButton } from './edge-sync';
import { ImportRedirectsDialog } from './import-redirects-dialog';
import { NotFoundLogCard } from './not-found-log-card';
import { RedirectDialog, type RedirectDialogState } from './redirect-dialog';
import { ArticleRedirectsCard, RedirectTiersCard } from './redirect-info-cards';
import { RedirectStatCards } from './redirect-stats';
import { RedirectsTable } from './redirects-table';
import { REDIRECTS_TEXT } from './redirects-text';
import { useErrorToast } from '@site/admin/components/use-error-toast';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  button,
  .secondary {
    ${secondaryButtonStyles}
  }
  .primary {
    ${primaryButtonStyles}
    padding: 0.55rem 1.1rem;
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  gap: 1.5rem;
`;

const Overview = styled.div`
  display: grid;
  gap: 1rem;
`;

type StatusFilter = 'all' | 'active' | 'inactive';

const STATUS_FILTERS: readonly FilterOption<StatusFilter>[] = [
  { value: 'all', label: REDIRECTS_TEXT.filterAll },
  { value: 'active', label: REDIRECTS_TEXT.filterActive },
  { value: 'inactive', label: REDIRECTS_TEXT.filterInactive },
];

function matches(redirect: Redirect, term: string, filter: StatusFilter): boolean {
  if (filter === 'active' && !redirect.isActive) return false;
  if (filter === 'inactive' && redirect.isActive) return false;
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [redirect.sourcePath, redirect.targetPath, redirect.notes].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

const TableSection = styled.div`
  display: grid;
  gap: 1rem;
`;

/** Spec part 2 §2: URL Redirects admin. */
export function RedirectsRoute() {
  const data = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const { state, reload } = useRedirectList();
  const { state: stats } = useRedirectStats();
  const refreshFigures = useRefresh();
  // Every write below reads the list and the figures (stats, the 404 log's marks) again.
  const removeOne = useAdminMutation((d, id: string) => d.redirects.remove(id), [keys.redirects]);
  const removeMany = useAdminMutation(
    (d, ids: readonly string[]) => d.redirects.removeMany(ids),
    [keys.redirects],
  );
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [dialog, setDialog] = useState<RedirectDialogState>(null);
  const [toDelete, setToDelete] = useState<Redirect | null>(null);
  const [importing, setImporting] = useState(false);
  const [edgeSettings, setEdgeSettings] = useState<EdgeSettings | null | undefined>(undefined);

  useEffect(() => {
    if (state.status === 'error')
      toast({
        title: REDIRECTS_TEXT.loadFailed,
        description: state.error.message,
        variant: 'destructive',
      });
  }, [state, toast]);

  // Refresh (and an import) shows the list loading again, as on arrival.
  const refresh = () => {
    reload();
    void refreshFigures(keys.redirectFigures);
  };
  const redirects = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);
  const shown = useMemo(
    () => redirects.filter((r) => matches(r, term, filter)),
    [redirects, term, filter],
  );

  const tableSection = useRef<HTMLDivElement>(null);
  const bulk = useBulkDelete({
    rows: shown,
    idOf: (redirect) => redirect.id,
    labelOf: (redirect) => redirect.sourcePath,
    noun: REDIRECT_NOUN,
    removeMany,
    tableRef: tableSection,
  });

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await removeOne(toDelete.id);
      toast({ title: REDIRECTS_TEXT.deleted });
    } catch (error) {
      errorToast(REDIRECTS_TEXT.deleteFailed, error);
    }
  }

  function exportCsv() {
    try {
      saveFile(exportFileName(new Date()), redirectsCsv(redirects), 'text/csv;charset=utf-8');
      toast({ title: REDIRECTS_TEXT.exported(redirects.length) });
    } catch (error) {
      errorToast(REDIRECTS_TEXT.exportFailed, error);
    }
  }

  function downloadPages() {
    const file = pagesRedirectsFile(redirects);
    saveFile('_redirects', file.text, 'text/plain;charset=utf-8');
    if (file.overLimit)
      toast({
        title: 'Too many rules for Cloudflare Pages',
        description: REDIRECTS_TEXT.pagesOverLimit(file.lines, PAGES_STATIC_REDIRECT_LIMIT),
        variant: 'destructive',
      });
  }

  async function openEdgeSettings() {
    try {
      setEdgeSettings(await data.redirects.edgeSettings());
    } catch (error) {
      errorToast(REDIRECTS_TEXT.edgeSaveFailed, error);
    }
  }

  const activeCount = redirects.filter((r) => r.isActive).length;
  const ready = state.status === 'ready';

  return (
    <AdminPage>
      <AdminPageHeader
        back={{ to: PATHS.adminDashboard, label: REDIRECTS_TEXT.back }}
        heading={REDIRECTS_TEXT.heading}
      >
        <Toolbar role="toolbar" aria-label="Redirect actions">
          <SyncButton activeCount={activeCount} />
          <button type="button" onClick={refresh}>
            {REDIRECTS_TEXT.refresh}
          </button>
          <button type="button" onClick={exportCsv} disabled={!ready}>
            {REDIRECTS_TEXT.exportCsv}
          </button>
          <button type="button" onClick={() => setImporting(true)}>
            {REDIRECTS_TEXT.importCsv}
          </button>
          <ActionMenu
            label="Download the redirects for another server"
            triggerText={REDIRECTS_TEXT.downloads}
            actions={[
              { label: '_redirects (Cloudflare Pages, Netlify)', onSelect: downloadPages },
              {
                label: 'nginx map',
                onSelect: () =>
                  saveFile('redirects.nginx.conf', nginxMapFile(redirects), 'text/plain'),
              },
              {
                label: 'Firebase Hosting JSON',
                onSelect: () =>
                  saveFile(
                    'firebase-redirects.json',
                    firebaseHostingRedirects(redirects),
                    'application/json',
                  ),
              },
            ]}
          />
          <button type="button" onClick={() => void openEdgeSettings()}>
            {REDIRECTS_TEXT.edgeSettings}
          </button>
          <Link className="secondary" to={PATHS.adminTestRedirects}>
            {REDIRECTS_TEXT.testPage}
          </Link>
          <button type="button" className="primary" onClick={() => setDialog({ mode: 'create' })}>
            {REDIRECTS_TEXT.newRedirect}
          </button>
        </Toolbar>
      </AdminPageHeader>

      <Cards>
        <ArticleRedirectsCard onImported={refresh} />
        <RedirectTiersCard />
      </Cards>

      <AdminCard title="Overview">
        <Overview>
          <RedirectStatCards stats={stats} />
        </Overview>
      </AdminCard>

      <AdminCard title="Redirects">
        <SearchFilters
          search={term}
          onSearch={setTerm}
          searchPlaceholder={REDIRECTS_TEXT.search}
          searchLabel="Search redirects by path or notes"
          filter={filter}
          onFilter={setFilter}
          filterLabel="Show redirects"
          filters={STATUS_FILTERS}
        />
        <TableSection ref={tableSection} tabIndex={-1} aria-label="Redirects">
          {bulk.bar}
          <RedirectsTable
            select={bulk.column.cell}
            redirects={shown}
            state={state.status}
            emptyText={redirects.length ? REDIRECTS_TEXT.noMatch : REDIRECTS_TEXT.empty}
            onEdit={(redirect) => setDialog({ mode: 'edit', redirect })}
            onDelete={setToDelete}
            onRetry={refresh}
          />
        </TableSection>
      </AdminCard>

      <NotFoundLogCard onCreate={(sourcePath) => setDialog({ mode: 'create', sourcePath })} />

      <RedirectDialog state={dialog} onClose={() => setDialog(null)} />
      <ImportRedirectsDialog open={importing} onOpenChange={setImporting} onImported={refresh} />
      <EdgeSettingsDialog settings={edgeSettings} onClose={() => setEdgeSettings(undefined)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={REDIRECTS_TEXT.deleteTitle}
        description={REDIRECTS_TEXT.deleteText(toDelete?.sourcePath ?? '')}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
