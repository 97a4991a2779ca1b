/** The shared import engine (every content kind and the redirects), through the admin API. */
import type { User } from 'firebase/auth';
import { apiPath } from '@core/api-routes';
import type {
  DryRunReport,
  ImportJob,
  ImportJobDetail,
  ImportRequest,
} from '@core/admin/admin-content-api';
import { AdminApiError, callAdminApi, fetchAdminText, jsonRequest } from './admin-api';

export interface ImportsStore {
  /** Every row as new, duplicate or rejected; writes nothing. Whole-file problems throw (400). */
  dryRun(request: ImportRequest): Promise<DryRunReport>;
  /**
   * Runs the import as job `jobId`; settles when the server has finished it (or the connection
   * gave up: the job goes on, so callers watch `job`, not this promise).
   */
  start(request: ImportRequest & { jobId: string }): Promise<ImportJob>;
  /** The job with every row it did not import, or null while it does not exist. */
  job(id: string): Promise<ImportJobDetail | null>;
  /** The same rows as CSV (line, status, title, reason). */
  reportCsv(id: string): Promise<string>;
  /**
   * Removes what the job created and nobody changed since; settles with the job (its `undo`)
   * when the server has finished, which `job` shows meanwhile as progress.
   */
  undo(id: string): Promise<ImportJob>;
}

export function apiImportsStore(currentUser: () => User | null): ImportsStore {
  return {
    dryRun: (request) => callAdminApi(currentUser(), apiPath('importDryRun'), jsonRequest(request)),
    start: async (request) =>
      (
        await callAdminApi<{ job: ImportJob }>(
          currentUser(),
          apiPath('imports'),
          jsonRequest(request),
        )
      ).job,
    job: async (id) => {
      try {
        return await callAdminApi<ImportJobDetail>(currentUser(), apiPath('importJob', { id }), {
          cache: 'no-store',
        });
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 404) return null;
        throw error;
      }
    },
    reportCsv: (id) => fetchAdminText(currentUser(), apiPath('importReport', { id })),
    undo: async (id) =>
      (
        await callAdminApi<{ job: ImportJob }>(
          currentUser(),
          apiPath('importUndo', { id }),
          jsonRequest({}),
        )
      ).job,
  };
}
