import type { SiteSettings } from '@core/site/settings';
import type { HeadData, RouteHandle } from '@site/public/app/head';
import { PATHS } from '@site/shared/app/paths';
import { useSiteSettings } from '@site/shared/app/settings-context';

export const aboutHandle: RouteHandle = {
  head: (_data: unknown, settings: SiteSettings): HeadData => ({
    title: `About Us | ${settings.productName}`,
    description: `The story of ${settings.productName}: helping families keep the magic of the elf tradition alive.`,
    canonicalPath: PATHS.about,
  }),
};

export function AboutRoute() {
  const { productName, successorUrl } = useSiteSettings();
  return (
    <article style={{ maxWidth: 760, margin: '0 auto' }}>
      <h1>About Us</h1>
      <section aria-labelledby="story">
        <h2 id="story">Our story</h2>
        <p>
          {productName} began at a kitchen table one December, with a tired parent, a mischievous
          elf and no ideas left. We started writing letters from the elf, and other families asked
          for them too.
        </p>
      </section>
      <section aria-labelledby="mission">
        <h2 id="mission">Our mission</h2>
        <p>
          We help parents and caregivers keep the magic going all season with easy ideas, crafts,
          scenes and recipes that fit real, busy evenings.
        </p>
      </section>
      <section aria-labelledby="new-home">
        <h2 id="new-home">Our new home</h2>
        <p>
          Letter creation has moved to a new platform built just for it:{' '}
          <a href={successorUrl}>{successorUrl}</a>. This site keeps the blog and the free
          generators.
        </p>
      </section>
      <section aria-labelledby="thanks">
        <h2 id="thanks">Thank you</h2>
        <p>
          To every family who shared an idea, a photo or a giggle with us: thank you for the magic.
        </p>
      </section>
    </article>
  );
}
