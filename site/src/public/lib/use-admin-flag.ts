import { useSyncExternalStore } from 'react';
import { hasAdminFlag } from '@site/shared/lib/admin-flag';

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** False on the server and while hydrating (so the HTML matches), then what the browser holds. */
export function useAdminFlag(): boolean {
  return useSyncExternalStore(subscribeToStorage, hasAdminFlag, () => false);
}
