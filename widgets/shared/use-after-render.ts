import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Runs an action once, right after the next render: to move focus to an element that render
 * creates, where it would otherwise fall to the page's <body> as the focused control goes away.
 */
export function useAfterRender(): (action: () => void) => void {
  const pending = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const action = pending.current;
    pending.current = null;
    action?.();
  });
  return useCallback((action: () => void) => {
    pending.current = action;
  }, []);
}
