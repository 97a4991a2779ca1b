import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FirebaseServices } from '../../../lib/firebase-client';
import { ADMIN_FLAG_KEY } from '../../../lib/admin-flag';
import { isAdminUser } from './admin-check';

export type AdminStatus = 'loading' | 'admin' | 'denied';

interface AdminSession {
  status: AdminStatus;
  user: User | null;
  services: FirebaseServices;
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
  const [state, setState] = useState<{ status: AdminStatus; user: User | null }>({
    status: 'loading',
    user: null,
  });

  useEffect(() => {
    let current = 0;
    return onAuthStateChanged(services.auth, (user) => {
      const check = ++current;
      if (!user) {
        setState({ status: 'denied', user: null });
        return;
      }
      setState({ status: 'loading', user });
      isAdminUser(services.db, user)
        .catch(() => false)
        .then((admin) => {
          if (check === current) setState({ status: admin ? 'admin' : 'denied', user });
        });
    });
  }, [services]);

  const value = useMemo<AdminSession>(
    () => ({
      ...state,
      services,
      async logout() {
        localStorage.removeItem(ADMIN_FLAG_KEY);
        await signOut(services.auth);
      },
    }),
    [state, services],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession needs an AdminSessionProvider');
  return session;
}
