import { Link, useLoaderData, useRouteError, type LoaderFunction } from 'react-router-dom';
import styled from 'styled-components';
import { RetriedError, retriedMessage, withRetries } from '@core/retry';
import type { SiteSettings } from '@core/settings';
import type { HeadData, RouteHandle } from '../../app/head';
import { PATHS } from '../../app/paths';
import { Island } from '../../islands/island';
import { parsePageCursor, type BlogSource, type PostPage } from '@core/blog-source';
import { BlogListErrorPanel } from './blog-list-error';
import { BLOG_TEXT } from './blog-text';
import { PostCard } from './post-card';

interface BlogListData extends PostPage {
  before: string | null;
}

export const blogListLoader =
  (source: BlogSource): LoaderFunction =>
  async ({ request }): Promise<BlogListData> => {
    const requested = new URL(request.url).searchParams.get('before');
    const before = parsePageCursor(requested) ? requested : null;
    return { ...(await withRetries(() => source.listPublished(before))), before };
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

/** The route's error element: the posts could not be loaded, after the retries. */
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
