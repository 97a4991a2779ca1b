import { useLoaderData, type LoaderFunction } from 'react-router-dom';
import styled from 'styled-components';
import type { SiteSettings } from '../../../../core/settings';
import type { HeadData, RouteHandle } from '../../app/head';
import { PATHS } from '../../app/paths';
import type { BlogSource, PostSummary } from './blog-source';
import { PostCard } from './post-card';

interface BlogListData {
  posts: PostSummary[];
}

export const blogListLoader =
  (source: BlogSource): LoaderFunction =>
  async (): Promise<BlogListData> => ({ posts: await source.listPublished() });

export const blogListHandle: RouteHandle = {
  head: (_data: unknown, settings: SiteSettings): HeadData => ({
    title: `Blog | ${settings.productName}`,
    description: `Elf tips, holiday magic and Christmas traditions from the ${settings.productName} team.`,
    canonicalPath: PATHS.blog,
  }),
};

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

export function BlogListRoute() {
  const { posts } = useLoaderData() as BlogListData;
  return (
    <section aria-labelledby="blog-heading">
      <h1 id="blog-heading">Blog</h1>
      {posts.length === 0 ? (
        <div role="status">
          <h2>No blog posts found</h2>
          <p>Posts appear here once they are marked as published.</p>
        </div>
      ) : (
        <Grid>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </Grid>
      )}
    </section>
  );
}
