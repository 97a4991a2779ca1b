import { DEFAULT_FEATURED_IMAGE, postPath } from '@core/posts/blog-paths';
import { FEED_CONTENT_TYPE, FEED_SIZE, generatorFeedLink, rssXml } from '@core/posts/feed';
import { isGeneratorKind } from '@core/generators/generator-embeds';
import type { Post } from '@core/models';
import { postCategory } from '@core/posts/post-categories';
import { cacheableEntity, textEntity } from '../cacheable-json';
import { siteSettings } from '../../platform/config';
import { firestoreBlogSource } from '../../posts/firestore-blog-source';
import { htmlWindow } from '../../posts/html-window';

/** As pages: a CDN keeps a feed 5 minutes; readers revalidate every time, and get 304s. */
const FEED_CACHE = 'public, max-age=0, s-maxage=300';

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
 * `/rss.xml` and `/blog/category/{id}/rss.xml` (the feeds of core/site/public-pages.ts, whose match
 * gives the category's id): RSS 2.0 of the newest published posts, chosen as /blog chooses them
 * (drafts never). A reader that sends the ETag it has gets 304 while nothing changed.
 */
export async function feedResponse(request: Request, categoryId?: string): Promise<Response> {
  const category = categoryId === undefined ? undefined : postCategory(categoryId);
  const settings = siteSettings();
  const [latest, { document }] = await Promise.all([
    firestoreBlogSource.latestPublished(FEED_SIZE, category?.id),
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
    category,
    posts,
    defaultImage: DEFAULT_FEATURED_IMAGE,
  });
  return cacheableEntity(request, textEntity(xml, FEED_CONTENT_TYPE), FEED_CACHE);
}
