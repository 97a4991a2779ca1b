import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { useSiteSettings } from '@site/shared/app/settings-context';
import { ModalContent, ModalOverlay } from '@site/shared/components/modal';
import { countdownStep, FREE_LETTERS, SIGNUP_COUNTDOWN_SECONDS } from './countdown';

const Content = styled(ModalContent)`
  text-align: center;
  .count {
    font-size: 2.5rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  .actions {
    display: flex;
    gap: 0.75rem;
    justify-content: center;
    margin-top: 1rem;
  }
  .go,
  button {
    display: inline-block;
    font: inherit;
    font-weight: 600;
    line-height: 1.5;
    padding: 0.6rem 1.1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    cursor: pointer;
  }
  .go {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: none;
  }
  button {
    background: none;
  }
`;

/** Mounted while the dialog is open, so every opening starts again from 15. */
function Countdown({ target, onClose }: { target: string; onClose: (open: false) => void }) {
  const [remaining, setRemaining] = useState(SIGNUP_COUNTDOWN_SECONDS);
  useEffect(() => {
    let left = SIGNUP_COUNTDOWN_SECONDS;
    const timer = setInterval(() => {
      left -= 1;
      setRemaining(left);
      if (countdownStep(left) === 'leave') {
        clearInterval(timer);
        onClose(false);
        window.location.assign(target);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [target, onClose]);
  return (
    <>
      {/* Described when the dialog opens; announcing every second would drown out everything else. */}
      <p id="signup-countdown">
        Taking you there in{' '}
        <span className="count" data-testid="signup-count">
          {remaining}
        </span>{' '}
        seconds…
      </p>
      {countdownStep(remaining) !== 'tick' && (
        <iframe
          src={target}
          title="Preloading the letter service"
          hidden
          data-testid="signup-preload"
        />
      )}
    </>
  );
}

/**
 * The header's Sign Up dialog: counts down from 15, preloads the successor service in a hidden
 * frame near the end, then closes and goes there. Closing it early stops everything and puts focus
 * back on `returnFocus` (the dialog mounts after its button is clicked, so Radix has no trigger).
 */
export function SignupDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const settings = useSiteSettings();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay />
        <Content
          aria-describedby="signup-description signup-countdown"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Dialog.Title>Our letter service has moved</Dialog.Title>
          <p id="signup-description">
            Sign up with our new home and get <strong>{FREE_LETTERS} free letters</strong> from your
            elf.
          </p>
          <Countdown target={settings.successorUrl} onClose={onOpenChange} />
          <div className="actions">
            <a className="go" href={settings.successorUrl}>
              Go now
            </a>
            <Dialog.Close asChild>
              <button type="button">Stay here</button>
            </Dialog.Close>
          </div>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
