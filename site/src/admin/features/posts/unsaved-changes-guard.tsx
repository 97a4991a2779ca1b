import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';

export const UNSAVED_TEXT = {
  title: 'Leave without saving?',
  text: 'You have unsaved changes. If you leave this page now they will be lost.',
  leave: 'Leave',
  stay: 'Stay',
} as const;

/**
 * Warns before unsaved changes are lost: a dialog for in-app navigation, the browser's own prompt
 * for reloads and closing the tab. `allow(path)` lets the page's own moves through (after a save,
 * to the post's edit URL); `onLeave` runs when the author chooses Leave, giving the changes up.
 */
export function UnsavedChangesGuard({
  dirty,
  allow,
  onLeave,
}: {
  dirty: boolean;
  allow(pathname: string): boolean;
  onLeave(): void;
}) {
  // Read when a navigation starts, which can be in the same tick as the save that made the form
  // clean, so the blocker reads the latest values rather than a render's closure.
  const state = useRef({ dirty, allow });
  useEffect(() => {
    state.current = { dirty, allow };
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      state.current.dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !state.current.allow(nextLocation.pathname),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={UNSAVED_TEXT.title}
      description={UNSAVED_TEXT.text}
      confirmLabel={UNSAVED_TEXT.leave}
      pendingLabel={UNSAVED_TEXT.leave}
      cancelLabel={UNSAVED_TEXT.stay}
      onConfirm={() => {
        if (blocker.state !== 'blocked') return;
        onLeave();
        blocker.proceed();
      }}
    />
  );
}
