import { DEFAULT_FEATURED_IMAGE, FEED_PATH, postPath } from '@core/blog-paths';
import { FEED_CONTENT_TYPE, FEED_SIZE, generatorFeedLink, rssXml } from '@core/feed';
import { isGeneratorKind } from '@core/generator-embeds';
import type { Post } from '@core/models';
import { postCategory, type PostCategory } from '@core/post-categories';
import { cacheableEntity, textEntity } from '../http/cacheable-json';
import { siteSettings } from '../platform/config';
import { firestoreBlogSource } from '../posts/firestore-blog-source';
import { htmlWindow } from '../posts/html-window';

/** As pages: a CDN keeps a feed 5 minutes; readers revalidate every time, and get 304s. */
const FEED_CACHE = 'public, max-age=0, s-maxage=300';

const CATEGORY_FEED = /^\/blog\/category\/([^/]+)\/rss\.xml$/;

/** The feed a path names: the site's (no category), a category's, or none (undefined). */
function feedOf(pathname: string): { category?: PostCategory } | undefined {
  if (pathname === FEED_PATH) return {};
  const id = CATEGORY_FEED.exec(pathname)?.[1];
  const category = id === undefined ? undefined : postCategory(id);
  return category ? { category } : undefined;
}

/**
 * The body as a feed reader shows it, away from the site: every address absolute, taken from the
 * post's own page (`/media/...` or `#notes` would lead nowhere there), and each generator the post
 * embeds (markup the site's script starts, an empty box anywhere else) a link to its page.
 */
function feedBody(html: string, base: string, siteUrl: string, document: Document): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const embed of template.content.querySelectorAll('[data-elf-generator]')) {
    const kind = embed.getAttribute('data-elf-generator') ?? undefined;
    if (!isGeneratorKind(kind)) continue;
    const { href, text } = generatorFeedLink(kind, siteUrl);
    const paragraph = document.createElement('p');
    const link = paragraph.appendChild(document.createElement('a'));
    link.href = href;
    link.textContent = text;
    embed.replaceWith(paragraph);
  }
  const absolute = (value: string) => {
    try {
      return new URL(value, base).toString();
    } catch {
      return value;
    }
  };
  for (const element of template.content.querySelectorAll('[href], [src], [srcset]')) {
    for (const name of ['href', 'src']) {
      const value = element.getAttribute(name);
      if (value !== null) element.setAttribute(name, absolute(value.trim()));
    }
    const srcset = element.getAttribute('srcset');
    if (srcset !== null) {
      const candidates = srcset.split(',').map((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        return [absolute(url), ...descriptor].join(' ');
      });
      element.setAttribute('srcset', candidates.join(', '));
    }
  }
  return template.innerHTML;
}

/**
 * `/rss.xml` and `/blog/category/{id}/rss.xml`: RSS 2.0 of the newest published posts, chosen as
 * /blog chooses them (drafts never). A reader that sends the ETag it has gets 304 while nothing
 * changed. Answers null for any other path (an unknown category's feed then gets the 404 page).
 */
export async function feedResponse(request: Request): Promise<Response | null> {
  const feed = feedOf(new URL(request.url).pathname);
  if (!feed) return null;
  const settings = siteSettings();
  const [latest, { document }] = await Promise.all([
    firestoreBlogSource.latestPublished(FEED_SIZE, feed.category?.id),
    htmlWindow(),
  ]);
  const posts: Post[] = latest.map((post) => ({
    ...post,
    content: feedBody(
      post.content,
      `${settings.siteUrl}${postPath(post.slug)}`,
      settings.siteUrl,
      document,
    ),
  }));
  const xml = rssXml({
    settings,
    category: feed.category,
    posts,
    defaultImage: DEFAULT_FEATURED_IMAGE,
  });
  return cacheableEntity(request, textEntity(xml, FEED_CONTENT_TYPE), FEED_CACHE);
}
