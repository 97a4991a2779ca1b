import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** How long it stays, in ms; Radix's default otherwise. */
  duration?: number;
}

interface ShownToast extends ToastMessage {
  id: number;
}

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null);

const Viewport = styled(Toast.Viewport)`
  position: fixed;
  bottom: 1rem;
  right: 1rem;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(380px, calc(100vw - 2rem));
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
`;

const Root = styled(Toast.Root)<{ $destructive: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  padding: 0.9rem 1rem;
  border-radius: 10px;
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.15);
  background: ${({ $destructive, theme }) => ($destructive ? theme.colors.danger : theme.colors.surface)};
  color: ${({ $destructive, theme }) => ($destructive ? '#fff' : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Close = styled(Toast.Close)`
  grid-row: 1 / span 2;
  grid-column: 2;
  align-self: start;
  background: none;
  border: none;
  color: inherit;
  font-size: 1.2rem;
  cursor: pointer;
  /* The toast's own text colour: it stands out on the red of an error toast, as on white. */
  &:focus-visible {
    outline-color: currentColor;
  }
`;

/** One toast at a time (spec: toast limit 1); a new one replaces the shown one. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const show = useCallback((message: ToastMessage) => {
    setToast((previous) => ({ ...message, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider swipeDirection="right">
        {children}
        {toast && (
          <Root
            key={toast.id}
            duration={toast.duration}
            $destructive={toast.variant === 'destructive'}
            onOpenChange={(open) => {
              if (!open) setToast(null);
            }}
            data-testid="toast"
          >
            <Toast.Title>{toast.title}</Toast.Title>
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            <Close aria-label="Close">×</Close>
          </Root>
        )}
        <Viewport />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastMessage) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a Toaster');
  return show;
}
