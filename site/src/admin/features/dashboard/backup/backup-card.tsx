import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { BACKUP_GROUP_LABELS, type RestoreJob, type RestorePlan } from '@core/backup';
import {
  errorMessageStyles,
  primaryButtonStyles,
  secondaryButtonStyles,
} from '../../../../components/form-styles';
import { useAdminData } from '../../../data/admin-data';
import { saveFile } from '../../../../lib/save-file';

export const BACKUP_CARD_TEXT = {
  intro:
    'One file with all the content: posts and their revisions, generator content and settings, redirects with their hits, domain root files, the image library and its files, robots.txt settings and the newsletter list (personal data: keep the file private).',
  download: 'Download backup',
  downloading: 'Preparing backup...',
  restore: 'Restore from backup',
  checking: 'Checking the file...',
  planTitle: 'What restoring this file would do',
  planSummary: (plan: RestorePlan) =>
    `${plan.totals.added.toLocaleString('en-US')} to add, ${plan.totals.changed.toLocaleString('en-US')} to change, ${plan.totals.unchanged.toLocaleString('en-US')} left alone as they are. Content that is not in the file is left alone too.`,
  madeAt: (createdAt: string) => `Backup made ${formatTime(createdAt)}.`,
  nothingToDo: 'The site already holds everything in this file: restoring it changes nothing.',
  personal: 'This file holds personal data (the newsletter list).',
  slugsTaken: (slugs: readonly string[]) => {
    const shown = slugs.slice(0, SLUGS_SHOWN).map((slug) => `/blog/${slug}`);
    const more = slugs.length - shown.length;
    return `${slugs.length === 1 ? 'One post address' : `${slugs.length.toLocaleString('en-US')} post addresses`} in the file now ${slugs.length === 1 ? 'belongs' : 'belong'} to other posts: ${shown.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en-US')} more` : ''}. Restoring gives ${slugs.length === 1 ? 'it' : 'them'} back to the posts in the file, and both posts then carry the same address: change the other post's slug afterwards.`;
  },
  confirm: 'Restore',
  cancel: 'Cancel',
  running: 'Restoring...',
  progressLabel: 'Restore progress',
  progress: (job: Pick<RestoreJob, 'written' | 'total' | 'phase'>) =>
    job.phase === 'undoing'
      ? `Putting back what was written: ${job.written.toLocaleString('en-US')} left`
      : `${job.written.toLocaleString('en-US')} of ${job.total.toLocaleString('en-US')} written`,
  mayLeave: 'All or nothing: if a write fails, everything written so far is put back.',
  doneTitle: 'Restore finished',
  done: (job: RestoreJob) =>
    `${job.totals.added.toLocaleString('en-US')} added, ${job.totals.changed.toLocaleString('en-US')} changed, ${job.totals.unchanged.toLocaleString('en-US')} left alone.`,
  errorTitle: 'Backup or restore failed',
  back: 'Back',
  columns: ['Content', 'To add', 'To change', 'Left alone'],
} as const;

/** How many taken post addresses the plan names; the rest it counts. */
const SLUGS_SHOWN = 5;

/** How often a running restore's progress is read. */
const POLL_MS = 1000;

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type State =
  | { step: 'idle' }
  | { step: 'downloading' }
  | { step: 'checking' }
  | { step: 'plan'; file: File; plan: RestorePlan }
  | { step: 'running'; job: Pick<RestoreJob, 'written' | 'total' | 'phase'> | null }
  | { step: 'done'; job: RestoreJob }
  | { step: 'error'; message: string };

const Box = styled.div`
  display: grid;
  gap: 0.9rem;
  p,
  h3 {
    margin: 0;
  }
  h3 {
    font-size: 1.05rem;
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

/** The amber of the admin's other warnings (the sitemap's URL check). */
const Warning = styled.p`
  border-radius: 8px;
  padding: 0.6rem 0.8rem;
  background: #fef3c7;
  color: #92400e;
  overflow-wrap: anywhere;
`;

const TableScroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 0.4rem 0.6rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
      padding: 0.4rem 0.25rem;
      font-size: 0.9rem;
    }
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
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

/**
 * The dashboard's backup and restore: download the whole site as one file; restore one after a
 * dry run that says what it would add, change and leave alone, with the restore's progress.
 */
export function BackupCard() {
  const { backup } = useAdminData();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [jobId, setJobId] = useState<string | null>(null);
  // Back from a plan, a result or an error, focus returns to the control that led there.
  const downloadButton = useRef<HTMLButtonElement>(null);
  const restoreInput = useRef<HTMLInputElement>(null);
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

  useEffect(() => {
    if (state.step !== 'running' || !jobId) return;
    const timer = setInterval(() => {
      backup.job(jobId).then(
        (job) =>
          setState((current) =>
            current.step === 'running' && job.status === 'running' ? { ...current, job } : current,
          ),
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
      setState({ step: 'plan', file, plan: await backup.dryRun(file) });
    } catch (error) {
      setState({ step: 'error', message: messageOf(error) });
    }
  };

  const onRestore = async (file: File) => {
    const id = backup.newJobId();
    setJobId(id);
    setState({ step: 'running', job: null });
    try {
      const job = await backup.restore(file, id);
      setState(
        job.status === 'done'
          ? { step: 'done', job }
          : { step: 'error', message: job.error ?? job.status },
      );
    } catch (error) {
      setState({ step: 'error', message: messageOf(error) });
    } finally {
      setJobId(null);
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
            <p>{BACKUP_CARD_TEXT.madeAt(state.plan.createdAt)}</p>
            <TableScroll>
              <table aria-labelledby="restore-plan-title">
                <thead>
                  <tr>
                    {BACKUP_CARD_TEXT.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {state.plan.groups.map((group) => (
                    <tr key={group.name}>
                      <th scope="row">{BACKUP_GROUP_LABELS[group.name] ?? group.name}</th>
                      <td>{group.added.toLocaleString('en-US')}</td>
                      <td>{group.changed.toLocaleString('en-US')}</td>
                      <td>{group.unchanged.toLocaleString('en-US')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <p role="status">
              {state.plan.totals.added + state.plan.totals.changed === 0
                ? BACKUP_CARD_TEXT.nothingToDo
                : BACKUP_CARD_TEXT.planSummary(state.plan)}
            </p>
            {state.plan.groups.some((g) => g.personal && g.added + g.changed + g.unchanged) && (
              <p className="muted">{BACKUP_CARD_TEXT.personal}</p>
            )}
            {state.plan.slugsTaken.length > 0 && (
              <Warning>{BACKUP_CARD_TEXT.slugsTaken(state.plan.slugsTaken)}</Warning>
            )}
            <Actions>
              <button
                type="button"
                className="primary"
                disabled={state.plan.totals.added + state.plan.totals.changed === 0}
                onClick={() => void onRestore(state.file)}
              >
                {BACKUP_CARD_TEXT.confirm}
              </button>
              <button type="button" className="secondary" onClick={back}>
                {BACKUP_CARD_TEXT.cancel}
              </button>
            </Actions>
          </Box>
        </section>
      )}
      {state.step === 'running' && (
        <Progress>
          <h3>{BACKUP_CARD_TEXT.running}</h3>
          <progress
            aria-label={BACKUP_CARD_TEXT.progressLabel}
            {...(state.job ? { value: state.job.written, max: Math.max(state.job.total, 1) } : {})}
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
