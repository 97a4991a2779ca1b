import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { PATHS } from '@site/shared/app/paths';
import {
  dangerButtonStyles,
  primaryButtonStyles,
  secondaryButtonStyles,
} from '@site/shared/components/form-styles';
import { useToastClearance } from '@site/shared/components/toaster';
import { ToggleSwitch } from '@site/admin/components/toggle-switch';
import { POST_SAVE_TEXT } from './post-save-text';

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  padding: 0.9rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 -6px 20px rgb(0 0 0 / 0.06);
  .toggle {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 600;
  }
  .spacer {
    flex: 1;
  }
  .status {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .secondary {
    ${secondaryButtonStyles}
  }
  .danger {
    ${dangerButtonStyles}
  }
  .primary {
    ${primaryButtonStyles}
  }
`;

/**
 * The editor's sticky action bar (spec §2): the publish toggle, Delete, View Article, and the
 * save actions. The submit button saves as the toggle says and returns to Blog Management ('Save
 * Draft' or 'Publish'); 'Save as draft' saves unpublished and stays, offered while the toggle is on
 * (a draft saves and stays by itself: autosave, Ctrl/Cmd+S).
 */
export function PostActionBar({
  published,
  onPublishedChange,
  editing,
  articleSlug,
  saving,
  status,
  onDelete,
  onSaveDraft,
  emailAction,
}: {
  published: boolean;
  onPublishedChange(published: boolean): void;
  editing: boolean;
  /** Where the saved post can be read; '' hides View Article. */
  articleSlug: string;
  saving: boolean;
  /** Autosave and save progress, announced politely. */
  status: string;
  onDelete(): void;
  onSaveDraft(): void;
  /** Beside Publish on a published post: emailing it to the subscribers. */
  emailAction?: ReactNode;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useToastClearance(bar);
  return (
    <Bar ref={bar}>
      <label className="toggle">
        <ToggleSwitch checked={published} onCheckedChange={onPublishedChange} label="Publish" />
        {published ? 'Published' : 'Draft'}
      </label>
      <span className="status" role="status" aria-live="polite">
        {status}
      </span>
      <span className="spacer" />
      {editing && (
        <button type="button" className="danger" onClick={onDelete} disabled={saving}>
          Delete
        </button>
      )}
      {articleSlug && (
        <a
          className="secondary"
          href={PATHS.post(articleSlug)}
          target="_blank"
          rel="noopener noreferrer"
        >
          View Article
        </a>
      )}
      {/* With the toggle off the submit button is 'Save Draft' already: one draft action at a time. */}
      {published && (
        <button type="button" className="secondary" onClick={onSaveDraft} disabled={saving}>
          {POST_SAVE_TEXT.saveAsDraft}
        </button>
      )}
      {emailAction}
      <button type="submit" className="primary" disabled={saving}>
        {saving ? POST_SAVE_TEXT.saving : published ? 'Publish' : 'Save Draft'}
      </button>
    </Bar>
  );
}
