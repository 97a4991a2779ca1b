import { useCallback } from 'react';
import { useToast } from '@site/shared/components/use-toast';
import { messageOf } from './form-issues';

/**
 * The admin's one way to say an action failed: a destructive toast titled `title`, described by
 * the error's own message (the server's words for a refused request), or `fallback` when the
 * error carries none.
 */
export function useErrorToast() {
  const toast = useToast();
  return useCallback(
    (title: string, error: unknown, fallback?: string) =>
      toast({
        title,
        description: error instanceof Error || !fallback ? messageOf(error) : fallback,
        variant: 'destructive',
      }),
    [toast],
  );
}
