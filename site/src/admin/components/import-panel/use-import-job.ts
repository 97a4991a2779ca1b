import { nanoid } from 'nanoid';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportJob, ImportJobDetail, ImportRequest } from '@core/admin/admin-content-api';
import type { ContentKindId } from '@core/generators/content-kinds';
import { AdminApiError } from '@site/admin/data/admin-api';
import { useAdminData } from '@site/admin/data/admin-data';

/** The job a page watches is kept here, so a reload (or coming back later) finds it again. */
export const importJobStorageKey = (kind: ContentKindId) => `elf-admin:import-job:${kind}`;

export const IMPORT_POLL_MS = 1000;
/** Polls a job may answer 404 before we give up: its request may still be reading the file. */
const MISSING_POLLS_ALLOWED = 15;

/** Answers that mean the server refused the import itself: nothing runs, nothing to watch. */
const REFUSED = new Set([400, 401, 403, 404, 409, 413]);

export type ImportJobState =
  | { phase: 'idle' }
  | { phase: 'watching'; jobId: string; job: ImportJob | null; pollError: string | null }
  | { phase: 'finished'; detail: ImportJobDetail }
  | { phase: 'failed'; message: string; detail: string | null };

function readStoredId(kind: ContentKindId): string | null {
  try {
    return localStorage.getItem(importJobStorageKey(kind));
  } catch {
    return null;
  }
}

function storeId(kind: ContentKindId, id: string | null) {
  try {
    if (id) localStorage.setItem(importJobStorageKey(kind), id);
    else localStorage.removeItem(importJobStorageKey(kind));
  } catch {
    // Private modes may refuse storage: the import still runs; only a reload loses sight of it.
  }
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'An unexpected error occurred';

/**
 * Starts an import job on the server and watches it until it ends. The server does the work in
 * the request that starts it; the page only polls the job, so a closed tab or a connection cut
 * by the hosting proxy stops nothing, and the job's id in local storage lets a reload resume.
 * `onFinished` runs once per job, when it is seen ending (or found ended after a reload).
 */
export function useImportJob(
  kind: ContentKindId,
  onFinished: (detail: ImportJobDetail) => void,
  pollMs = IMPORT_POLL_MS,
) {
  const { imports } = useAdminData();
  const [state, setState] = useState<ImportJobState>(() => {
    const jobId = readStoredId(kind);
    return jobId ? { phase: 'watching', jobId, job: null, pollError: null } : { phase: 'idle' };
  });
  // Why the start request failed, when it did without refusing (e.g. the proxy's time limit).
  const startFailure = useRef<Map<string, string>>(new Map());
  const finishedRef = useRef(onFinished);
  useEffect(() => {
    finishedRef.current = onFinished;
  }, [onFinished]);
  const notified = useRef<string | null>(null);

  const watchedId = state.phase === 'watching' ? state.jobId : null;
  useEffect(() => {
    if (!watchedId) return;
    let live = true;
    let missing = 0;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const detail = await imports.job(watchedId);
        if (!live) return;
        if (!detail) {
          missing += 1;
          const failure = startFailure.current.get(watchedId);
          if (failure || missing > MISSING_POLLS_ALLOWED) {
            storeId(kind, null);
            setState({
              phase: 'failed',
              message: 'The import could not be started',
              detail: failure ?? null,
            });
            return;
          }
        } else if (detail.job.status === 'running') {
          setState({ phase: 'watching', jobId: watchedId, job: detail.job, pollError: null });
        } else {
          setState({ phase: 'finished', detail });
          if (notified.current !== watchedId) {
            notified.current = watchedId;
            finishedRef.current(detail);
          }
          return;
        }
      } catch (error) {
        if (!live) return;
        setState((previous) =>
          previous.phase === 'watching' ? { ...previous, pollError: messageOf(error) } : previous,
        );
      }
      timer = setTimeout(poll, pollMs);
    };
    timer = setTimeout(poll, Math.min(250, pollMs));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [watchedId, imports, kind, pollMs]);

  const start = useCallback(
    (request: ImportRequest) => {
      const jobId = nanoid(20);
      storeId(kind, jobId);
      setState({ phase: 'watching', jobId, job: null, pollError: null });
      imports.start({ ...request, jobId }).catch((error: unknown) => {
        if (error instanceof AdminApiError && REFUSED.has(error.status)) {
          storeId(kind, null);
          setState((previous) =>
            previous.phase === 'watching' && previous.jobId === jobId
              ? { phase: 'failed', message: error.message, detail: error.detail }
              : previous,
          );
        } else {
          // The job may well be running: the polls decide.
          startFailure.current.set(jobId, messageOf(error));
        }
      });
    },
    [imports, kind],
  );

  /** Forgets the job (its result stays on the server): the panel is ready for another file. */
  const reset = useCallback(() => {
    storeId(kind, null);
    setState({ phase: 'idle' });
  }, [kind]);

  return { state, start, reset };
}
