import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { FirebaseServices } from '@site/shared/lib/firebase-client';
import { ADMIN_FLAG_KEY } from '@site/shared/lib/admin-flag';
import { isAdminUser } from './admin-check';

export type AdminStatus = 'loading' | 'admin' | 'denied';

interface AdminSession {
  status: AdminStatus;
  user: User | null;
  /** The session ended by Logout (not a refusal): the gate then says nothing. */
  loggedOut: boolean;
  services: FirebaseServices;
  /** The admin check of this sign-in: shared by the login form and the session, run once. */
  checkAdmin(user: User): Promise<boolean>;
  logout(): Promise<void>;
}

const SessionContext = createContext<AdminSession | null>(null);

/** Follows the auth state: every sign-in re-checks admin status, a sign-out clears it. */
export function AdminSessionProvider({
  services,
  children,
}: {
  services: FirebaseServices;
  children: ReactNode;
}) {
  const [state, setState] = useState<{
    status: AdminStatus;
    user: User | null;
    loggedOut: boolean;
  }>({ status: 'loading', user: null, loggedOut: false });
  const loggingOut = useRef(false);
  const checks = useRef(new Map<string, Promise<boolean>>());

  // A sign-in's check runs once (a forced token refresh and a profile read), whoever asks first;
  // a sign-out forgets it, so the next sign-in checks afresh.
  const checkAdmin = useCallback(
    (user: User) => {
      let check = checks.current.get(user.uid);
      if (!check) {
        check = isAdminUser(services.db, user).catch(() => false);
        checks.current.set(user.uid, check);
      }
      return check;
    },
    [services],
  );

  useEffect(() => {
    let current = 0;
    return onAuthStateChanged(services.auth, (user) => {
      const check = ++current;
      if (!user) {
        checks.current.clear();
        setState({ status: 'denied', user: null, loggedOut: loggingOut.current });
        loggingOut.current = false;
        return;
      }
      setState({ status: 'loading', user, loggedOut: false });
      void checkAdmin(user).then((admin) => {
        if (check === current)
          setState({ status: admin ? 'admin' : 'denied', user, loggedOut: false });
      });
    });
  }, [services, checkAdmin]);

  const value = useMemo<AdminSession>(
    () => ({
      ...state,
      services,
      checkAdmin,
      async logout() {
        localStorage.removeItem(ADMIN_FLAG_KEY);
        loggingOut.current = true;
        try {
          await signOut(services.auth);
        } catch (error) {
          loggingOut.current = false;
          throw error;
        }
      },
    }),
    [state, services, checkAdmin],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession needs an AdminSessionProvider');
  return session;
}
