import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const ModalOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgb(15 23 42 / 0.55);
  z-index: 900;
`;

export const ModalContent = styled(Dialog.Content)<{ $width?: string }>`
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
  padding: 1.75rem;
  box-shadow: 0 20px 50px rgb(0 0 0 / 0.25);
  h2 {
    margin-top: 0;
  }
`;

export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
  margin-top: 1.5rem;
`;

/** An accessible dialog (Radix: focus trap, Escape, focus returns to the opener) with our look. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  width,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  width?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay />
        {/* Radix asks for an explicit undefined aria-describedby when there is no description. */}
        <ModalContent $width={width} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title>{title}</Dialog.Title>
          {description && <Dialog.Description>{description}</Dialog.Description>}
          {children}
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
