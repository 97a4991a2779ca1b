import { oembedAnswer, oembedPostSlug } from '@core/embed/oembed';
import { servedOrigin } from '@core/embed/served-origin';
import { siteSettings } from '../../platform/config';
import { errorJson, json } from '../fetch-adapter';
import { firestoreBlogSource } from '../../posts/firestore-blog-source';

/**
 * GET /api/oembed: the oEmbed answer for a generator page or a published post on the canonical
 * origin or the one this request came to (the local stack's, a preview's); a post is read as its
 * page reads it (published only). Cached like the pages: it changes with a deploy or an edit.
 */
export async function oembedHandler(request: Request): Promise<Response> {
  const { productName, siteUrl } = siteSettings();
  const query = new URL(request.url).searchParams;
  const origins = [siteUrl, servedOrigin(request, siteUrl)];
  const slug = oembedPostSlug(query, origins);
  const answer = oembedAnswer({
    query,
    origins,
    productName,
    siteUrl,
    post: slug ? await firestoreBlogSource.getPublishedBySlug(slug) : null,
  });
  if (answer.status !== 200) return errorJson(answer.status, answer.error);
  return json(answer.body, {
    headers: { 'cache-control': 'public, max-age=3600, s-maxage=3600' },
  });
}
