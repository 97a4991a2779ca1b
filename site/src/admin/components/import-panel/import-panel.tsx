import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { DryRunReport, ImportJobDetail } from '@core/admin/admin-content-api';
import { contentKind, type ContentKindId } from '@core/generators/content-kinds';
import { DECODE_TEXT, type FileEncoding } from '@core/import/decode-file';
import { IMPORT_TEXT, type ImportFormat } from '@core/import/parse-table';
import { AdminApiError } from '@site/admin/data/admin-api';
import { useAdminData } from '@site/admin/data/admin-data';
import { FormField } from '../form-field';
import { saveFile } from '../save-file';
import { IMPORT_PANEL_TEXT as TEXT } from './import-text';
import { useImportUndo } from './import-undo';
import { readImportFile } from './read-import-file';
import { Actions, DryRunView, Panel, Problem, ProgressView, ResultView } from './import-views';
import { useImportJob } from './use-import-job';

/** Files larger than this are imported as chosen, not copied into the text box. */
const SHOWN_TEXT_LIMIT = 200_000;

interface ProblemInfo {
  message: string;
  detail: string | null;
}

export interface ImportPanelProps {
  kind: ContentKindId;
  /** The formats offered, the first chosen at first. */
  formats?: readonly ImportFormat[];
  /** What 'Load example' puts in the box, per format. */
  examples?: Partial<Record<ImportFormat, string>>;
  /** Name parts: the one category of the whole import (spec §5). */
  category?: string;
  /** Runs once when a job ends (also one found ended after a reload). */
  onFinished?(detail: ImportJobDetail): void;
  /** Extra actions beside a result's own (e.g. a way back). */
  resultActions?: ReactNode;
  pollMs?: number;
}

function columnsHint(kind: ContentKindId): string {
  const columns = contentKind(kind).columns;
  const names = (required: boolean) =>
    columns.filter((c) => c.required === required).map((c) => c.names[0]!);
  const hint = TEXT.columns(names(true), names(false));
  return columns.some((c) => c.type === 'list') ? `${hint} ${TEXT.listSeparator}` : hint;
}

const formatOfFile = (name: string, formats: readonly ImportFormat[]): ImportFormat =>
  /\.json$/i.test(name) && formats.includes('json')
    ? 'json'
    : formats.includes('csv')
      ? 'csv'
      : formats[0]!;

const problemOf = (error: unknown): ProblemInfo =>
  error instanceof AdminApiError
    ? { message: error.message, detail: error.detail }
    : {
        message: error instanceof Error ? error.message : 'An unexpected error occurred',
        detail: null,
      };

/**
 * Bulk import in two steps, for every kind of generator content: a dry run that shows each row
 * as new, duplicate or rejected (with its reason), then the import, run by the server as a job
 * whose progress ('N of M') this panel follows, across reloads. The result names what was
 * imported, skipped and rejected, lists each row not imported and offers the report as CSV.
 */
export function ImportPanel({
  kind,
  formats = ['csv', 'json'],
  examples = {},
  category,
  onFinished = () => {},
  resultActions,
  pollMs,
}: ImportPanelProps) {
  const { imports } = useAdminData();
  const { state, start, reset } = useImportJob(kind, onFinished, pollMs);
  const [format, setFormat] = useState<ImportFormat>(formats[0]!);
  const [text, setText] = useState('');
  const [file, setFile] = useState<{
    name: string;
    size: number;
    encoding: FileEncoding;
  } | null>(null);
  const [checking, setChecking] = useState(false);
  const [report, setReport] = useState<DryRunReport | null>(null);
  const [problem, setProblem] = useState<ProblemInfo | null>(null);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step =
    state.phase === 'idle' || state.phase === 'failed'
      ? report
        ? 'report'
        : 'input'
      : state.phase;

  // Each step's heading takes the focus, so keyboard and screen reader users follow along.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const request = () => ({
    kind,
    text,
    format,
    ...(category !== undefined ? { category } : {}),
    ...(file ? { fileName: file.name } : {}),
  });

  function edit(next: { text?: string; format?: ImportFormat }) {
    if (state.phase === 'failed') reset();
    if (next.text !== undefined) setText(next.text);
    if (next.format !== undefined) setFormat(next.format);
    setReport(null);
    setProblem(null);
  }

  async function chooseFile(chosen: File | undefined) {
    if (!chosen) return;
    const decoded = await readImportFile(chosen);
    if (!decoded.ok) {
      setFile(null);
      edit({ text: '' });
      setProblem({ message: decoded.error, detail: null });
      return;
    }
    setFile({ name: chosen.name, size: chosen.size, encoding: decoded.encoding });
    edit({ text: decoded.text, format: formatOfFile(chosen.name, formats) });
  }

  async function dryRun() {
    if (state.phase === 'failed') reset();
    if (!text.trim()) {
      setProblem({ message: IMPORT_TEXT.noData, detail: IMPORT_TEXT.noDataDetail });
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      setReport(await imports.dryRun(request()));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setChecking(false);
    }
  }

  function runImport() {
    setReport(null);
    start(request());
  }

  function another() {
    reset();
    setReport(null);
    setProblem(null);
    setDownloadProblem(null);
    setText('');
    setFile(null);
  }

  async function download(id: string) {
    setDownloadProblem(null);
    try {
      saveFile(`import-${id}-report.csv`, await imports.reportCsv(id), 'text/csv;charset=utf-8');
    } catch (error) {
      setDownloadProblem(`${TEXT.downloadFailed}: ${problemOf(error).message}`);
    }
  }

  const failure = state.phase === 'failed' ? state : problem;
  const largeFile = file !== null && text.length > SHOWN_TEXT_LIMIT;

  if (state.phase === 'watching')
    return <ProgressView job={state.job} pollError={state.pollError} headingRef={heading} />;

  if (state.phase === 'finished')
    return (
      <FinishedView
        kind={kind}
        pollMs={pollMs}
        detail={state.detail}
        headingRef={heading}
        downloadProblem={downloadProblem}
        onDownload={() => void download(state.detail.job.id)}
        onAnother={another}
        actions={resultActions}
      />
    );

  if (step === 'report' && report)
    return (
      <DryRunView
        report={report}
        headingRef={heading}
        onImport={runImport}
        onEdit={() => setReport(null)}
        readAs={file ? DECODE_TEXT.readAs(file.encoding) : undefined}
      />
    );

  return (
    <Panel>
      <h3 ref={heading} tabIndex={-1} className="visually-hidden">
        {TEXT.data}
      </h3>
      {formats.length > 1 && (
        <fieldset>
          <legend>{TEXT.format}</legend>
          {formats.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`import-format-${kind}`}
                value={option}
                checked={format === option}
                onChange={() => edit({ format: option })}
              />
              {TEXT.formats[option]}
            </label>
          ))}
        </fieldset>
      )}
      <FormField label={TEXT.file}>
        {(props) => (
          <input
            {...props}
            type="file"
            accept=".csv,.json,.txt,text/csv,application/json,text/plain"
            onChange={(e) => void chooseFile(e.target.files?.[0])}
          />
        )}
      </FormField>
      {largeFile ? (
        <p>
          {file.name} ({Math.round(file.size / 1024).toLocaleString('en-US')} KB)
        </p>
      ) : (
        <FormField label={TEXT.data} hint={format === 'list' ? TEXT.listFormat : columnsHint(kind)}>
          {(props) => (
            <textarea
              {...props}
              rows={10}
              spellCheck={false}
              value={text}
              onChange={(e) => {
                setFile(null);
                edit({ text: e.target.value });
              }}
            />
          )}
        </FormField>
      )}
      {failure && (
        <Problem role="alert">
          <p>
            <strong>{failure.message}</strong>
          </p>
          {failure.detail && <p>{failure.detail}</p>}
        </Problem>
      )}
      <p className="muted">{TEXT.dryRunHint}</p>
      <Actions>
        <button type="button" className="primary" disabled={checking} onClick={dryRun}>
          {checking ? TEXT.checking : TEXT.dryRun}
        </button>
        {examples[format] !== undefined && (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setFile(null);
              edit({ text: examples[format] });
            }}
          >
            {TEXT.example}
          </button>
        )}
      </Actions>
    </Panel>
  );
}

/** A finished job's report, with its undo (a hook of its own: it lives as long as the report). */
function FinishedView({
  kind,
  pollMs,
  ...props
}: Parameters<typeof ResultView>[0] & { kind: ContentKindId; pollMs?: number }) {
  const undo = useImportUndo(props.detail.job, contentKind(kind).noun, pollMs);
  return <ResultView {...props} undo={undo} />;
}
