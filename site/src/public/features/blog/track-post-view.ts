import {
  alreadyViewed,
  dayOf,
  VIEW_DELAY_MS,
  VIEW_FAILED_TEXT,
  VIEWED_POSTS_KEY,
} from '@core/analytics/tracking';
import { showPageToast } from '@site/shared/components/page-toasts';
import { nextTask } from '@site/public/lib/next-task';
import { publicApiPath } from '@core/public-api-routes';
import type { PageScriptProps } from '@site/public/app/island-attributes';

function readViewed(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(VIEWED_POSTS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

async function reportView(postId: string): Promise<void> {
  const now = new Date();
  const viewed = readViewed();
  if (alreadyViewed(viewed, postId, now)) return;
  // The first read opens the session's storage, and a request takes a moment to start: each gets
  // a task of its own, so neither adds to a long one while the page is still loading.
  await nextTask();
  try {
    const response = await fetch(publicApiPath('trackView'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A link's ref (a newsletter's: ?ref=newsletter-{id}) tells the owner what brought the view.
      body: JSON.stringify({
        postId,
        ref: new URLSearchParams(location.search).get('ref') ?? undefined,
      }),
    });
    if (!response.ok) throw new Error(`${response.status}`);
    // The function answers the post's new view count; reading it also completes the request.
    await response.json();
    sessionStorage.setItem(VIEWED_POSTS_KEY, JSON.stringify({ ...viewed, [postId]: dayOf(now) }));
  } catch {
    showPageToast({
      title: VIEW_FAILED_TEXT.title,
      description: VIEW_FAILED_TEXT.description,
      variant: 'destructive',
    });
  }
}

/**
 * A published post's page script (islands/page-scripts.ts): reports a view 300 ms after the page
 * starts, once per post per day per browser session (sessionStorage 'viewedPosts'); a failure
 * only shows a gentle toast. Plain code: a page that is only read runs no UI runtime for it.
 */
export function trackPostView({ postId }: PageScriptProps['post-view']): void {
  setTimeout(() => void reportView(postId), VIEW_DELAY_MS);
}
