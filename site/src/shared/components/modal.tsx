import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const MODAL_PADDING = '1.75rem';

export const ModalOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgb(15 23 42 / 0.55);
  z-index: 900;
`;

/**
 * A control that takes focus under the sticky buttons (Tab through a long dialog on a phone) is
 * scrolled above them: the browser's own scrolling into view does not know they cover it.
 */
function keepFocusAboveActions(event: FocusEvent<HTMLElement>) {
  const actions = event.currentTarget.querySelector(`.${ModalActions.styledComponentId}`);
  if (!actions || !(event.target instanceof Element) || actions.contains(event.target)) return;
  const covered = event.target.getBoundingClientRect().bottom - actions.getBoundingClientRect().top;
  if (covered > 0) event.currentTarget.scrollTop += covered + 8;
}

export const ModalContent = styled(Dialog.Content).attrs({
  onFocus: keepFocusAboveActions,
})<{ $width?: string }>`
  position: fixed;
  z-index: 901;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $width }) => $width ?? '460px'}, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${MODAL_PADDING};
  box-shadow: 0 20px 50px rgb(0 0 0 / 0.25);
  h2 {
    margin-top: 0;
  }
`;

/**
 * The dialog's buttons stay at the bottom of the screen while a long dialog (a mail preview on a
 * phone) scrolls under them. They reach over the dialog's bottom padding, so a dialog that fits
 * looks as before.
 */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
  position: sticky;
  /* A sticky box keeps clear of its scroller's padding: this reaches the dialog's edge. */
  bottom: -${MODAL_PADDING};
  z-index: 1;
  margin: 0.75rem 0 -${MODAL_PADDING};
  padding: 0.75rem 0 ${MODAL_PADDING};
  background: ${({ theme }) => theme.colors.surface};
`;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The page's focusable controls in tab order, without the guards Radix adds around an open dialog. */
const tabbables = () =>
  [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => !control.hasAttribute('data-radix-focus-guard'),
  );

interface Opener {
  element: Element | null;
  /** Its place among the page's focusable controls. */
  place: number;
}

/**
 * Focus goes back to the control that opened the dialog: Radix does that only for a Dialog.Trigger,
 * and ours open from buttons, menus and after a request. The opener is what had focus when the
 * dialog opened. If what the dialog did took it away (the row it deleted), focus goes to the
 * control that has its place in the tab order now: the next row's same control (or, after the
 * last row, what follows the table). A list drawn anew still has one there.
 */
function useReturnFocus(returnFocusTo?: () => HTMLElement | null) {
  const opener = useRef<Opener | null>(null);
  return {
    onOpenAutoFocus() {
      const element = document.activeElement;
      opener.current = { element, place: tabbables().indexOf(element as HTMLElement) };
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const { element, place } = opener.current ?? { element: null, place: -1 };
      opener.current = null;
      const chosen = returnFocusTo?.();
      if (chosen) return chosen.focus();
      if (element instanceof HTMLElement && element.isConnected) return element.focus();
      if (place === -1) return;
      const now = tabbables();
      now[Math.min(place, now.length - 1)]?.focus();
    },
  };
}

/**
 * An accessible dialog (Radix: focus trap, Escape) with our look; focus returns to its opener.
 * `alertdialog` for a question that needs an answer before going on (confirmations).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  width,
  role = 'dialog',
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  width?: string;
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes when the dialog closes, when the caller knows better than the opener. */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay />
        {/* Radix asks for an explicit undefined aria-describedby when there is no description. */}
        <ModalContent
          $width={width}
          role={role}
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title>{title}</Dialog.Title>
          {description && <Dialog.Description>{description}</Dialog.Description>}
          {children}
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
