import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../app/paths';
import { useToast } from '../../../components/toaster';
import { ADMIN_FLAG_KEY } from '../../../lib/admin-flag';
import { useAdminSession } from './admin-session';

export const GATE_TEXT = {
  loading: 'Checking admin access...',
  deniedTitle: 'Access denied',
  deniedText: 'Please login to access the admin area',
} as const;
/** Spec: the admin check gives up after 5 s. */
export const ADMIN_CHECK_TIMEOUT_MS = 5000;
export const DENIED_REDIRECT_MS = 1500;

/**
 * Renders children for admins only. Others see why (a page may say what needs the login when
 * there is no session at all, e.g. 'Please login to manage blog posts'), get the same words as a
 * toast that survives the move, and are sent to the login page.
 */
export function RequireAdmin({
  noSessionText = GATE_TEXT.deniedText,
  loadingText = GATE_TEXT.loading,
  children,
}: {
  noSessionText?: string;
  loadingText?: string;
  children: ReactNode;
}) {
  const { status, user, loggedOut } = useAdminSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [timedOut, setTimedOut] = useState(false);
  const deniedText = user ? GATE_TEXT.deniedText : noSessionText;

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
      const timer = setTimeout(
        () => navigate(PATHS.adminLogin, { replace: true }),
        DENIED_REDIRECT_MS,
      );
      return () => clearTimeout(timer);
    }
    if (status === 'loading' && timedOut) navigate(PATHS.adminLogin, { replace: true });
  }, [status, loggedOut, timedOut, navigate, toast, deniedText]);

  if (status === 'admin') return <>{children}</>;
  if (status === 'loading') return <p role="status">{loadingText}</p>;
  if (loggedOut) return null;
  return (
    <div role="alert">
      <h1>{GATE_TEXT.deniedTitle}</h1>
      <p>{deniedText}</p>
    </div>
  );
}
