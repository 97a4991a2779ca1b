import styled from 'styled-components';
import type { UnsavedPost } from '@core/posts/unsaved-post';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { Modal, ModalActions } from '@site/shared/components/modal';

export const RESTORE_TEXT = {
  title: 'Restore unsaved changes?',
  text: (when: string) =>
    `This post has changes from ${when} that were never saved: the page was closed, reloaded or stopped working first. Restore them to go on where you left off, or discard them.`,
  restore: 'Restore changes',
  discard: 'Discard changes',
} as const;

const Discard = styled.button`
  ${secondaryButtonStyles}
`;
const Restore = styled.button`
  ${primaryButtonStyles}
`;

/** In the admin's own words and time zone: "November 22, 2026 at 5:04 PM". */
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/**
 * Offers the unsaved copy a crash, a reload or a closed tab left behind. It asks before the form
 * can be used (typing first would mix two versions) and takes no answer but the two buttons:
 * Escape or a click outside would leave the question open.
 */
export function RestoreUnsavedPrompt({
  copy,
  onRestore,
  onDiscard,
}: {
  copy: UnsavedPost | null;
  onRestore(): void;
  onDiscard(): void;
}) {
  return (
    <Modal
      open={copy !== null}
      onOpenChange={() => undefined}
      title={RESTORE_TEXT.title}
      description={copy ? RESTORE_TEXT.text(when(copy.savedAt)) : undefined}
    >
      <ModalActions>
        <Discard type="button" onClick={onDiscard}>
          {RESTORE_TEXT.discard}
        </Discard>
        <Restore type="button" onClick={onRestore}>
          {RESTORE_TEXT.restore}
        </Restore>
      </ModalActions>
    </Modal>
  );
}
