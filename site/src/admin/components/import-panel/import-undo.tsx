import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { IMPORT_UNDO_TEXT, type ImportJob, type ImportUndo } from '@core/admin/admin-content-api';
import type { Noun } from '@core/lib/plural';
import type { ToastAction, ToastMessage } from '@site/shared/components/toast-context';
import { useToast } from '@site/shared/components/use-toast';
import { useAdminData } from '@site/admin/data/admin-data';
import { ConfirmDialog } from '../confirm-dialog';
import { IMPORT_POLL_MS } from './use-import-job';

export const IMPORT_UNDO_PANEL_TEXT = {
  undo: 'Undo import',
  title: 'Undo this import?',
  text: (job: Pick<ImportJob, 'imported'>, noun: Noun) =>
    `This removes the ${job.imported === 1 ? noun.one : noun.many} this import created, unless someone changed ${job.imported === 1 ? 'it' : 'them'} since: those are kept.`,
  confirm: 'Undo import',
  pending: 'Undoing...',
  progressLabel: 'Undo progress',
  undone: 'Import undone',
  failed: 'Could not undo the import',
} as const;

const Section = styled.div`
  display: grid;
  gap: 0.5rem;
  progress {
    width: 100%;
  }
  p {
    margin: 0;
  }
  .problem {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** An undo's progress bar ('Undoing: X of Y') or its outcome, in the kind's words. */
export function UndoView({
  undo,
  running,
  noun,
  problem,
}: {
  undo: ImportUndo | null;
  running: boolean;
  noun: Noun;
  problem: string | null;
}) {
  // Until the first poll answers, the bar has no figures yet.
  const figures = undo?.status === 'running' ? undo : null;
  return (
    <Section>
      {running && (
        <>
          <progress
            aria-label={IMPORT_UNDO_PANEL_TEXT.progressLabel}
            {...(figures ? { value: figures.processed, max: Math.max(figures.total, 1) } : {})}
          />
          <p aria-live="polite">
            {figures ? IMPORT_UNDO_TEXT.progress(figures) : IMPORT_UNDO_PANEL_TEXT.pending}
          </p>
        </>
      )}
      {!running && undo?.status === 'done' && (
        <p role="status">
          <strong>{IMPORT_UNDO_PANEL_TEXT.undone}.</strong> {IMPORT_UNDO_TEXT.summary(undo, noun)}
        </p>
      )}
      {!running && undo?.status === 'stopped' && (
        <p className="problem" role="alert">
          {IMPORT_UNDO_TEXT.stopped(undo)}
        </p>
      )}
      {problem && (
        <p className="problem" role="alert">
          {IMPORT_UNDO_PANEL_TEXT.failed}: {problem}
        </p>
      )}
    </Section>
  );
}

/**
 * Undoing a finished job from its report: asks once, then has the server remove what the job
 * created and nobody changed since, polling the job for progress as the import did, and says
 * what it removed and kept. A job already undone shows that outcome and no button.
 */
export function useImportUndo(
  job: ImportJob,
  noun: Noun,
  pollMs = IMPORT_POLL_MS,
  asked?: { onSettled(outcome: UndoOutcome): void; onClosed(): void },
) {
  const { imports } = useAdminData();
  const [undo, setUndo] = useState<ImportUndo | null>(job.undo ?? null);
  const [running, setRunning] = useState(job.undo?.status === 'running');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!running) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const detail = await imports.job(job.id);
        if (!live) return;
        const latest = detail?.job.undo ?? null;
        if (latest) setUndo(latest);
        if (latest && latest.status !== 'running') {
          setRunning(false);
          return;
        }
      } catch {
        // A missed poll only delays the figures; the undo goes on on the server.
      }
      if (live) timer = setTimeout(poll, pollMs);
    };
    timer = setTimeout(poll, Math.min(250, pollMs));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [running, imports, job.id, pollMs]);

  async function start() {
    setProblem(null);
    setRunning(true);
    let outcome: UndoOutcome;
    try {
      const finished = await imports.undo(job.id);
      outcome = { undo: finished.undo ?? null, problem: null };
      setUndo(outcome.undo);
    } catch (error) {
      outcome = { undo: null, problem: error instanceof Error ? error.message : String(error) };
      setProblem(outcome.problem);
    } finally {
      setRunning(false);
    }
    asked?.onSettled(outcome);
  }

  const canUndo = job.imported > 0 && !running && undo?.status !== 'done';
  const view = <UndoView undo={undo} running={running} noun={noun} problem={problem} />;
  const dialog = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={(open) => {
        if (open) return;
        setConfirming(false);
        asked?.onClosed();
        setTimeout(() => button.current?.focus());
      }}
      title={IMPORT_UNDO_PANEL_TEXT.title}
      description={IMPORT_UNDO_PANEL_TEXT.text(job, noun)}
      confirmLabel={IMPORT_UNDO_PANEL_TEXT.confirm}
      pendingLabel={IMPORT_UNDO_PANEL_TEXT.pending}
      // Asked from a toast, there is no report to show the progress in: the dialog holds it
      // until the undo settles.
      onConfirm={asked ? start : () => void start()}
    >
      {asked && running && view}
    </ConfirmDialog>
  );
  const action = (
    <>
      {canUndo && (
        <button
          ref={button}
          type="button"
          className="secondary"
          onClick={() => setConfirming(true)}
        >
          {IMPORT_UNDO_PANEL_TEXT.undo}
        </button>
      )}
      {dialog}
    </>
  );
  return { view, action, dialog, ask: () => setConfirming(true) };
}

/** How an undo ended: its record, or why it could not start or finish. */
export interface UndoOutcome {
  undo: ImportUndo | null;
  problem: string | null;
}

/** The toast that says how an undo asked from a toast ended, in the report's words. */
function undoOutcomeToast({ undo, problem }: UndoOutcome, noun: Noun): ToastMessage {
  if (undo?.status === 'done')
    return {
      title: IMPORT_UNDO_PANEL_TEXT.undone,
      description: IMPORT_UNDO_TEXT.summary(undo, noun),
    };
  return {
    title: IMPORT_UNDO_PANEL_TEXT.failed,
    description: problem ?? (undo ? IMPORT_UNDO_TEXT.stopped(undo) : undefined),
    variant: 'destructive',
  };
}

type OfferUndo = (job: ImportJob, noun: Noun) => ToastAction | undefined;

const OfferUndoContext = createContext<OfferUndo>(() => undefined);

/**
 * The 'Undo import' action for an import's success toast, where no report stays on screen (an
 * importer page that returns to its tool, the redirect import dialog). Nothing to offer when the
 * job created nothing, or outside an ImportUndoHost.
 */
export function useOfferImportUndo(): OfferUndo {
  return useContext(OfferUndoContext);
}

/**
 * Runs the undos asked from toasts. It sits above the routes, since the page that showed the
 * toast may be gone by the time its action is clicked.
 */
export function ImportUndoHost({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState<{ job: ImportJob; noun: Noun; key: number } | null>(null);
  const offer = useCallback<OfferUndo>(
    (job, noun) =>
      job.imported > 0
        ? {
            label: IMPORT_UNDO_PANEL_TEXT.undo,
            keepsToast: true,
            onClick: () => setAsked((previous) => ({ job, noun, key: (previous?.key ?? 0) + 1 })),
          }
        : undefined,
    [],
  );
  return (
    <OfferUndoContext.Provider value={offer}>
      {children}
      {asked && (
        <AskedUndo
          key={asked.key}
          job={asked.job}
          noun={asked.noun}
          onClosed={() => setAsked(null)}
        />
      )}
    </OfferUndoContext.Provider>
  );
}

function AskedUndo({ job, noun, onClosed }: { job: ImportJob; noun: Noun; onClosed(): void }) {
  const toast = useToast();
  const { dialog, ask } = useImportUndo(job, noun, undefined, {
    onSettled: (outcome) => toast(undoOutcomeToast(outcome, noun)),
    onClosed,
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- asks once, when the action is clicked
  useEffect(ask, []);
  return dialog;
}
