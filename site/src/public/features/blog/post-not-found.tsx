import { useEffect, useState } from 'react';
import type { Post } from '@core/models';
import { PATHS } from '@site/shared/app/paths';
import { useSiteSettings } from '@site/shared/app/settings-context';
import { goTo } from '@site/public/lib/go-to';
import { draftForSession } from './draft-for-session';
import { PostArticle } from './post-article';

export const POST_NOT_FOUND_TITLE = 'Post not found';
export const POST_NOT_FOUND_TEXT = "The blog post you're looking for could not be found.";
/** Spec part 1 §8: an unknown post goes to /blog after 500 ms. */
export const NOT_FOUND_REDIRECT_MS = 500;

/**
 * No published post here: an admin's browser may still see a draft; anyone else
 * reads the message and goes to /blog 500 ms after the page loaded.
 */
export function PostNotFound({ slug }: { slug: string }) {
  const { productName } = useSiteSettings();
  const [draft, setDraft] = useState<Post | null>(null);
  useEffect(() => {
    // The server titled the page for a visitor; the admin reads the draft, titled as when published.
    if (draft) document.title = `${draft.title} | ${productName}`;
  }, [draft, productName]);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    draftForSession(slug)
      .catch(() => null)
      .then((found) => {
        if (!live) return;
        if (found) return setDraft(found);
        const wait = Math.max(0, NOT_FOUND_REDIRECT_MS - (Date.now() - started));
        timer = setTimeout(() => goTo(PATHS.blog), wait);
      });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [slug]);
  if (draft) return <PostArticle post={draft} related={[]} draft />;
  return (
    <div role="alert">
      <h1>{POST_NOT_FOUND_TITLE}</h1>
      <p>{POST_NOT_FOUND_TEXT}</p>
      <a href={PATHS.blog}>Back to the blog</a>
    </div>
  );
}
