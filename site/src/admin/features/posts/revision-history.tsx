import { useState } from 'react';
import styled from 'styled-components';
import {
  changeSummary,
  REVISIONS_TEXT,
  revisionAuthor,
  revisionDiff,
  sameText,
  type PostRevision,
  type RevisionText,
} from '@core/post-revisions';
import { formatScheduleTime } from '@core/post-schedule';
import { secondaryButtonStyles } from '../../../components/form-styles';
import { AdminCard } from '../../components/admin-card';
import { useAsync } from '../../components/use-async';
import { useAdminData } from '../../data/admin-data';

const Panel = styled.div`
  display: grid;
  gap: 1rem;
  button {
    ${secondaryButtonStyles}
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  ol button {
    width: 100%;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    text-align: start;
    font-weight: 400;
  }
  ol button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  .meta {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  .tag {
    margin-inline-start: 0.4rem;
    padding: 0 0.4rem;
    border-radius: 999px;
    background: #f1f5f9;
    font-size: 0.75rem;
  }
  .diff {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: 0.75rem 1rem;
    overflow-wrap: anywhere;
  }
  .diff h3 {
    margin: 0.5rem 0 0.25rem;
    font-size: 0.9rem;
  }
  .diff p {
    margin: 0;
    white-space: pre-wrap;
  }
  del {
    background: #fee2e2;
    color: #991b1b;
  }
  ins {
    background: #dcfce7;
    color: #166534;
    text-decoration: none;
  }
  .note {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const FIELDS: { field: keyof RevisionText; label: string }[] = [
  { field: 'title', label: 'Title' },
  { field: 'excerpt', label: 'Excerpt' },
  { field: 'content', label: 'Content' },
];

/** What changed from a revision to the editor's text: removed words struck, added ones marked. */
function RevisionDiff({ revision, current }: { revision: PostRevision; current: RevisionText }) {
  if (sameText(revision, current)) return <p className="note">{REVISIONS_TEXT.sameAsCurrent}</p>;
  const diff = revisionDiff(revision, current);
  return (
    <div className="diff" aria-label="Changes">
      <p className="note">{REVISIONS_TEXT.compareHint}</p>
      {FIELDS.filter(({ field }) => diff[field].some((c) => c.added || c.removed)).map(
        ({ field, label }) => (
          <section key={field}>
            <h3>{label}</h3>
            <p>
              {diff[field].map((change, i) =>
                change.removed ? (
                  <del key={i}>{change.value}</del>
                ) : change.added ? (
                  <ins key={i}>{change.value}</ins>
                ) : (
                  <span key={i}>{change.value}</span>
                ),
              )}
            </p>
          </section>
        ),
      )}
    </div>
  );
}

/** What the panel shows while something it reads is loading, or failed (with Try again). */
function NotReady({
  state,
  loading,
  error,
  reload,
}: {
  state: { status: 'loading' | 'error' };
  loading: string;
  error: string;
  reload(): void;
}) {
  if (state.status === 'loading') return <p role="status">{loading}</p>;
  return (
    <div role="alert">
      <p className="note">{error}</p>
      <button type="button" onClick={reload}>
        Try again
      </button>
    </div>
  );
}

/**
 * The editor's History panel: the post's revisions (when, who, how much changed), what changed
 * from the chosen one to the editor's text, and its restore (a save of its text, so a new
 * revision: nothing is lost). Closed at first, so opening the editor reads no revisions.
 */
export function RevisionHistory({
  postId,
  current,
  version,
  canRestore,
  restoring,
  onRestore,
  defaultOpen = false,
  defaultChosen = null,
}: {
  postId: string;
  /** The text in the editor now. */
  current: RevisionText;
  /** Changes after every save, so the list reads the revision it added. */
  version: number;
  /** False while the editor holds unsaved changes (a restore would drop them). */
  canRestore: boolean;
  restoring: boolean;
  onRestore(revision: PostRevision): void;
  /** Open at first, with a revision chosen (stories of its states). */
  defaultOpen?: boolean;
  defaultChosen?: string | null;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [chosen, setChosen] = useState<string | null>(defaultChosen);
  return (
    <AdminCard title={REVISIONS_TEXT.heading}>
      <Panel>
        <div>
          <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide history' : 'Show history'}
          </button>
        </div>
        {open && (
          <RevisionList
            postId={postId}
            version={version}
            current={current}
            chosen={chosen}
            onChoose={setChosen}
            canRestore={canRestore}
            restoring={restoring}
            onRestore={onRestore}
          />
        )}
      </Panel>
    </AdminCard>
  );
}

function RevisionList({
  postId,
  version,
  current,
  chosen,
  onChoose,
  canRestore,
  restoring,
  onRestore,
}: {
  postId: string;
  version: number;
  current: RevisionText;
  chosen: string | null;
  onChoose(id: string): void;
  canRestore: boolean;
  restoring: boolean;
  onRestore(revision: PostRevision): void;
}) {
  const data = useAdminData();
  const { state, reload } = useAsync(() => data.posts.revisions(postId), `${postId}@${version}`);
  if (state.status !== 'ready')
    return (
      <NotReady
        state={state}
        loading={REVISIONS_TEXT.loading}
        error={REVISIONS_TEXT.error}
        reload={reload}
      />
    );
  if (state.data.length === 0) return <p className="note">{REVISIONS_TEXT.empty}</p>;
  const selected = state.data.some((r) => r.id === chosen) ? chosen : null;
  return (
    <>
      <ol aria-label="Revisions">
        {state.data.map((revision) => (
          <li key={revision.id}>
            <button
              type="button"
              aria-pressed={revision.id === chosen}
              onClick={() => onChoose(revision.id)}
            >
              <span>
                {formatScheduleTime(revision.savedAt)}
                {revision.autosave && <span className="tag">{REVISIONS_TEXT.autosave}</span>}
                {revision.restoredFrom && <span className="tag">{REVISIONS_TEXT.restoredTag}</span>}
              </span>
              <span className="meta">
                {revisionAuthor(revision)} · {changeSummary(revision)}
              </span>
            </button>
          </li>
        ))}
      </ol>
      {selected && (
        <ChosenRevision
          postId={postId}
          revisionId={selected}
          current={current}
          canRestore={canRestore}
          restoring={restoring}
          onRestore={onRestore}
        />
      )}
    </>
  );
}

/** The chosen revision, its text read on its own: what changed since, and its restore. */
function ChosenRevision({
  postId,
  revisionId,
  current,
  canRestore,
  restoring,
  onRestore,
}: {
  postId: string;
  revisionId: string;
  current: RevisionText;
  canRestore: boolean;
  restoring: boolean;
  onRestore(revision: PostRevision): void;
}) {
  const data = useAdminData();
  const { state, reload } = useAsync(
    () => data.posts.revision(postId, revisionId),
    `${postId}/${revisionId}`,
  );
  if (state.status !== 'ready')
    return (
      <NotReady
        state={state}
        loading={REVISIONS_TEXT.loadingVersion}
        error={REVISIONS_TEXT.versionError}
        reload={reload}
      />
    );
  const revision = state.data;
  return (
    <>
      <RevisionDiff revision={revision} current={current} />
      {!canRestore && <p className="note">{REVISIONS_TEXT.unsavedFirst}</p>}
      <div>
        <button
          type="button"
          disabled={!canRestore || restoring || sameText(revision, current)}
          onClick={() => onRestore(revision)}
        >
          {restoring ? REVISIONS_TEXT.restoring : REVISIONS_TEXT.restore}
        </button>
      </div>
    </>
  );
}
