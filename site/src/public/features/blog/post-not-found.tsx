import { useEffect, useState } from 'react';
import type { Post } from '@core/models';
import { PATHS } from '@site/shared/app/paths';
import { useSiteSettings } from '@site/shared/app/settings-context';
import { goTo } from '@site/public/lib/go-to';
import { hasAdminFlag } from '@site/shared/lib/admin-flag';
import { draftForSession } from './draft-for-session';
import { PostArticle } from './post-article';

export const POST_NOT_FOUND_TITLE = 'Post not found';
export const POST_NOT_FOUND_TEXT = "The blog post you're looking for could not be found.";
/** What an admin's browser shows while it asks for a draft, rather than "not found" (not in the spec). */
export const LOOKING_FOR_DRAFT_TEXT = 'Looking for a draft of this post…';
/** Spec part 1 §8: an unknown post goes to /blog after 500 ms. */
export const NOT_FOUND_REDIRECT_MS = 500;

/**
 * No published post here: an admin's browser may still see a draft; anyone else
 * reads the message and goes to /blog 500 ms after the page loaded.
 */
export function PostNotFound({ slug }: { slug: string }) {
  const { productName } = useSiteSettings();
  const [draft, setDraft] = useState<Post | null>(null);
  const [looking, setLooking] = useState(false);
  useEffect(() => {
    // The server titled the page for a visitor; the admin reads the draft, titled as when published.
    if (draft) document.title = `${draft.title} | ${productName}`;
  }, [draft, productName]);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const admin = hasAdminFlag();
    // Only after hydration, whose render must be the server's HTML: Preact's hydration takes no
    // server snapshot, and a first render of other markup left the server's message on the page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLooking(admin);
    draftForSession(slug)
      .catch(() => null)
      .then((found) => {
        if (!live) return;
        setLooking(false);
        if (found) return setDraft(found);
        // An admin, who waited for the lookup, reads the message for as long as anyone.
        const wait = admin
          ? NOT_FOUND_REDIRECT_MS
          : Math.max(0, NOT_FOUND_REDIRECT_MS - (Date.now() - started));
        timer = setTimeout(() => goTo(PATHS.blog), wait);
      });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [slug]);
  if (draft) return <PostArticle post={draft} related={[]} draft />;
  // An admin's browser may hold a draft here: it says it looks rather than that there is none.
  if (looking) return <p role="status">{LOOKING_FOR_DRAFT_TEXT}</p>;
  return (
    <div role="alert">
      <h1>{POST_NOT_FOUND_TITLE}</h1>
      <p>{POST_NOT_FOUND_TEXT}</p>
      <a href={PATHS.blog}>Back to the blog</a>
    </div>
  );
}
