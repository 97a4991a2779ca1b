import type { ReactNode } from 'react';
import { Link, useLoaderData, useRouteError, type LoaderFunction } from 'react-router-dom';
import styled from 'styled-components';
import { blogDescription } from '@core/posts/feed';
import type { PostCategory } from '@core/posts/post-categories';
import { RetriedError, retriedMessage, withRetries } from '@core/lib/retry';
import type { SiteSettings } from '@core/site/settings';
import type { HeadData, RouteHandle } from '@site/public/app/head';
import { PATHS } from '@site/shared/app/paths';
import { Island } from '@site/public/app/island';
import { movedPage } from '@site/public/lib/moved-page';
import { listPageRedirect, type BlogSource, type PostPage } from '@core/posts/blog-source';
import { BlogListErrorPanel } from './blog-list-error';
import { BLOG_TEXT } from './blog-text';
import { PostCard } from '@site/public/components/post-card';

export interface BlogListData extends PostPage {
  before: string | null;
}

/**
 * One page of published posts (of a category, if given), from the request's `before` cursor. A
 * request that names its page otherwise is sent to the page's address (listPageRedirect).
 */
export async function loadPostPage(
  source: BlogSource,
  request: Request,
  category?: PostCategory['id'],
): Promise<BlogListData> {
  const url = new URL(request.url);
  const moved = listPageRedirect(url);
  if (moved) throw movedPage(moved);
  const before = url.searchParams.get('before');
  return { ...(await withRetries(() => source.listPublished(before, category))), before };
}

export const blogListLoader =
  (source: BlogSource): LoaderFunction =>
  ({ request }) =>
    loadPostPage(source, request);

export const blogListHandle: RouteHandle = {
  head: (raw: unknown, settings: SiteSettings): HeadData => {
    const before = (raw as BlogListData | undefined)?.before ?? null;
    return {
      title: `Blog | ${settings.productName}`,
      description: blogDescription(settings.productName),
      canonicalPath: before ? PATHS.blogPage(before) : PATHS.blog,
    };
  },
};

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  margin-top: 2rem;
  font-weight: 600;
`;

/** A page of post cards under its heading, with links to the newest and the older posts. */
export function PostListPage({
  heading,
  intro,
  page: { posts, nextBefore, before },
  newestPath,
  olderPath,
}: {
  heading: string;
  intro?: ReactNode;
  page: BlogListData;
  newestPath: string;
  olderPath: (before: string) => string;
}) {
  return (
    <section aria-labelledby="blog-heading">
      <h1 id="blog-heading">{heading}</h1>
      {intro}
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
          {before ? <Link to={newestPath}>← {BLOG_TEXT.newest}</Link> : <span />}
          {nextBefore && <Link to={olderPath(nextBefore)}>{BLOG_TEXT.older} →</Link>}
        </Pager>
      )}
    </section>
  );
}

export function BlogListRoute() {
  const page = useLoaderData() as BlogListData;
  return (
    <PostListPage heading="Blog" page={page} newestPath={PATHS.blog} olderPath={PATHS.blogPage} />
  );
}

/**
 * A list's message when its posts could not be loaded, after the retries (the route table's
 * error element shows it; a page that is not there is the site's 404).
 */
export function BlogListError() {
  const error = useRouteError();
  const message =
    error instanceof RetriedError
      ? retriedMessage(error)
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <Island name="blog-list-error" component={BlogListErrorPanel} props={{ message }} when="load" />
  );
}
