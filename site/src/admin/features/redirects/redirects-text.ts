/** Spec part 2 §2, §5 and §8: what the redirects screens say, verbatim where the spec says it. */
export const REDIRECTS_TEXT = {
  heading: 'URL Redirects',
  back: 'Back to Dashboard',
  sync: 'Sync to Cloudflare',
  syncing: 'Syncing...',
  refresh: 'Refresh',
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  newRedirect: 'New Redirect',
  downloads: 'Download for...',
  edgeSettings: 'Edge Settings',
  testPage: 'Test Redirects',

  loadFailed: 'Failed to load redirects',
  deleted: 'Redirect deleted successfully',
  deleteFailed: 'Failed to delete redirect',
  importComplete: 'Import complete',
  importSummary: (imported: number, failed: number) => `${imported} imported, ${failed} failed`,
  importFailed: 'Import failed',
  unexpected: 'An unexpected error occurred',
  exported: (count: number) => `Export complete: ${count} redirects exported to CSV`,
  exportFailed: 'Export failed',
  updated: 'Redirect updated successfully',
  created: 'Redirect created successfully',
  saveFailed: 'Failed to save redirect',

  articleCardTitle: 'Article Redirects',
  articleCardText:
    'Import the 35 built-in redirects: the 33 old article URLs (/articles/...) to their posts under /blog with a 301, and the 2 placeholder image paths, which answer 404. Source paths that already exist are skipped.',
  articleImport: 'Import Article Redirects',
  articleImporting: 'Importing...',
  articleComplete: 'Import Complete',
  articleImported: (imported: number, failed: number) =>
    `Imported ${imported} redirects${failed ? `, ${failed} failed` : ''}`,
  articleAllExist: 'All redirects already exist',
  articleFailed: 'Import Failed',

  tiersTitle: 'How Redirects Work',

  statTotal: 'Total Redirects',
  statActive: 'Active Redirects',
  statInactive: 'Inactive Redirects',
  statHits: 'Total Hits',
  topTitle: 'Top Redirects',
  topEmpty: 'No hits yet.',

  search: 'Search by path or notes...',
  filterAll: 'All Redirects',
  filterActive: 'Active Only',
  filterInactive: 'Inactive Only',
  loading: 'Loading redirects...',
  empty: 'No redirects found. Create your first redirect or import from CSV.',
  noMatch: 'No redirects match your search.',

  deleteTitle: 'Delete Redirect',
  deleteText: (source: string) =>
    `Are you sure you want to delete the redirect from ${source}? This action cannot be undone.`,

  dialogNew: 'Create Redirect',
  dialogEdit: 'Edit Redirect',
  sourceLabel: 'Source Path',
  sourceHint: 'The old path visitors arrive at, e.g. /articles/old-post',
  targetLabel: 'Target Path',
  targetHint: 'Where they are sent, e.g. /blog/new-post',
  statusLabel: 'Status Code',
  activeLabel: 'Active',
  notesLabel: 'Notes',
  save: 'Save Redirect',
  saving: 'Saving...',
  saveAnyway: 'Save Anyway',
  pointAtFinal: (target: string) => `Point at ${target}`,
  cancel: 'Cancel',

  importTitle: 'Import Redirects from CSV',
  importHelp:
    'Paste CSV text or choose a file. Columns: source_path, target_path, and optionally status_code, is_active, notes. A WordPress Redirection export works as it is.',
  importText: 'CSV text',
  importFile: 'Or choose a CSV file',
  checkFile: 'Check Rows',
  checking: 'Checking...',
  runImport: (count: number) => `Import ${count} ${count === 1 ? 'Redirect' : 'Redirects'}`,
  importing: 'Importing...',
  dryRunSummary: (fresh: number, duplicate: number, rejected: number) =>
    `${fresh} new, ${duplicate} already there, ${rejected} refused`,

  notFoundTitle: 'Not Found (404) Log',
  notFoundText:
    'The busiest paths that answered 404 lately (the log keeps the 500 busiest and drops the rest every hour).',
  notFoundEmpty: 'No 404s logged yet.',
  notFoundError: 'Failed to load the 404 log',
  createFromPath: 'Create redirect',
  redirected: 'Redirected',

  syncDone: 'Redirects Synced',
  syncDoneText: (count: number) =>
    `Successfully synced ${count} redirects to Cloudflare. Deploy to activate instant redirects`,
  syncFailed: 'Sync Failed',
  syncFailedText: 'Failed to sync redirects to Cloudflare',
  syncOverLimitTitle: 'More redirects than the plan allows',
  edgeSaved: 'Edge settings saved',
  edgeSaveFailed: 'Failed to save edge settings',
  pagesOverLimit: (lines: number, limit: number) =>
    `The _redirects file has ${lines.toLocaleString('en-US')} rules; Cloudflare Pages reads at most ${limit.toLocaleString('en-US')} static redirects.`,
} as const;

export const TEST_REDIRECTS_TEXT = {
  heading: 'Redirect Test',
  intro:
    'Ask the redirect lookup what a path does, as the site’s client check does. Results are listed newest first.',
  pathLabel: 'Path to test',
  test: 'Test Redirect',
  quickTests: 'Quick tests',
  results: 'Results',
  noResults: 'No tests run yet.',
  testing: 'Testing...',
  notConfigured: 'No redirect configured',
  unknownError: 'Unknown error',
  back: 'Back to Redirects',
} as const;
