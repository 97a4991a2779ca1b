import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../app/paths';
import { useAdminSession } from './admin-session';

export const GATE_TEXT = {
  loading: 'Checking admin access...',
  deniedTitle: 'Access denied',
  deniedText: 'Please login to access the admin area',
} as const;
/** Spec: the admin check gives up after 5 s. */
export const ADMIN_CHECK_TIMEOUT_MS = 5000;
const DENIED_REDIRECT_MS = 1500;

/** Renders children for admins only; others see why and are sent to the login page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status } = useAdminSession();
  const navigate = useNavigate();
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setTimedOut(true), ADMIN_CHECK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (status === 'denied') {
      const timer = setTimeout(
        () => navigate(PATHS.adminLogin, { replace: true }),
        DENIED_REDIRECT_MS,
      );
      return () => clearTimeout(timer);
    }
    if (status === 'loading' && timedOut) navigate(PATHS.adminLogin, { replace: true });
  }, [status, timedOut, navigate]);

  if (status === 'admin') return <>{children}</>;
  if (status === 'loading') return <p role="status">{GATE_TEXT.loading}</p>;
  return (
    <div role="alert">
      <h1>{GATE_TEXT.deniedTitle}</h1>
      <p>{GATE_TEXT.deniedText}</p>
    </div>
  );
}
