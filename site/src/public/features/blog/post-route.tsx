import { data, useLoaderData, type LoaderFunction } from 'react-router-dom';
import type { Post } from '@core/models';
import { oembedDiscoveryUrl } from '@core/embed/embed-snippets';
import { servedOrigin } from '@core/embed/served-origin';
import { metaDescription, postDescription } from '@core/site/seo';
import type { SiteSettings } from '@core/site/settings';
import { absoluteUrl, type HeadData, type RouteHandle } from '@site/public/app/head';
import { PATHS } from '@site/shared/app/paths';
import { Island } from '@site/public/app/island';
import { publishedDate, type BlogSource, type PostSummary } from '@core/posts/blog-source';
import { featuredImageOf } from '@site/public/components/featured-image';
import { PostArticle } from './post-article';
import { PostLoadErrorPanel } from './post-load-error';
import { POST_NOT_FOUND_TEXT, POST_NOT_FOUND_TITLE, PostNotFound } from './post-not-found';

/** Spec part 1 §9: 10 random candidates, at most 4 related posts. */
export const RELATED_CANDIDATES = 10;
export const RELATED_SHOWN = 4;

/** `origin`: the one the page was read at, where its oEmbed link must work. */
type PostData =
  { post: Post; related: PostSummary[]; origin: string } | { post: null; slug: string };

export const postLoader =
  (source: BlogSource): LoaderFunction =>
  async ({ params, request }) => {
    const slug = params.slug ?? '';
    const post = await source.getPublishedBySlug(slug);
    if (!post) return data({ post: null, slug } satisfies PostData, { status: 404 });
    const candidates = await source.randomPublished(RELATED_CANDIDATES, post.id);
    return {
      post,
      related: candidates.slice(0, RELATED_SHOWN),
      origin: servedOrigin(request, new URL(request.url).origin),
    } satisfies PostData;
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
    const { post, origin } = loaded;
    const description = metaDescription(postDescription(post));
    const team = `${settings.productName} Team`;
    const canonicalPath = PATHS.post(post.slug);
    const image = featuredImageOf(post).src;
    const title = `${post.title} | ${settings.productName}`;
    return {
      title,
      description,
      canonicalPath,
      oembed: { href: oembedDiscoveryUrl(origin, `${origin}${canonicalPath}`), title },
      ogType: 'article',
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description,
          image: absoluteUrl(settings, image),
          datePublished: publishedDate(post),
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

export function PostRoute() {
  const loaded = useLoaderData() as PostData;
  if (!loaded.post)
    return (
      <Island
        name="post-not-found"
        component={PostNotFound}
        props={{ slug: loaded.slug }}
        when="load"
      />
    );
  return <PostArticle post={loaded.post} related={loaded.related} />;
}

/** The route's error element: the post could not be loaded. */
export function PostLoadError() {
  return <Island name="post-load-error" component={PostLoadErrorPanel} props={{}} when="load" />;
}
