import styled from 'styled-components';
import { formatLongDate } from '@core/site/seo';
import { PATHS } from '@site/shared/app/paths';
import { publishedDate, type PostSummary } from '@core/posts/blog-source';
import { featuredImageOf } from './featured-image';

const Card = styled.article`
  /* As a grid item it would otherwise widen its column to fit a long word. */
  min-width: 0;
  overflow-wrap: break-word;
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  img {
    aspect-ratio: 16 / 9;
    width: 100%;
    object-fit: cover;
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.5rem;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
  /* The whole card opens the post (one link, so one Tab stop and one name for screen readers). */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Body = styled.div`
  padding: 1rem 1.25rem 1.5rem;
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/**
 * A post's card. The first card a page shows at the top (the blog list's first) is `priority`: the
 * largest thing a phone sees on load, so it is fetched first (the server also preloads it from the
 * head); every other card image waits until it nears the screen.
 */
export function PostCard({ post, priority = false }: { post: PostSummary; priority?: boolean }) {
  const image = featuredImageOf(post);
  return (
    <Card>
      <img
        src={image.src}
        alt={image.alt}
        srcSet={image.srcSet}
        sizes="(max-width: 640px) 100vw, 400px"
        loading={priority ? undefined : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        width={640}
        height={360}
      />
      <Body>
        <h2>
          <a href={PATHS.post(post.slug)}>{post.title}</a>
        </h2>
        <time dateTime={publishedDate(post)}>{formatLongDate(publishedDate(post))}</time>
        <p>{post.excerpt}</p>
      </Body>
    </Card>
  );
}
