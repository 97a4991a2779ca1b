import * as Toast from '@radix-ui/react-toast';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { ToastContext, type ToastMessage } from './toast-context';

interface ShownToast extends ToastMessage {
  id: number;
  /** Its action was used and keeps it on screen (ToastAction.keepsToast). */
  kept?: boolean;
}

/** Sets how many pixels at the bottom of the viewport toasts must keep clear. */
const ClearanceContext = createContext<(pixels: number) => void>(() => {});

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

const Action = styled.button`
  grid-column: 1;
  justify-self: start;
  padding: 0.3rem 0.7rem;
  border-radius: 6px;
  border: 1px solid currentColor;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline-color: currentColor;
  }
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

const ACTION_TOAST_MS = 10_000;

/** One toast at a time (spec: toast limit 1); a new one replaces the shown one. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [clearance, setClearance] = useState(0);
  const show = useCallback((message: ToastMessage) => {
    setToast((previous) => ({ ...message, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const keep = useCallback((id: number) => {
    setToast((shown) => (shown?.id === id ? { ...shown, kept: true } : shown));
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <ClearanceContext.Provider value={setClearance}>
        <Toast.Provider swipeDirection="right">
          {children}
          {toast && (
            <Root
              key={toast.id}
              // An action needs time to be read and reached; Radix's 5 s is for reading only.
              duration={toast.duration ?? (toast.action ? ACTION_TOAST_MS : undefined)}
              $destructive={toast.variant === 'destructive'}
              open
              // Radix's timer ends a kept toast too; closing by hand (×, Escape, a swipe) always works.
              onOpenChange={(open) => {
                if (!open && !toast.kept) setToast(null);
              }}
              onEscapeKeyDown={() => setToast(null)}
              onSwipeEnd={() => setToast(null)}
              data-testid="toast"
            >
              <Toast.Title>{toast.title}</Toast.Title>
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              {toast.action && (
                // Radix closes the toast on the action; the label is also what screen readers hear.
                <Toast.Action altText={toast.action.label} asChild>
                  <Action
                    type="button"
                    onClick={(event) => {
                      if (toast.action?.keepsToast) {
                        event.preventDefault();
                        keep(toast.id);
                      }
                      toast.action?.onClick();
                    }}
                  >
                    {toast.action.label}
                  </Action>
                </Toast.Action>
              )}
              <Close aria-label="Close" onClick={() => setToast(null)}>
                ×
              </Close>
            </Root>
          )}
          <Viewport style={clearance ? { bottom: `calc(1rem + ${clearance}px)` } : undefined} />
        </Toast.Provider>
      </ClearanceContext.Provider>
    </ToastContext.Provider>
  );
}

/**
 * Keeps toasts above `ref`'s element while it is on screen: a bar pinned to the bottom of the
 * viewport (the post editor's actions) whose buttons a toast must not cover.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  const setClearance = useContext(ClearanceContext);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const { top, bottom } = element.getBoundingClientRect();
      const onScreen = bottom > 0 && top < window.innerHeight;
      setClearance(onScreen ? Math.ceil(window.innerHeight - top) : 0);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      setClearance(0);
    };
  }, [ref, setClearance]);
}
