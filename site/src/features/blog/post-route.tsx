import { useEffect, useState } from 'react';
import { data, Link, useLoaderData, useNavigate, type LoaderFunction } from 'react-router-dom';
import styled from 'styled-components';
import type { Post } from '../../../../core/models';
import { formatLongDate, metaDescription, postAuthor, postDescription } from '../../../../core/seo';
import type { SiteSettings } from '../../../../core/settings';
import type { HeadData, RouteHandle } from '../../app/head';
import { DEFAULT_FEATURED_IMAGE, DEFAULT_FEATURED_IMAGE_ALT, PATHS } from '../../app/paths';
import { CardRows } from '../../components/card-rows';
import { PostBody } from '../../components/post-body';
import { useToast } from '../../components/toaster';
import { useSiteSettings } from '../../app/settings-context';
import type { BlogSource, PostSummary } from './blog-source';
import { draftForSession } from './draft-for-session';
import { CtaBox } from './cta-box';
import { PostCard } from './post-card';
import { usePostView } from './use-post-view';
import { useEmbeddedGenerators } from '../../lib/use-embedded-generators';

export const POST_NOT_FOUND_TITLE = 'Post not found';
export const POST_NOT_FOUND_TEXT = "The blog post you're looking for could not be found.";
/** Spec part 1 §8: an unknown post goes to /blog after 500 ms. */
export const NOT_FOUND_REDIRECT_MS = 500;

/** Spec part 1 §9: 10 random candidates, at most 4 related posts. */
export const RELATED_CANDIDATES = 10;
export const RELATED_SHOWN = 4;

type PostData = { post: Post; related: PostSummary[] } | { post: null; slug: string };

export const postLoader =
  (source: BlogSource): LoaderFunction =>
  async ({ params }) => {
    const slug = params.slug ?? '';
    const post = await source.getPublishedBySlug(slug);
    if (!post) return data({ post: null, slug } satisfies PostData, { status: 404 });
    const candidates = await source.randomPublished(RELATED_CANDIDATES, post.id);
    return { post, related: candidates.slice(0, RELATED_SHOWN) } satisfies PostData;
  };

export const postHandle: RouteHandle = {
  head: (raw: unknown, settings: SiteSettings): HeadData => {
    const loaded = raw as PostData;
    if (!loaded.post) {
      return {
        title: `${POST_NOT_FOUND_TITLE} | ${settings.productName}`,
        description: POST_NOT_FOUND_TEXT,
        canonicalPath: PATHS.post(loaded.slug),
        noindex: true,
      };
    }
    const { post } = loaded;
    const description = metaDescription(postDescription(post));
    const team = `${settings.productName} Team`;
    const canonicalPath = PATHS.post(post.slug);
    const image = post.featuredImage ?? DEFAULT_FEATURED_IMAGE;
    return {
      title: `${post.title} | ${settings.productName}`,
      description,
      canonicalPath,
      ogType: 'article',
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description,
          image: new URL(image, `${settings.siteUrl}/`).toString(),
          datePublished: post.createdAt,
          dateModified: post.updatedAt,
          author: { '@type': 'Organization', name: post.metadata.author?.trim() || team },
          publisher: { '@type': 'Organization', name: team },
          mainEntityOfPage: `${settings.siteUrl}${canonicalPath}`,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: `${settings.siteUrl}/` },
            {
              '@type': 'ListItem',
              position: 2,
              name: 'Blog',
              item: `${settings.siteUrl}${PATHS.blog}`,
            },
            { '@type': 'ListItem', position: 3, name: post.title },
          ],
        },
      ],
    };
  },
};

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
    > .content {
      width: min(100% - 2 * ${theme.gutter}, 760px);
    }
  `}
`;

const Breadcrumb = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    padding: 0;
    margin: 0 0 1rem;
  }
  li {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li + li::before {
    content: '/';
    margin-right: 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const POST_ERROR_TEXT = {
  title: 'Error loading post',
  description: 'There was a problem loading this blog post. Please try again.',
} as const;
/** Not given by the spec: long enough to read the message before going to /blog. */
export const POST_ERROR_REDIRECT_MS = 1500;
export const DRAFT_PREVIEW_TEXT = 'Draft preview: only admins can see this post.';

/** The post itself: shared by published posts and an admin's draft preview. */
function PostArticle({
  post,
  related,
  draft = false,
}: {
  post: Post;
  related: PostSummary[];
  draft?: boolean;
}) {
  const settings = useSiteSettings();
  useEmbeddedGenerators(post.content);
  usePostView(draft ? null : post.id);
  const brand = post.metadata.theme === settings.brandThemeKey;
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
            <Link to={PATHS.home}>Home</Link>
          </li>
          <li>
            <Link to={PATHS.blog}>Blog</Link>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </Breadcrumb>
      <img
        className="hero"
        src={post.featuredImage ?? DEFAULT_FEATURED_IMAGE}
        alt={
          post.metadata.featuredImageAlt ??
          (post.featuredImage ? post.title : DEFAULT_FEATURED_IMAGE_ALT)
        }
        title={post.metadata.featuredImageTitle}
        srcSet={post.featuredImage ? post.imageSrcSets?.[post.featuredImage] : undefined}
        sizes={brand ? '100vw' : '(max-width: 800px) 100vw, 760px'}
        // The page's largest image, on screen at load: fetched before anything else it waits for.
        fetchPriority="high"
        width={1280}
        height={720}
      />
      <h1>{post.title}</h1>
      <p className="byline">
        <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time> · By{' '}
        {postAuthor(post)}
      </p>
      <PostBody className="content" dangerouslySetInnerHTML={{ __html: post.content }} />
      {!draft && <CtaBox postId={post.id} />}
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

/**
 * No published post here: an admin's browser may still see a draft; anyone else
 * reads the message and goes to /blog 500 ms after the page loaded.
 */
function PostNotFound({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Post | null>(null);
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
        timer = setTimeout(() => navigate(PATHS.blog, { replace: true }), wait);
      });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [slug, navigate]);
  if (draft) return <PostArticle post={draft} related={[]} draft />;
  return (
    <div role="alert">
      <h1>{POST_NOT_FOUND_TITLE}</h1>
      <p>{POST_NOT_FOUND_TEXT}</p>
      <Link to={PATHS.blog}>Back to the blog</Link>
    </div>
  );
}

export function PostRoute() {
  const loaded = useLoaderData() as PostData;
  if (!loaded.post) return <PostNotFound slug={loaded.slug} />;
  return <PostArticle post={loaded.post} related={loaded.related} />;
}

/** The post could not be loaded (not a missing post): say so, with a toast, then go to /blog. */
export function PostLoadError() {
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    toast({
      title: POST_ERROR_TEXT.title,
      description: POST_ERROR_TEXT.description,
      variant: 'destructive',
    });
    const timer = setTimeout(() => navigate(PATHS.blog, { replace: true }), POST_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toast, navigate]);
  return (
    <div role="alert">
      <h1>{POST_ERROR_TEXT.title}</h1>
      <p>{POST_ERROR_TEXT.description}</p>
    </div>
  );
}
