import styled from 'styled-components';
import { embedReserveCss } from '@core/generators/generator-embeds';
import type { Post } from '@core/models';
import { categoriesOf } from '@core/posts/post-categories';
import { formatLongDate, postAuthor } from '@core/site/seo';
import { PATHS, SITE_WIDGET_LOADER } from '@site/shared/app/paths';
import { useSiteSettings } from '@site/shared/app/settings-context';
import { CardRows } from '@site/public/components/card-rows';
import { PostBody } from '@site/shared/components/post-body';
import { PageScript } from '@site/public/app/island';
import { useEmbeddedGenerators } from '@site/shared/lib/use-embedded-generators';
import { publishedDate, type PostSummary } from '@core/posts/blog-source';
import { BLOG_TEXT } from './blog-text';
import { CategoryLinks } from './category-links';
import { CtaBox } from './cta-box';
import { featuredImageOf } from '@site/public/components/featured-image';
import { PostCard } from '@site/public/components/post-card';

/**
 * Posts in the brand theme get a full-width, brand-coloured layout: the article spans the window
 * (data-full-bleed, see the layout) and keeps its text to the page's usual widths.
 */
const Article = styled.article<{ $brand: boolean }>`
  max-width: ${({ $brand }) => ($brand ? 'none' : '760px')};
  margin: 0 auto;

  .hero {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
  .byline {
    color: ${({ theme }) => theme.colors.muted};
  }
  /* The server gives each library image of the body its width and height. An image linked from
     elsewhere has no size to reserve its box with until it arrives, and would push the text below
     it down: it gets the featured images' 16:9 box instead, and shows whole inside it, never
     enlarged. (Only here: the editor shows every image as it is, the library's included.) */
  .content img:not([width]),
  .content img:not([height]) {
    width: 70%;
    aspect-ratio: 16 / 9;
    object-fit: scale-down;
  }
  /* A generator's element is as tall as its first frame until that frame renders
     (core/generators/generator-embeds.ts): the text after it stays where it is. */
  .content {
    ${embedReserveCss()}
  }
  ${({ $brand, theme }) =>
    $brand &&
    `
    > * {
      width: min(100% - 2 * ${theme.gutter}, ${theme.contentWidth});
      margin-inline: auto;
    }
    > .hero {
      width: 100%;
      max-width: none;
      border-radius: 0;
      /* 16:9 as the featured images are, so a phone sees the whole image; shorter on wide screens. */
      max-height: min(60vh, 560px);
    }
    h1 {
      text-align: center;
      font-size: clamp(2rem, 5vw, 3.2rem);
      color: #6d28d9;
    }
    .byline {
      text-align: center;
    }
    > .categories {
      justify-content: center;
    }
    > .content {
      width: min(100% - 2 * ${theme.gutter}, 760px);
    }
  `}
`;

/**
 * Inline, as one run of text: a long title wraps between its own words, and no line starts with a
 * separator (there is no break opportunity beside one).
 */
const Breadcrumb = styled.nav`
  ol {
    list-style: none;
    padding: 0;
    margin: 0 0 1rem;
    overflow-wrap: anywhere;
  }
  li {
    display: inline;
  }
  li + li::before {
    content: '/';
    margin: 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const DRAFT_PREVIEW_TEXT = 'Draft preview: only admins can see this post.';

/** The post itself: shared by published posts and an admin's draft preview. */
export function PostArticle({
  post,
  related,
  draft = false,
}: {
  post: Post;
  related: PostSummary[];
  draft?: boolean;
}) {
  const settings = useSiteSettings();
  useEmbeddedGenerators(post.content, SITE_WIDGET_LOADER);
  const brand = post.metadata.theme === settings.brandThemeKey;
  const image = featuredImageOf(post);
  return (
    <Article
      data-layout={brand ? 'brand' : 'standard'}
      data-full-bleed={brand || undefined}
      $brand={brand}
    >
      {draft && <DraftBanner role="status">{DRAFT_PREVIEW_TEXT}</DraftBanner>}
      <Breadcrumb aria-label="Breadcrumb">
        <ol>
          <li>
            <a href={PATHS.home}>Home</a>
          </li>
          <li>
            <a href={PATHS.blog}>Blog</a>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </Breadcrumb>
      <img
        className="hero"
        src={image.src}
        alt={image.alt}
        title={post.metadata.featuredImageTitle}
        srcSet={image.srcSet}
        sizes={brand ? '100vw' : '(max-width: 800px) 100vw, 760px'}
        // The page's largest image, on screen at load: fetched before anything else it waits for.
        fetchPriority="high"
        width={1280}
        height={720}
      />
      <h1>{post.title}</h1>
      <p className="byline">
        <time dateTime={publishedDate(post)}>{formatLongDate(publishedDate(post))}</time> · By{' '}
        {postAuthor(post)}
      </p>
      <CategoryLinks
        className="categories"
        label={BLOG_TEXT.postCategories}
        categories={categoriesOf(post)}
      />
      <PostBody className="content" dangerouslySetInnerHTML={{ __html: post.content }} />
      {!draft && (
        <>
          <PageScript name="post-view" props={{ postId: post.id }} />
          <CtaBox postId={post.id} />
        </>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">More from the blog</h2>
          <CardRows>
            {related.map((item) => (
              <PostCard key={item.id} post={item} />
            ))}
          </CardRows>
        </section>
      )}
    </Article>
  );
}

const DraftBanner = styled.p`
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: #fef3c7;
  border: 1px solid #f59e0b;
  font-weight: 600;
`;
