import { publicApiPath } from '@core/public-api-routes';
import { ISLAND_LIVE_ATTRIBUTE } from '../../islands/island-attributes';

/** The call to action's box (cta-box.tsx) carries its identifier in this attribute. */
export const CTA_ATTRIBUTE = 'data-cta';

/**
 * Page script (page-scripts.ts): counts clicks on the post's call to action, per post and month.
 * The box is the server's HTML with nothing to bring to life, so it needs no island and no
 * runtime, only this listener; the click goes on whether or not counting works. The box is marked
 * live once clicks count.
 */
export function countCtaClicks({
  postId,
  ctaIdentifier,
}: {
  postId: string;
  ctaIdentifier: string;
}): void {
  const box = [...document.querySelectorAll(`[${CTA_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(CTA_ATTRIBUTE) === ctaIdentifier,
  );
  const link = box?.querySelector('a');
  if (!box || !link) return;
  link.addEventListener('click', () => {
    fetch(publicApiPath('trackClick'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postId, ctaIdentifier }),
      keepalive: true,
    }).catch((error: unknown) => console.warn('CTA click not counted', error));
  });
  box.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
}
