import { redirect } from 'react-router-dom';

/**
 * How long a page's answer that it moved (a list page's number, a result renamed) is kept: an
 * hour, not for good as browsers keep a 301 without one, since the rule or the title may change.
 */
export const MOVED_PAGE_CACHE = 'public, max-age=3600';

/** What a loader throws for an address whose page has another one: 301 to it. */
export const movedPage = (location: string) =>
  redirect(location, { status: 301, headers: { 'cache-control': MOVED_PAGE_CACHE } });
