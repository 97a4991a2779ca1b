import { useEffect } from 'react';
import {
  alreadyViewed,
  dayOf,
  VIEW_DELAY_MS,
  VIEW_FAILED_TEXT,
  VIEWED_POSTS_KEY,
} from '../../../../core/tracking';
import { API_PATHS } from '../../app/paths';
import { useToast } from '../../components/toast-context';

function readViewed(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(VIEWED_POSTS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Reports a view 300 ms after a published post shows, once per post per day per browser session
 * (sessionStorage 'viewedPosts'); a failure only shows a gentle toast.
 */
export function usePostView(postId: string): void {
  const toast = useToast();
  useEffect(() => {
    const timer = setTimeout(async () => {
      const now = new Date();
      const viewed = readViewed();
      if (alreadyViewed(viewed, postId, now)) return;
      try {
        const response = await fetch(API_PATHS.trackView, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ postId }),
        });
        if (!response.ok) throw new Error(`${response.status}`);
        // The function answers the post's new view count; reading it also completes the request.
        await response.json();
        sessionStorage.setItem(
          VIEWED_POSTS_KEY,
          JSON.stringify({ ...viewed, [postId]: dayOf(now) }),
        );
      } catch {
        toast({
          title: VIEW_FAILED_TEXT.title,
          description: VIEW_FAILED_TEXT.description,
          variant: 'destructive',
        });
      }
    }, VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [postId, toast]);
}
