import { useLoaderData, type LoaderFunction } from 'react-router-dom';
import styled from 'styled-components';
import { supplyLabel } from '@core/generators/craft';
import { embedKindLabel } from '@core/embed/embed-kinds';
import { withMediaPath } from '@core/images/media-url';
import type { LoadedResult, ResultSource } from '@core/results/result-page-data';
import {
  isResultId,
  isResultKind,
  RESULT_IMAGE_SIZES,
  resultImagePath,
  resultPagePath,
} from '@core/results/result-pages';
import { instructionSteps, resultDescription, resultJsonLd } from '@core/results/result-seo';
import { RESULT_PAGE_SHARE_TEXT } from '@core/results/result-sharing';
import { curatedShare } from '@core/results/result-shares';
import type { SiteSettings } from '@core/site/settings';
import { absoluteUrl, type HeadData, type RouteHandle } from '@site/public/app/head';
import {
  notFoundHandle,
  notFoundLoader,
  NotFoundRoute,
} from '@site/public/components/not-found-route';
import { PageScript } from '@site/public/app/island';
import { movedPage } from '@site/public/lib/moved-page';
import { useSiteSettings } from '@site/shared/app/settings-context';
import { PATHS } from '@site/shared/app/paths';
import { Eyebrow, GeneratorBreadcrumb, TryAnother } from './generator-page-parts';
import { GENERATORS_TEXT, RESULT_PAGE_TEXT } from './generator-text';
import { ResultShareLinks } from './result-share-links';

type ResultData = LoadedResult | { kind: null; path: string };

/**
 * A curated result, read by its id (one document). Its page has one address, the one its current
 * title gives (resultPagePath): any other (no slug, an old title's, other letters) is sent there
 * with its query kept. An unknown id, or one of another kind, is the site's 404.
 */
export const resultLoader =
  (results: ResultSource): LoaderFunction =>
  async ({ params, request }) => {
    const { kind = '', id = '' } = params;
    const loaded = isResultKind(kind) && isResultId(id) ? await results.getResult(kind, id) : null;
    if (!loaded) return notFoundLoader({ request });
    const canonical = resultPagePath(loaded.kind, loaded.item);
    const url = new URL(request.url);
    if (url.pathname !== canonical) throw movedPage(`${canonical}${url.search}`);
    return loaded satisfies ResultData;
  };

const breadcrumbJsonLd = (settings: SiteSettings, result: LoadedResult) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: GENERATORS_TEXT.home, item: `${settings.siteUrl}/` },
    {
      '@type': 'ListItem',
      position: 2,
      name: GENERATORS_TEXT.generators,
      item: `${settings.siteUrl}${PATHS.generators}`,
    },
    {
      '@type': 'ListItem',
      position: 3,
      name: embedKindLabel(result.kind),
      item: `${settings.siteUrl}${PATHS.generator(result.kind)}`,
    },
    { '@type': 'ListItem', position: 4, name: result.item.title },
  ],
});

export const resultHandle: RouteHandle = {
  head: (raw: unknown, settings: SiteSettings): HeadData => {
    const loaded = raw as ResultData;
    if (!loaded.kind) return notFoundHandle.head!(loaded, settings);
    const canonicalPath = resultPagePath(loaded.kind, loaded.item);
    const image = resultImagePath(loaded.kind, loaded.item, 'og');
    const page = {
      siteUrl: settings.siteUrl,
      url: absoluteUrl(settings, canonicalPath),
      image: absoluteUrl(settings, image),
      productName: settings.productName,
    };
    return {
      title: `${loaded.item.title} | ${settings.productName}`,
      description: resultDescription(loaded),
      canonicalPath,
      ogType: 'article',
      image,
      imageSize: RESULT_IMAGE_SIZES.og,
      imageAlt: RESULT_PAGE_TEXT.imageAlt(
        loaded.item.title,
        RESULT_PAGE_TEXT[loaded.kind].noun,
        settings.productName,
      ),
      jsonLd: [resultJsonLd(loaded, page), breadcrumbJsonLd(settings, loaded)],
    };
  },
};

const Page = styled.article`
  max-width: 1040px;
  margin: 0 auto;
  h1 {
    margin: 0.25rem 0 1rem;
    overflow-wrap: anywhere;
  }
  .result {
    max-width: 720px;
    font-size: 1.05rem;
  }
  .photo {
    display: block;
    width: 100%;
    max-width: 720px;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    margin-bottom: 1rem;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1.5rem;
    margin: 1rem 0 1.5rem;
    div {
      min-width: 6rem;
    }
    dt {
      font-size: 0.85rem;
      color: ${({ theme }) => theme.colors.muted};
    }
    dd {
      margin: 0;
      font-weight: 600;
    }
  }
  h2 {
    font-size: 1.25rem;
    margin: 1.5rem 0 0.5rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  /* Printed, a result is a card for the kitchen table: its title and itself, none of the page. */
  @media print {
    > :not(h1, .result) {
      display: none;
    }
    .photo {
      max-width: 360px;
    }
    h2 {
      break-after: avoid;
    }
    li {
      break-inside: avoid;
    }
  }
`;

/** The result's figures, each only when it has one. */
function facts(result: LoadedResult): [label: string, value: string][] {
  const rows: [string, string | null][] =
    result.kind === 'recipe'
      ? [
          [RESULT_PAGE_TEXT.difficulty, result.item.difficulty],
          [RESULT_PAGE_TEXT.prepTime, result.item.prepTime],
          [RESULT_PAGE_TEXT.cookTime, result.item.cookTime],
          [RESULT_PAGE_TEXT.totalTime, result.item.totalTime],
          [RESULT_PAGE_TEXT.servings, String(result.item.servings)],
          [RESULT_PAGE_TEXT.category, result.item.category],
          [RESULT_PAGE_TEXT.kidFriendly, result.item.kidFriendly ? 'Yes' : 'No'],
        ]
      : [
          [RESULT_PAGE_TEXT.difficulty, result.item.difficulty],
          [RESULT_PAGE_TEXT.time, result.item.timeRequired],
        ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
}

/** What the result asks for, as people read it, and its steps. */
function parts(result: LoadedResult): { description: string; supplies: string[]; steps: string } {
  switch (result.kind) {
    case 'craft':
      return {
        description: '',
        supplies: result.item.requiredSupplies.map(supplyLabel),
        steps: result.item.instructions,
      };
    case 'scene':
      return {
        description: result.item.description,
        supplies: result.item.requiredItems,
        steps: result.item.setupInstructions,
      };
    case 'recipe':
      return {
        description: result.item.description,
        supplies: result.item.ingredients,
        steps: result.item.instructions,
      };
  }
}

/** A titled list of the result's, left out when it has none. */
function ListSection({
  id,
  title,
  items,
  ordered = false,
}: {
  id: string;
  title: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  if (items.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <List>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </List>
    </section>
  );
}

export function ResultRoute() {
  const loaded = useLoaderData() as ResultData;
  const settings = useSiteSettings();
  if (!loaded.kind) return <NotFoundRoute />;
  const { kind, item } = loaded;
  const text = RESULT_PAGE_TEXT[kind];
  const { description, supplies, steps } = parts(loaded);
  const stepList = instructionSteps(steps);
  const label = embedKindLabel(kind);
  return (
    <Page data-print-alone>
      <GeneratorBreadcrumb
        steps={[{ label, path: PATHS.generator(kind) }, { label: item.title }]}
      />
      <Eyebrow>
        {text.noun} from the {label}
      </Eyebrow>
      <h1>{item.title}</h1>
      <div className="result">
        {kind === 'recipe' && loaded.item.imageUrl && (
          <img
            className="photo"
            src={withMediaPath(loaded.item.imageUrl, settings.siteUrl)}
            alt={item.title}
            width={720}
            height={480}
            fetchPriority="high"
          />
        )}
        {description && <p>{description}</p>}
        <dl>
          {facts(loaded).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <ListSection id="result-supplies" title={text.supplies} items={supplies} />
        <ListSection id="result-steps" title={text.steps} items={stepList} ordered />
      </div>
      <ResultShareLinks result={curatedShare(kind, item)} heading={RESULT_PAGE_SHARE_TEXT.idea} />
      <TryAnother kind={kind} title={text.tryAnother} />
      <PageScript name="result-visit" props={{ kind, key: item.id }} />
    </Page>
  );
}
