import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { RestoreJob, RestoreMode, RestorePlan } from '@core/admin/backup';
import {
  dangerButtonStyles,
  errorMessageStyles,
  primaryButtonStyles,
  secondaryButtonStyles,
} from '@site/shared/components/form-styles';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { useAdminData } from '@site/admin/data/admin-data';
import { saveFile } from '@site/admin/components/save-file';
import { BACKUP_CARD_TEXT } from './backup-text';
import { RestorePlanView } from './restore-plan-view';

/** How often a running restore's progress is read. */
const POLL_MS = 1000;

type State =
  | { step: 'idle' }
  | { step: 'downloading' }
  | { step: 'checking' }
  | { step: 'plan'; file: File; plan: RestorePlan; mode: RestoreMode }
  | { step: 'running'; job: Pick<RestoreJob, 'written' | 'total' | 'phase'> | null }
  | { step: 'done'; job: RestoreJob }
  | { step: 'error'; message: string };

const Box = styled.div`
  display: grid;
  gap: 0.9rem;
  p,
  h3,
  h4 {
    margin: 0;
  }
  h3 {
    font-size: 1.05rem;
  }
  h4 {
    font-size: 1rem;
    margin-bottom: 0.35rem;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  button.primary {
    ${primaryButtonStyles}
  }
  button.danger {
    ${dangerButtonStyles}
  }
  button.secondary,
  label.secondary {
    ${secondaryButtonStyles}
  }
  /* The file input sits inside its label, out of sight: the label is the button. */
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  label.secondary:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Progress = styled.div`
  display: grid;
  gap: 0.4rem;
  progress {
    width: 100%;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Problem = styled.p`
  ${errorMessageStyles}
`;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the card shows of a restore as it stands: its progress while it runs, then its end. */
const settled = (job: RestoreJob): State =>
  job.status === 'running'
    ? { step: 'running', job }
    : job.status === 'done'
      ? { step: 'done', job }
      : { step: 'error', message: job.error ?? job.status };

/**
 * The dashboard's backup and restore: download the whole site as one file; restore one, as a merge
 * or a replace, after a dry run that says what each would add, change and remove, with the
 * restore's progress. A replace deletes, so it asks first.
 */
export function BackupCard() {
  const { backup } = useAdminData();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [jobId, setJobId] = useState<string | null>(null);
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  // Back from a plan, a result or an error, focus returns to the control that led there.
  const downloadButton = useRef<HTMLButtonElement>(null);
  const restoreInput = useRef<HTMLInputElement>(null);
  const replaceButton = useRef<HTMLButtonElement>(null);
  const runningHeading = useRef<HTMLHeadingElement>(null);
  const startedBy = useRef<'download' | 'restore'>('restore');
  const returning = useRef(false);
  useEffect(() => {
    if (!returning.current || state.step !== 'idle') return;
    returning.current = false;
    (startedBy.current === 'download' ? downloadButton : restoreInput).current?.focus();
  }, [state.step]);
  const back = () => {
    returning.current = true;
    setState({ step: 'idle' });
  };
  // The button that started a restore is gone: focus goes to what now says how it goes.
  useEffect(() => {
    if (state.step === 'running') runningHeading.current?.focus();
  }, [state.step]);

  // The restore runs on the server after its request answers: polled until it ends.
  useEffect(() => {
    if (state.step !== 'running' || !jobId) return;
    const timer = setInterval(() => {
      backup.job(jobId).then(
        (job) => setState((current) => (current.step === 'running' ? settled(job) : current)),
        // The job document may not exist yet; the next poll or the request's answer settles it.
        () => {},
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [backup, jobId, state.step]);

  const onDownload = async () => {
    startedBy.current = 'download';
    setState({ step: 'downloading' });
    try {
      const { blob, fileName } = await backup.download();
      saveFile(fileName, blob);
      setState({ step: 'idle' });
    } catch (error) {
      setState({ step: 'error', message: messageOf(error) });
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    startedBy.current = 'restore';
    setState({ step: 'checking' });
    try {
      setState({ step: 'plan', file, plan: await backup.dryRun(file), mode: 'merge' });
    } catch (error) {
      setState({ step: 'error', message: messageOf(error) });
    }
  };

  const onRestore = async (file: File, mode: RestoreMode) => {
    const id = backup.newJobId();
    setJobId(id);
    setState({ step: 'running', job: null });
    try {
      setState(settled(await backup.restore(file, id, mode)));
    } catch (error) {
      setJobId(null);
      setState({ step: 'error', message: messageOf(error) });
    }
  };

  const busy = state.step === 'downloading' || state.step === 'checking';
  const idleActions = (
    <Actions>
      <button
        ref={downloadButton}
        type="button"
        className="primary"
        onClick={() => void onDownload()}
        disabled={busy || state.step === 'running'}
      >
        {state.step === 'downloading' ? BACKUP_CARD_TEXT.downloading : BACKUP_CARD_TEXT.download}
      </button>
      <label className="secondary" aria-disabled={busy}>
        {state.step === 'checking' ? BACKUP_CARD_TEXT.checking : BACKUP_CARD_TEXT.restore}
        <input
          ref={restoreInput}
          type="file"
          accept="application/json,.json"
          disabled={busy}
          onChange={(event) => void onFile(event)}
        />
      </label>
    </Actions>
  );

  return (
    <Box>
      <p className="muted">{BACKUP_CARD_TEXT.intro}</p>
      {(state.step === 'idle' || busy) && idleActions}
      {state.step === 'plan' && (
        <section aria-labelledby="restore-plan-title">
          <Box>
            <h3 id="restore-plan-title">{BACKUP_CARD_TEXT.planTitle}</h3>
            <RestorePlanView
              plan={state.plan}
              mode={state.mode}
              onModeChange={(mode) => setState({ ...state, mode })}
            />
            <Actions>
              {state.mode === 'merge' ? (
                <button
                  type="button"
                  className="primary"
                  disabled={state.plan.merge.writes === 0}
                  onClick={() => void onRestore(state.file, 'merge')}
                >
                  {BACKUP_CARD_TEXT.confirm}
                </button>
              ) : (
                <button
                  ref={replaceButton}
                  type="button"
                  className="danger"
                  disabled={state.plan.replace.writes === 0}
                  onClick={() => setConfirmingReplace(true)}
                >
                  {BACKUP_CARD_TEXT.replace}
                </button>
              )}
              <button type="button" className="secondary" onClick={back}>
                {BACKUP_CARD_TEXT.cancel}
              </button>
            </Actions>
          </Box>
          <ConfirmDialog
            open={confirmingReplace}
            onOpenChange={setConfirmingReplace}
            title={BACKUP_CARD_TEXT.replaceTitle}
            description={BACKUP_CARD_TEXT.replaceText(state.plan.createdAt, state.plan.replace)}
            confirmLabel={BACKUP_CARD_TEXT.replaceConfirm}
            pendingLabel={BACKUP_CARD_TEXT.replacing}
            // The restore shows its own progress: the dialog closes as it starts.
            onConfirm={() => void onRestore(state.file, 'replace')}
            returnFocusTo={() => runningHeading.current ?? replaceButton.current}
          >
            <ul>
              {state.plan.replace.groups
                .filter((group) => group.removed > 0)
                .map((group) => (
                  <li key={group.name}>{BACKUP_CARD_TEXT.replaceGroup(group)}</li>
                ))}
            </ul>
          </ConfirmDialog>
        </section>
      )}
      {state.step === 'running' && (
        <Progress>
          <h3 ref={runningHeading} tabIndex={-1}>
            {BACKUP_CARD_TEXT.running}
          </h3>
          <progress
            aria-label={BACKUP_CARD_TEXT.progressLabel}
            {...(state.job && state.job.total > 0
              ? { value: state.job.written, max: state.job.total }
              : {})}
          />
          <span aria-live="polite">{state.job ? BACKUP_CARD_TEXT.progress(state.job) : ''}</span>
          <p className="muted">{BACKUP_CARD_TEXT.mayLeave}</p>
        </Progress>
      )}
      {state.step === 'done' && (
        <Box>
          <h3>{BACKUP_CARD_TEXT.doneTitle}</h3>
          <p role="status">{BACKUP_CARD_TEXT.done(state.job)}</p>
          <Actions>
            <button type="button" className="secondary" onClick={back}>
              {BACKUP_CARD_TEXT.back}
            </button>
          </Actions>
        </Box>
      )}
      {state.step === 'error' && (
        <Box>
          <h3>{BACKUP_CARD_TEXT.errorTitle}</h3>
          <Problem role="alert">{state.message}</Problem>
          <Actions>
            <button type="button" className="secondary" onClick={back}>
              {BACKUP_CARD_TEXT.back}
            </button>
          </Actions>
        </Box>
      )}
    </Box>
  );
}
