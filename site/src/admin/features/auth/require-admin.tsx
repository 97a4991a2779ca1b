import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@site/shared/app/paths';
import { primaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { ADMIN_FLAG_KEY } from '@site/shared/lib/admin-flag';
import { useAdminSession } from './admin-session';

export const GATE_TEXT = {
  loading: 'Checking admin access...',
  deniedTitle: 'Access denied',
  deniedText: 'Please login to access the admin area',
} as const;
/** Spec: the admin check gives up after 5 s. */
export const ADMIN_CHECK_TIMEOUT_MS = 5000;
export const DENIED_REDIRECT_MS = 1500;

/** How a page refuses differently from the general gate. */
export interface DeniedOptions {
  /** Said to everyone refused (no session, or no admin flag). */
  text: string;
  /** The refusal card's title; it also gets a Go to Login button. */
  title: string;
  redirectMs: number;
}

const LoginButton = styled.button`
  ${primaryButtonStyles}
`;

/**
 * Renders children for admins only. Others see why (a page may say what needs the login when
 * there is no session at all, e.g. 'Please login to manage blog posts'), get the same words as a
 * toast that survives the move, and are sent to the login page.
 */
export function RequireAdmin({
  noSessionText = GATE_TEXT.deniedText,
  loadingText = GATE_TEXT.loading,
  denied,
  children,
}: {
  noSessionText?: string;
  loadingText?: string;
  denied?: DeniedOptions;
  children: ReactNode;
}) {
  const { status, user, loggedOut } = useAdminSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [timedOut, setTimedOut] = useState(false);
  const deniedText = denied?.text ?? (user ? GATE_TEXT.deniedText : noSessionText);
  const redirectMs = denied?.redirectMs ?? DENIED_REDIRECT_MS;

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setTimedOut(true), ADMIN_CHECK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (status === 'denied' && loggedOut) {
      // Logout moves to the login page itself, with its own message.
      navigate(PATHS.adminLogin, { replace: true });
      return;
    }
    if (status === 'denied') {
      localStorage.removeItem(ADMIN_FLAG_KEY);
      toast({ title: GATE_TEXT.deniedTitle, description: deniedText, variant: 'destructive' });
      const timer = setTimeout(() => navigate(PATHS.adminLogin, { replace: true }), redirectMs);
      return () => clearTimeout(timer);
    }
    if (status === 'loading' && timedOut) navigate(PATHS.adminLogin, { replace: true });
  }, [status, loggedOut, timedOut, navigate, toast, deniedText, redirectMs]);

  if (status === 'admin') return <>{children}</>;
  if (status === 'loading') return <p role="status">{loadingText}</p>;
  if (loggedOut) return null;
  return (
    <AccessRefused
      title={denied?.title ?? GATE_TEXT.deniedTitle}
      text={deniedText}
      onLogin={denied ? () => navigate(PATHS.adminLogin, { replace: true }) : undefined}
    />
  );
}

/** What a refused visitor sees until the move to the login page. */
export function AccessRefused({
  title,
  text,
  onLogin,
}: {
  title: string;
  text: string;
  onLogin?: () => void;
}) {
  return (
    <div role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      {onLogin && (
        <LoginButton type="button" onClick={onLogin}>
          Go to Login
        </LoginButton>
      )}
    </div>
  );
}
