import { useState } from 'react';
import styled from 'styled-components';
import {
  problemWords,
  summarizeUrlChecks,
  type UrlCheckResult,
} from '@core/site/sitemap-url-check';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { useAdminData } from '@site/admin/data/admin-data';
import { errorMessage } from './sitemap-verification';

export const URL_CHECK_TEXT = {
  button: 'Check every URL',
  running: 'Checking URLs...',
  progress: (done: number, total: number) => `Checked ${done} of ${total} URLs`,
  passedTitle: 'Every URL Passed',
  warningTitle: 'Sitemap URL Warning',
  failedTitle: 'URL Check Failed',
  yes: 'yes',
  no: 'no',
} as const;

type CheckState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number | null }
  | { status: 'done'; results: UrlCheckResult[]; summary: ReturnType<typeof summarizeUrlChecks> }
  | { status: 'error'; message: string };

const Button = styled.button`
  ${secondaryButtonStyles}
  align-self: flex-start;
`;

const Summary = styled.div<{ $warning: boolean }>`
  border-radius: 8px;
  padding: 0.6rem 0.8rem;
  background: ${({ $warning }) => ($warning ? '#fef3c7' : '#dcfce7')};
  color: ${({ $warning }) => ($warning ? '#92400e' : '#166534')};
  overflow-wrap: anywhere;
`;

const Results = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.4rem;
  font-size: 0.9rem;
  max-height: 20rem;
  overflow-y: auto;
  li {
    display: grid;
    gap: 0.1rem;
    padding: 0.4rem 0.5rem;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.background};
  }
  li[data-problem] {
    background: #fff7ed;
  }
  code {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function ResultLine({ result }: { result: UrlCheckResult }) {
  const yesNo = (value: boolean) => (value ? URL_CHECK_TEXT.yes : URL_CHECK_TEXT.no);
  return (
    <li data-problem={result.problem ?? undefined}>
      <code>{result.url}</code>
      <small>
        Status {result.status ?? '—'} · indexable {yesNo(result.indexable)} · canonical is itself{' '}
        {yesNo(result.canonicalIsSelf)}
        {result.problem && ` · ${problemWords(result.problem)}`}
        {result.location && ` → ${result.location}`}
        {result.error && ` (${result.error})`}
      </small>
    </li>
  );
}

/**
 * "Check every URL" (beyond the spec): the server fetches each URL of the published sitemap, in
 * batches, and the card reports per URL its status, whether it may be indexed and whether its
 * canonical is itself; a 404, a redirect or a noindex page in the sitemap is a warning naming it.
 */
export function UrlCheck() {
  const data = useAdminData();
  const toast = useToast();
  const [state, setState] = useState<CheckState>({ status: 'idle' });

  async function run() {
    setState({ status: 'running', done: 0, total: null });
    const results: UrlCheckResult[] = [];
    try {
      let offset: number | null = 0;
      while (offset !== null) {
        const batch = await data.sitemap.checkUrls(offset);
        results.push(...batch.results);
        setState({ status: 'running', done: results.length, total: batch.total });
        offset = batch.nextOffset;
      }
    } catch (error) {
      const message = errorMessage(error);
      setState({ status: 'error', message });
      toast({ title: URL_CHECK_TEXT.failedTitle, description: message, variant: 'destructive' });
      return;
    }
    const summary = summarizeUrlChecks(results);
    // Problems first, so the list starts with what needs fixing.
    const ordered = [
      ...results.filter((r) => r.problem !== null),
      ...results.filter((r) => r.problem === null),
    ];
    setState({ status: 'done', results: ordered, summary });
    toast({
      title:
        summary.status === 'success' ? URL_CHECK_TEXT.passedTitle : URL_CHECK_TEXT.warningTitle,
      description: summary.message,
    });
  }

  return (
    <>
      <Button type="button" onClick={() => void run()} disabled={state.status === 'running'}>
        {state.status === 'running' ? URL_CHECK_TEXT.running : URL_CHECK_TEXT.button}
      </Button>
      <div role="status" aria-live="polite">
        {state.status === 'running' && state.total !== null && (
          <p>{URL_CHECK_TEXT.progress(state.done, state.total)}</p>
        )}
        {state.status === 'error' && <p>{state.message}</p>}
        {state.status === 'done' && (
          <Summary $warning={state.summary.status === 'warning'}>
            <strong>
              {state.summary.status === 'success'
                ? URL_CHECK_TEXT.passedTitle
                : URL_CHECK_TEXT.warningTitle}
            </strong>
            <div>{state.summary.message}</div>
          </Summary>
        )}
      </div>
      {state.status === 'done' && (
        <Results aria-label="URL check results">
          {state.results.map((result) => (
            <ResultLine key={result.url} result={result} />
          ))}
        </Results>
      )}
    </>
  );
}
