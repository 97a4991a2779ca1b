import { useRef, useState } from 'react';
import styled from 'styled-components';
import { postPath } from '@core/posts/blog-paths';
import {
  changeSummary,
  REVISION_FIELD_LABELS,
  REVISIONS_TEXT,
  revisionAuthor,
  revisionDiff,
  sameRevision,
  type PostRevision,
  type PostRevisionSummary,
  type RevisionFields,
} from '@core/posts/post-revisions';
import { formatScheduleTime } from '@core/posts/post-schedule';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { AdminCard } from '@site/admin/components/admin-card';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { keys, useAdminQuery } from '@site/admin/data/queries';

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
  del + ins {
    margin-inline-start: 0.4em;
  }
  .note {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** What changed from a revision to the editor's values: removed words struck, added ones marked. */
function RevisionDiff({ revision, current }: { revision: PostRevision; current: RevisionFields }) {
  if (sameRevision(revision, current))
    return <p className="note">{REVISIONS_TEXT.sameAsCurrent}</p>;
  const diff = revisionDiff(revision, current);
  return (
    <div className="diff" aria-label="Changes">
      <p className="note">{REVISIONS_TEXT.compareHint}</p>
      {REVISION_FIELD_LABELS.map(({ field, label }) => {
        const changes = diff[field];
        if (!changes?.some((c) => c.added || c.removed)) return null;
        return (
          <section key={field}>
            <h3>{label}</h3>
            <p>
              {changes.map((change, i) =>
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
        );
      })}
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
 * from the chosen one to the editor's values, and its restore (a save of its text, slug and
 * categories, so a new revision: nothing is lost). On a published post a restore goes live at
 * once, so it asks first. Closed at first, so opening the editor reads no revisions.
 */
export function RevisionHistory({
  postId,
  current,
  version,
  live,
  canRestore,
  restoring,
  onRestore,
  defaultOpen = false,
  defaultChosen = null,
  defaultConfirming = false,
}: {
  postId: string;
  /** What the editor holds now. */
  current: RevisionFields;
  /** Changes after every save, so the list reads the revision it added. */
  version: number;
  /** The post is public as saved: a restore publishes the version at once. */
  live: boolean;
  /** False while the editor holds unsaved changes (a restore would drop them). */
  canRestore: boolean;
  restoring: boolean;
  onRestore(revision: PostRevision): Promise<void>;
  /** Open at first, with a revision chosen, its restore asking (stories of its states). */
  defaultOpen?: boolean;
  defaultChosen?: string | null;
  defaultConfirming?: boolean;
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
            restore={{ live, canRestore, restoring, onRestore, defaultConfirming }}
          />
        )}
      </Panel>
    </AdminCard>
  );
}

/** What restoring the chosen revision needs from the editor. */
interface RestoreProps {
  live: boolean;
  canRestore: boolean;
  restoring: boolean;
  onRestore(revision: PostRevision): Promise<void>;
  defaultConfirming: boolean;
}

/**
 * The post's revisions. The list goes on showing while a save's new revision is read, so the
 * chosen revision (and the control focus returns to after a restore) stays on screen.
 */
function useRevisionList(postId: string, version: number) {
  const { state, reload } = useAdminQuery([...keys.revisions(postId), version], (d) =>
    d.posts.revisions(postId),
  );
  const [shown, setShown] = useState<{ postId: string; list: PostRevisionSummary[] } | null>(null);
  if (state.status === 'ready' && shown?.list !== state.data)
    setShown({ postId, list: state.data });
  const stale = state.status === 'loading' && shown?.postId === postId ? shown.list : null;
  return { state, reload, list: state.status === 'ready' ? state.data : stale };
}

function RevisionList({
  postId,
  version,
  current,
  chosen,
  onChoose,
  restore,
}: {
  postId: string;
  version: number;
  current: RevisionFields;
  chosen: string | null;
  onChoose(id: string): void;
  restore: RestoreProps;
}) {
  const { state, reload, list } = useRevisionList(postId, version);
  if (!list)
    return (
      <NotReady
        state={state.status === 'error' ? state : { status: 'loading' }}
        loading={REVISIONS_TEXT.loading}
        error={REVISIONS_TEXT.error}
        reload={reload}
      />
    );
  if (list.length === 0) return <p className="note">{REVISIONS_TEXT.empty}</p>;
  const selected = list.some((r) => r.id === chosen) ? chosen : null;
  return (
    <>
      <ol aria-label="Revisions">
        {list.map((revision) => (
          <li key={revision.id}>
            <button
              type="button"
              id={revisionButtonId(revision.id)}
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
        <ChosenRevision postId={postId} revisionId={selected} current={current} {...restore} />
      )}
    </>
  );
}

const revisionButtonId = (revisionId: string) => `revision-${revisionId}`;

/** What the confirmation says a restore of a published post does. */
function liveRestoreText(revision: PostRevision, current: RevisionFields): string {
  const parts: string[] = [REVISIONS_TEXT.confirmLive];
  if (revision.slug === undefined) parts.push(REVISIONS_TEXT.addressKept);
  else if (revision.slug !== current.slug)
    parts.push(REVISIONS_TEXT.confirmAddress(postPath(revision.slug)));
  return parts.join(' ');
}

/** The chosen revision, its text read on its own: what changed since, and its restore. */
function ChosenRevision({
  postId,
  revisionId,
  current,
  live,
  canRestore,
  restoring,
  onRestore,
  defaultConfirming,
}: {
  postId: string;
  revisionId: string;
  current: RevisionFields;
} & RestoreProps) {
  const { state, reload } = useAdminQuery([...keys.revisions(postId), 'one', revisionId], (d) =>
    d.posts.revision(postId, revisionId),
  );
  const [confirming, setConfirming] = useState(defaultConfirming);
  const restoreButton = useRef<HTMLButtonElement>(null);
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
      {revision.slug === undefined && <p className="note">{REVISIONS_TEXT.addressKept}</p>}
      {!canRestore && <p className="note">{REVISIONS_TEXT.unsavedFirst}</p>}
      <div>
        <button
          ref={restoreButton}
          type="button"
          disabled={!canRestore || restoring || sameRevision(revision, current)}
          onClick={() => (live ? setConfirming(true) : void onRestore(revision))}
        >
          {restoring ? REVISIONS_TEXT.restoring : REVISIONS_TEXT.restore}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={REVISIONS_TEXT.confirmTitle}
        description={liveRestoreText(revision, current)}
        confirmLabel={REVISIONS_TEXT.restore}
        pendingLabel={REVISIONS_TEXT.restoring}
        onConfirm={() => onRestore(revision)}
        // Restored, the version is the editor's now and its button is off: its entry takes focus.
        returnFocusTo={() =>
          restoreButton.current?.disabled
            ? document.getElementById(revisionButtonId(revision.id))
            : restoreButton.current
        }
      />
    </>
  );
}
