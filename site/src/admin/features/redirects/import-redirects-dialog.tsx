import { useState } from 'react';
import styled from 'styled-components';
import type { DryRunReport } from '@core/admin/admin-content-api';
import { REDIRECT_NOUN } from '@core/redirects/redirect-import-kind';
import { DECODE_TEXT, type FileEncoding } from '@core/import/decode-file';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { Modal, ModalActions } from '@site/shared/components/modal';
import { useToast } from '@site/shared/components/use-toast';
import { FormField } from '@site/admin/components/form-field';
import { useOfferImportUndo } from '@site/admin/components/import-panel/import-undo';
import { readImportFile } from '@site/admin/components/import-panel/read-import-file';
import { AdminApiError } from '@site/admin/data/admin-api';
import { useAdminData } from '@site/admin/data/admin-data';
import { REDIRECTS_TEXT } from './redirects-text';
import { useErrorToast } from '@site/admin/components/use-error-toast';

const Body = styled.div`
  display: grid;
  gap: 1rem;
  p {
    margin: 0;
  }
  textarea {
    font-family: ui-monospace, monospace;
    font-size: 0.85rem;
  }
  .primary {
    ${primaryButtonStyles}
  }
  .secondary {
    ${secondaryButtonStyles}
  }
  .problem {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 220px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  font-size: 0.9rem;
  li {
    padding: 0.45rem 0.7rem;
    overflow-wrap: anywhere;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .rejected {
    color: ${({ theme }) => theme.colors.danger};
  }
  .warning {
    color: #92400e;
  }
`;

/**
 * Import from CSV on the shared import engine: the rows are checked first (a dry run: each row
 * new, already there or refused, with the reason; chains and hidden posts as warnings), then
 * imported. Spec §8: 'Import complete' with N imported and M failed (destructive if any failed),
 * and an 'Undo import' action.
 */
export function ImportRedirectsDialog({
  open,
  onOpenChange,
  onImported,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onImported(): void;
}) {
  const data = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const offerUndo = useOfferImportUndo();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | undefined>();
  const [encoding, setEncoding] = useState<FileEncoding | null>(null);
  const [report, setReport] = useState<DryRunReport | null>(null);
  const [problem, setProblem] = useState<{ message: string; detail: string | null } | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);

  const fail = (error: unknown) => errorToast(REDIRECTS_TEXT.importFailed, error);

  async function check() {
    setBusy('checking');
    setProblem(null);
    try {
      setReport(await data.redirects.dryRun(text));
    } catch (error) {
      setReport(null);
      // A file the server cannot read at all: its words and the line it stopped at stay in the
      // dialog, beside the text to fix.
      if (error instanceof AdminApiError && error.status === 400)
        setProblem({ message: error.message, detail: error.detail });
      else fail(error);
    } finally {
      setBusy(null);
    }
  }

  async function runImport() {
    setBusy('importing');
    try {
      const job = await data.redirects.runImport(text, fileName);
      const failed = job.rejected + job.failed;
      toast({
        title: REDIRECTS_TEXT.importComplete,
        description: REDIRECTS_TEXT.importSummary(job.imported, failed),
        variant: failed ? 'destructive' : 'default',
        // The dialog closes and keeps no report: the toast is where the import can be undone.
        action: offerUndo(job, REDIRECT_NOUN),
      });
      setText('');
      setReport(null);
      onOpenChange(false);
      onImported();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    const decoded = await readImportFile(file);
    setReport(null);
    if (!decoded.ok) {
      setText('');
      setFileName(undefined);
      setEncoding(null);
      setProblem({ message: decoded.error, detail: null });
      return;
    }
    setText(decoded.text);
    setFileName(file.name);
    setEncoding(decoded.encoding);
    setProblem(null);
  }

  const listed = report?.rows.filter((row) => row.status !== 'new' || row.reason) ?? [];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={REDIRECTS_TEXT.importTitle}
      description={REDIRECTS_TEXT.importHelp}
      width="640px"
    >
      <Body>
        <FormField label={REDIRECTS_TEXT.importText}>
          {(props) => (
            <textarea
              {...props}
              rows={8}
              value={text}
              spellCheck={false}
              placeholder={
                'source_path,target_path,status_code,is_active,notes\n/old-page,/blog/new-page,301,true,Moved'
              }
              onChange={(e) => {
                setText(e.target.value);
                setEncoding(null);
                setReport(null);
                setProblem(null);
              }}
            />
          )}
        </FormField>
        <FormField label={REDIRECTS_TEXT.importFile}>
          {(props) => (
            <input
              {...props}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(e) => void chooseFile(e.target.files?.[0])}
            />
          )}
        </FormField>
        {problem && (
          <p role="alert" className="problem">
            <strong>{problem.message}</strong>
            {problem.detail && <> {problem.detail}</>}
          </p>
        )}
        {report && (
          <section aria-label="Check result">
            <p role="status">
              <strong>
                {REDIRECTS_TEXT.dryRunSummary(
                  report.counts.new,
                  report.counts.duplicate,
                  report.counts.rejected,
                )}
              </strong>
            </p>
            {encoding && <p>{DECODE_TEXT.readAs(encoding)}</p>}
            {listed.length > 0 && (
              <Rows>
                {listed.map((row) => (
                  <li
                    key={row.line}
                    className={
                      row.status === 'rejected' ? 'rejected' : row.status === 'new' ? 'warning' : ''
                    }
                  >
                    Line {row.line} {row.label && <code>{row.label}</code>}:{' '}
                    {row.status === 'new' ? 'will be imported; ' : ''}
                    {row.reason}
                  </li>
                ))}
              </Rows>
            )}
          </section>
        )}
        <ModalActions>
          <button
            type="button"
            className="secondary"
            onClick={() => onOpenChange(false)}
            disabled={busy !== null}
          >
            {REDIRECTS_TEXT.cancel}
          </button>
          <button
            type="button"
            className="secondary"
            onClick={check}
            disabled={busy !== null || !text.trim()}
          >
            {busy === 'checking' ? REDIRECTS_TEXT.checking : REDIRECTS_TEXT.checkFile}
          </button>
          <button
            type="button"
            className="primary"
            onClick={runImport}
            disabled={busy !== null || !report || report.counts.new === 0}
          >
            {busy === 'importing'
              ? REDIRECTS_TEXT.importing
              : REDIRECTS_TEXT.runImport(report?.counts.new ?? 0)}
          </button>
        </ModalActions>
      </Body>
    </Modal>
  );
}
