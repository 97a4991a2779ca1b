import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import {
  importProgressText,
  type DryRunReport,
  type ImportJob,
  type ImportJobDetail,
} from '@core/admin/admin-content-api';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { ImportRows } from './import-rows';
import { IMPORT_PANEL_TEXT as TEXT } from './import-text';

export const Panel = styled.section`
  display: grid;
  gap: 1rem;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  fieldset {
    border: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1.25rem;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
    padding: 0;
  }
  fieldset label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
  }
  textarea {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.9rem;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  .primary {
    ${primaryButtonStyles}
  }
  .secondary {
    ${secondaryButtonStyles}
  }
`;

export const Problem = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: 8px;
  padding: 0.75rem 1rem;
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: 0.75rem;
  margin: 0;
  div {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: 0.6rem 0.8rem;
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.4rem;
    font-weight: 700;
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
  .count {
    font-weight: 600;
  }
`;

type HeadingRef = Ref<HTMLHeadingElement>;

/** The dry run's figures and rows, and the way on: import the new rows, or edit the data. */
export function DryRunView({
  report,
  headingRef,
  onImport,
  onEdit,
  readAs,
}: {
  report: DryRunReport;
  headingRef?: HeadingRef;
  /** How the chosen file was decoded ('Read as Windows-1252'); absent for typed text. */
  readAs?: string;
  onImport(): void;
  onEdit(): void;
}) {
  const { counts } = report;
  const figures = [
    [TEXT.rows, counts.total],
    [TEXT.status.new, counts.new],
    [TEXT.status.duplicate, counts.duplicate],
    [TEXT.status.rejected, counts.rejected],
  ] as const;
  return (
    <Panel>
      <h3 ref={headingRef} tabIndex={-1}>
        {TEXT.statistics}
      </h3>
      <Stats>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </Stats>
      {readAs && <p className="muted">{readAs}</p>}
      {report.ignoredColumns.length > 0 && (
        <p className="muted">{TEXT.ignoredColumns(report.ignoredColumns)}</p>
      )}
      <ImportRows
        caption={TEXT.dryRun}
        rows={report.rows}
        statuses={['new', 'duplicate', 'rejected']}
      />
      {counts.new === 0 && <p role="status">{TEXT.nothingNew}</p>}
      <Actions>
        <button type="button" className="primary" disabled={counts.new === 0} onClick={onImport}>
          {TEXT.import(counts.new)}
        </button>
        <button type="button" className="secondary" onClick={onEdit}>
          {TEXT.editData}
        </button>
      </Actions>
    </Panel>
  );
}

/** A running job: 'N of M' on a bar (no figures yet while the server reads the file). */
export function ProgressView({
  job,
  pollError,
  headingRef,
}: {
  job: ImportJob | null;
  pollError: string | null;
  headingRef?: HeadingRef;
}) {
  return (
    <Panel aria-busy="true">
      <h3 ref={headingRef} tabIndex={-1}>
        {job ? TEXT.importing : TEXT.starting}
      </h3>
      <Progress>
        <progress
          aria-label={TEXT.progressLabel}
          {...(job ? { value: job.processed, max: Math.max(job.total, 1) } : {})}
        />
        <span className="count" aria-live="polite">
          {job ? importProgressText(job) : ''}
        </span>
      </Progress>
      <p className="muted">{TEXT.mayLeave}</p>
      {pollError && <p role="status">{TEXT.pollError(pollError)}</p>}
    </Panel>
  );
}

/** A job that ended: what it did, every row it did not import, and the report as CSV. */
export function ResultView({
  detail,
  headingRef,
  downloadProblem,
  onDownload,
  onAnother,
  actions,
  undo,
}: {
  detail: ImportJobDetail;
  headingRef?: HeadingRef;
  downloadProblem: string | null;
  onDownload(): void;
  onAnother(): void;
  actions?: ReactNode;
  /** Undoing the job: its progress or outcome, and its button (see useImportUndo). */
  undo?: { view: ReactNode; action: ReactNode };
}) {
  const { job, rows } = detail;
  return (
    <Panel>
      <h3 ref={headingRef} tabIndex={-1}>
        {job.status === 'done' ? TEXT.finished : TEXT.interrupted}
      </h3>
      <p role="status">{TEXT.summary(job)}</p>
      {job.error && (
        <Problem role="alert">
          <p>{job.error}</p>
        </Problem>
      )}
      {rows.length > 0 ? (
        <ImportRows
          caption={TEXT.notImported}
          rows={rows}
          statuses={['rejected', 'duplicate', 'failed']}
        />
      ) : (
        <p>{TEXT.allImported}</p>
      )}
      {downloadProblem && <p role="alert">{downloadProblem}</p>}
      {undo?.view}
      <Actions>
        <button type="button" className="secondary" onClick={onDownload}>
          {TEXT.download}
        </button>
        {undo?.action}
        {actions}
        <button type="button" className="secondary" onClick={onAnother}>
          {TEXT.another}
        </button>
      </Actions>
    </Panel>
  );
}
