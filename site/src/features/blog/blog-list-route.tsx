import { useEffect } from 'react';
import { Link, useLoaderData, useRouteError, type LoaderFunction } from 'react-router-dom';
import styled from 'styled-components';
import { RetriedError, retriedMessage } from '../../../../core/retry';
import type { SiteSettings } from '../../../../core/settings';
import type { HeadData, RouteHandle } from '../../app/head';
import { PATHS } from '../../app/paths';
import { primaryButtonStyles } from '../../components/form-styles';
import { useToast } from '../../components/toaster';
import { parsePageCursor, type BlogSource, type PostPage } from './blog-source';
import { PostCard } from './post-card';

export const BLOG_TEXT = {
  emptyTitle: 'No blog posts found',
  emptyHint: 'Posts appear here once they are marked as published.',
  errorTitle: 'Unable to load blog posts',
  errorToast: 'Error fetching blog posts',
  tryAgain: 'Try Again',
  older: 'Older posts',
  newest: 'Newest posts',
} as const;

interface BlogListData extends PostPage {
  before: string | null;
}

export const blogListLoader =
  (source: BlogSource): LoaderFunction =>
  async ({ request }): Promise<BlogListData> => {
    const requested = new URL(request.url).searchParams.get('before');
    const before = parsePageCursor(requested) ? requested : null;
    return { ...(await source.listPublished(before)), before };
  };

export const blogListHandle: RouteHandle = {
  head: (raw: unknown, settings: SiteSettings): HeadData => {
    const before = (raw as BlogListData | undefined)?.before ?? null;
    return {
      title: `Blog | ${settings.productName}`,
      description: `Elf tips, holiday magic and Christmas traditions from the ${settings.productName} team.`,
      canonicalPath: before ? PATHS.blogPage(before) : PATHS.blog,
    };
  },
};

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const TryAgain = styled.button`
  ${primaryButtonStyles}
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  margin-top: 2rem;
  font-weight: 600;
`;

export function BlogListRoute() {
  const { posts, nextBefore, before } = useLoaderData() as BlogListData;
  return (
    <section aria-labelledby="blog-heading">
      <h1 id="blog-heading">Blog</h1>
      {posts.length === 0 ? (
        <div role="status">
          <h2>{BLOG_TEXT.emptyTitle}</h2>
          <p>{BLOG_TEXT.emptyHint}</p>
        </div>
      ) : (
        <Grid>
          {posts.map((post, index) => (
            <PostCard key={post.id} post={post} priority={index === 0} />
          ))}
        </Grid>
      )}
      {(before || nextBefore) && (
        <Pager aria-label="Blog pages">
          {before ? <Link to={PATHS.blog}>← {BLOG_TEXT.newest}</Link> : <span />}
          {nextBefore && <Link to={PATHS.blogPage(nextBefore)}>{BLOG_TEXT.older} →</Link>}
        </Pager>
      )}
    </section>
  );
}

/** Shown when the posts cannot be loaded, after the retries: the message, a toast and Try Again. */
export function BlogListError() {
  const error = useRouteError();
  const toast = useToast();
  const message =
    error instanceof RetriedError
      ? retriedMessage(error)
      : error instanceof Error
        ? error.message
        : String(error);
  useEffect(() => {
    toast({ title: BLOG_TEXT.errorToast, description: message, variant: 'destructive' });
  }, [toast, message]);
  return (
    <section role="alert">
      <h1>{BLOG_TEXT.errorTitle}</h1>
      <p>{message}</p>
      <TryAgain type="button" onClick={() => window.location.reload()}>
        {BLOG_TEXT.tryAgain}
      </TryAgain>
    </section>
  );
}
