import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EMBED_KINDS, embedKindLabel } from '@core/embed/embed-kinds';
import type { SiteSettings } from '@core/site/settings';
import type { HeadData, RouteHandle } from '@site/public/app/head';
import { PATHS } from '@site/shared/app/paths';
import { GENERATOR_PAGE_TEXT, GENERATORS_TEXT } from './generator-text';

export const generatorsHandle: RouteHandle = {
  head: (_data: unknown, settings: SiteSettings): HeadData => ({
    title: `${GENERATORS_TEXT.listTitle} | ${settings.productName}`,
    description: GENERATORS_TEXT.listIntro,
    canonicalPath: PATHS.generators,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: GENERATORS_TEXT.listTitle,
        description: GENERATORS_TEXT.listIntro,
        url: `${settings.siteUrl}${PATHS.generators}`,
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: EMBED_KINDS.map((kind, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: embedKindLabel(kind),
            url: `${settings.siteUrl}${PATHS.generator(kind)}`,
          })),
        },
      },
    ],
  }),
};

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 2rem 0 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  li {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 1.25rem;
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
  a {
    margin-top: auto;
    font-weight: 600;
  }
`;

export function GeneratorsRoute() {
  return (
    <article style={{ maxWidth: 1040, margin: '0 auto' }}>
      <h1>{GENERATORS_TEXT.listTitle}</h1>
      <p style={{ maxWidth: 720, fontSize: '1.05rem' }}>{GENERATORS_TEXT.listIntro}</p>
      <Grid>
        {EMBED_KINDS.map((kind) => (
          <li key={kind}>
            <h2>{embedKindLabel(kind)}</h2>
            <p>{GENERATOR_PAGE_TEXT[kind].summary}</p>
            <Link to={PATHS.generator(kind)}>{GENERATORS_TEXT.open(embedKindLabel(kind))}</Link>
          </li>
        ))}
      </Grid>
    </article>
  );
}
