import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { dangerButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { Modal, ModalActions } from '@site/shared/components/modal';

const Cancel = styled.button`
  ${secondaryButtonStyles}
`;
const Confirm = styled.button`
  ${dangerButtonStyles}
`;

/**
 * Asks before something that cannot be undone. While `onConfirm` runs the confirm button shows
 * `pendingLabel` and neither button reacts; the dialog closes when it settles (callers report
 * failures themselves, with a toast).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  returnFocusTo,
  width,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  onConfirm(): Promise<void> | void;
  returnFocusTo?: () => HTMLElement | null;
  /** The dialog's width when what it shows needs more than a question's (Modal's). */
  width?: string;
  /** Shown above the buttons: e.g. the progress of what `onConfirm` runs. */
  children?: ReactNode;
}) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onOpenChange(false);
    }
  }

  return (
    <Modal
      role="alertdialog"
      returnFocusTo={returnFocusTo}
      width={width}
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      {children}
      <ModalActions>
        <Cancel type="button" disabled={pending} onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Cancel>
        <Confirm type="button" disabled={pending} onClick={confirm}>
          {pending ? pendingLabel : confirmLabel}
        </Confirm>
      </ModalActions>
    </Modal>
  );
}
