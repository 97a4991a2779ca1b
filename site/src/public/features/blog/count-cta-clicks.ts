import { publicApiPath } from '@core/public-api-routes';
import type { PageScriptProps } from '@site/public/app/island-attributes';

/** The call to action's box (cta-box.tsx) carries its identifier in this attribute. */
export const CTA_ATTRIBUTE = 'data-cta';

/**
 * Page script (page-scripts.ts): counts clicks on the post's call to action, per post and month.
 * The box is the server's HTML with nothing to bring to life, so it needs no island and no
 * runtime, only this listener; the click goes on whether or not counting works. Imports nothing
 * the islands' entry has: the build would put that module in this script's chunk, which every page
 * would then load (rollup.config.ts › ON_DEMAND).
 */
export function countCtaClicks({ postId, ctaIdentifier }: PageScriptProps['cta-clicks']): void {
  const box = [...document.querySelectorAll(`[${CTA_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(CTA_ATTRIBUTE) === ctaIdentifier,
  );
  const link = box?.querySelector('a');
  link?.addEventListener('click', () => {
    fetch(publicApiPath('trackClick'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postId, ctaIdentifier }),
      keepalive: true,
    }).catch((error: unknown) => console.warn('CTA click not counted', error));
  });
}
