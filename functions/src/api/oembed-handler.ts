import { oembedAnswer } from '@core/embed/oembed';
import { siteSettings } from '../platform/config';
import { errorJson, json } from '../http/fetch-adapter';
import { servedOrigin } from '@core/embed/served-origin';

/**
 * GET /api/oembed: the oEmbed answer for a generator page on the canonical origin or the one this
 * request came to (the local stack's, a preview's). Cached like the pages: it changes with a deploy.
 */
export async function oembedHandler(request: Request): Promise<Response> {
  const { productName, siteUrl } = siteSettings();
  const answer = oembedAnswer({
    query: new URL(request.url).searchParams,
    origins: [siteUrl, servedOrigin(request, siteUrl)],
    productName,
    siteUrl,
  });
  if (answer.status !== 200) return errorJson(answer.status, answer.error);
  return json(answer.body, {
    headers: { 'cache-control': 'public, max-age=3600, s-maxage=3600' },
  });
}
