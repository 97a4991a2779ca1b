import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BUILTIN_ARTICLE_REDIRECTS } from '@core/redirects/builtin-redirects';
import type { RedirectLookupAnswer } from '@core/redirects/redirect-api';
import { PATHS } from '@site/shared/app/paths';
import {
  fieldStyles,
  primaryButtonStyles,
  secondaryButtonStyles,
} from '@site/shared/components/form-styles';
import { AdminCard } from '@site/admin/components/admin-card';
import { useAdminData } from '@site/admin/data/admin-data';
import { TEST_REDIRECTS_TEXT } from './redirects-text';

/** Spec §2: the input starts with an article path; five article paths are one click away. */
const ARTICLE_PATHS = BUILTIN_ARTICLE_REDIRECTS.filter((r) => r.statusCode === 301).map(
  (r) => r.sourcePath,
);
export const DEFAULT_TEST_PATH = ARTICLE_PATHS[0]!;
export const QUICK_TEST_PATHS = ARTICLE_PATHS.slice(0, 5);

type Result =
  | { id: number; path: string; status: 'loading' }
  | { id: number; path: string; status: 'error'; message: string }
  | { id: number; path: string; status: 'done'; answer: RedirectLookupAnswer };

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  h1 {
    margin: 0;
  }
  .back {
    justify-self: start;
  }
  p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  label {
    display: grid;
    gap: 0.35rem;
    font-weight: 600;
    flex: 1 1 280px;
  }
  input {
    ${fieldStyles}
  }
  button {
    ${primaryButtonStyles}
  }
`;

const Quick = styled.div`
  margin-top: 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  button {
    ${secondaryButtonStyles}
    padding: 0.35rem 0.75rem;
    font-size: 0.9rem;
  }
`;

const Results = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.6rem;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: 0.7rem 0.9rem;
    overflow-wrap: anywhere;
  }
  .found {
    color: ${({ theme }) => theme.colors.accent};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
  }
  .none,
  .loading {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function ResultLine({ result }: { result: Result }) {
  if (result.status === 'loading')
    return <span className="loading">{TEST_REDIRECTS_TEXT.testing}</span>;
  if (result.status === 'error') return <span className="error">Error: {result.message}</span>;
  const { answer } = result;
  if (!answer.found) return <span className="none">{TEST_REDIRECTS_TEXT.notConfigured}</span>;
  return (
    <span className="found">
      → <code>{answer.target_path}</code> ({answer.status_code})
    </span>
  );
}

/** Spec part 2 §2: Redirect test page. */
export function TestRedirectsRoute() {
  const data = useAdminData();
  const [path, setPath] = useState(DEFAULT_TEST_PATH);
  const [results, setResults] = useState<Result[]>([]);
  const [nextId, setNextId] = useState(1);

  async function test(target: string) {
    const id = nextId;
    setNextId(id + 1);
    setResults((current) => [{ id, path: target, status: 'loading' }, ...current]);
    const settle = (result: Result) =>
      setResults((current) => current.map((r) => (r.id === id ? result : r)));
    try {
      settle({ id, path: target, status: 'done', answer: await data.redirects.lookup(target) });
    } catch (error) {
      settle({
        id,
        path: target,
        status: 'error',
        message: (error instanceof Error && error.message) || TEST_REDIRECTS_TEXT.unknownError,
      });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (path.trim()) void test(path.trim());
  }

  return (
    <Page>
      <Link className="back" to={PATHS.adminRedirects}>
        ← {TEST_REDIRECTS_TEXT.back}
      </Link>
      <h1>{TEST_REDIRECTS_TEXT.heading}</h1>
      <p>{TEST_REDIRECTS_TEXT.intro}</p>
      <AdminCard title="Test a Path">
        <Form onSubmit={submit}>
          <label>
            {TEST_REDIRECTS_TEXT.pathLabel}
            <input
              value={path}
              onChange={(e) => setPath(e.target.value)}
              spellCheck={false}
              autoComplete="off"
            />
          </label>
          <button type="submit" disabled={!path.trim()}>
            {TEST_REDIRECTS_TEXT.test}
          </button>
        </Form>
        <Quick role="group" aria-label={TEST_REDIRECTS_TEXT.quickTests}>
          <strong>{TEST_REDIRECTS_TEXT.quickTests}:</strong>
          {QUICK_TEST_PATHS.map((quick) => (
            <button key={quick} type="button" onClick={() => void test(quick)}>
              {quick}
            </button>
          ))}
        </Quick>
      </AdminCard>
      <AdminCard title={TEST_REDIRECTS_TEXT.results}>
        {results.length === 0 ? (
          <p>{TEST_REDIRECTS_TEXT.noResults}</p>
        ) : (
          <Results aria-live="polite">
            {results.map((result) => (
              <li key={result.id}>
                <code>{result.path}</code> <ResultLine result={result} />
              </li>
            ))}
          </Results>
        )}
      </AdminCard>
    </Page>
  );
}
