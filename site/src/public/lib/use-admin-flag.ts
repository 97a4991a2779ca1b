import { useSyncExternalStore } from 'react';
import { hasAdminFlag } from '@site/shared/lib/admin-flag';

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * False on the server; in the browser, what it holds from the first render on. Preact's hydration
 * takes no server snapshot, so an admin's first render already differs from the server's HTML: the
 * header's last item is made anew, which Preact does cleanly. A page whose whole markup would
 * differ sets its state after hydration instead (post-not-found.tsx).
 */
export function useAdminFlag(): boolean {
  return useSyncExternalStore(subscribeToStorage, hasAdminFlag, () => false);
}
