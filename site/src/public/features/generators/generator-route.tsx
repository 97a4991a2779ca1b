import { useLoaderData, type LoaderFunction } from 'react-router-dom';
import styled from 'styled-components';
import { embedKindLabel, isEmbedKind, type EmbedKind } from '@core/embed/embed-kinds';
import { oembedDiscoveryUrl } from '@core/embed/embed-snippets';
import { servedOrigin } from '@core/embed/served-origin';
import { generatorImagePath, RESULT_IMAGE_SIZES } from '@core/results/result-pages';
import type { SiteSettings } from '@core/site/settings';
import type { HeadData, RouteHandle } from '@site/public/app/head';
import { PATHS } from '@site/shared/app/paths';
import { Island } from '@site/public/app/island';
import {
  notFoundHandle,
  notFoundLoader,
  NotFoundRoute,
} from '@site/public/components/not-found-route';
import { EmbedBuilder } from './embed-builder';
import { GeneratorBreadcrumb, PageGenerator } from './generator-page-parts';
import { GENERATOR_PAGE_TEXT, GENERATORS_TEXT } from './generator-text';

type GeneratorData = { kind: EmbedKind; origin: string } | { kind: null; path: string };

/** The page's own origin: its embed codes and its oEmbed link must work where it was read. */
export const generatorLoader: LoaderFunction = ({ request, params }) => {
  const kind = params.kind ?? '';
  if (!isEmbedKind(kind)) return notFoundLoader({ request });
  return { kind, origin: servedOrigin(request, new URL(request.url).origin) };
};

/** Per generator: a free web application, and where it sits in the site. */
export const generatorHandle: RouteHandle = {
  head: (raw: unknown, settings: SiteSettings): HeadData => {
    const loaded = raw as GeneratorData;
    if (!loaded.kind) return notFoundHandle.head!(loaded, settings);
    const { kind, origin } = loaded;
    const label = embedKindLabel(kind);
    const title = `${label} | ${settings.productName}`;
    const description = GENERATOR_PAGE_TEXT[kind].summary;
    const url = `${settings.siteUrl}${PATHS.generator(kind)}`;
    return {
      title,
      description,
      canonicalPath: PATHS.generator(kind),
      // Made as a result's card is (functions/src/results), so a link card shows the generator.
      image: generatorImagePath(kind, 'og'),
      imageSize: RESULT_IMAGE_SIZES.og,
      imageAlt: GENERATORS_TEXT.imageAlt(label, settings.productName),
      oembed: { href: oembedDiscoveryUrl(origin, `${origin}${PATHS.generator(kind)}`), title },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebApplication',
          name: label,
          description,
          url,
          applicationCategory: 'LifestyleApplication',
          operatingSystem: 'Any',
          isAccessibleForFree: true,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          publisher: { '@type': 'Organization', name: settings.productName },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: `${settings.siteUrl}/` },
            {
              '@type': 'ListItem',
              position: 2,
              name: GENERATORS_TEXT.generators,
              item: `${settings.siteUrl}${PATHS.generators}`,
            },
            { '@type': 'ListItem', position: 3, name: label, item: url },
          ],
        },
      ],
    };
  },
};

const Page = styled.article`
  max-width: 1040px;
  margin: 0 auto;
  .intro {
    max-width: 720px;
    font-size: 1.05rem;
  }
  .builder {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 2rem;
  }
`;

export function GeneratorRoute() {
  const loaded = useLoaderData() as GeneratorData;
  if (!loaded.kind) return <NotFoundRoute />;
  const { kind, origin } = loaded;
  const label = embedKindLabel(kind);
  return (
    <Page>
      <GeneratorBreadcrumb steps={[{ label }]} />
      <h1>{label}</h1>
      <div className="intro">
        {GENERATOR_PAGE_TEXT[kind].intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <PageGenerator kind={kind} />
      <section className="builder" aria-labelledby="builder-title">
        <h2 id="builder-title">{GENERATORS_TEXT.builderTitle}</h2>
        <p className="intro">{GENERATORS_TEXT.builderIntro}</p>
        <Island
          name="embed-builder"
          component={EmbedBuilder}
          props={{ kind, origin }}
          when="interaction"
        />
      </section>
    </Page>
  );
}
