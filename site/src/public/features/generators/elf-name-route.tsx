import { useLoaderData, type LoaderFunction } from 'react-router-dom';
import styled from 'styled-components';
import { formatElfName, type ComposedName } from '@core/generators/elf-name';
import { embedKindLabel } from '@core/embed/embed-kinds';
import { elfNameFromParts, type ResultSource } from '@core/results/result-page-data';
import {
  elfNameImagePath,
  elfNamePagePath,
  elfNameSegment,
  RESULT_IMAGE_SIZES,
} from '@core/results/result-pages';
import { RESULT_PAGE_SHARE_TEXT } from '@core/results/result-sharing';
import { elfNameShare } from '@core/results/result-shares';
import type { SiteSettings } from '@core/site/settings';
import type { HeadData, RouteHandle } from '@site/public/app/head';
import {
  notFoundHandle,
  notFoundLoader,
  NotFoundRoute,
} from '@site/public/components/not-found-route';
import { PageScript } from '@site/public/app/island';
import { PATHS } from '@site/shared/app/paths';
import { Eyebrow, GeneratorBreadcrumb, TryAnother } from './generator-page-parts';
import { ELF_NAME_PAGE_TEXT } from './generator-text';
import { ResultShareLinks } from './result-share-links';

type ElfNameData = { name: ComposedName } | { name: null; path: string };

/**
 * A generated name's page: only a name the current parts make (elfNameFromParts), so an address
 * cannot put its writer's words on the page; any other is the site's 404. The parts are read as
 * the generator reads them, kept between pages.
 */
export const elfNameLoader =
  (results: ResultSource): LoaderFunction =>
  async ({ params, request }) => {
    const name = elfNameFromParts(await results.nameParts(), params.name ?? '');
    return name ? ({ name } satisfies ElfNameData) : notFoundLoader({ request });
  };

/** Shareable, never indexed: there are too many names, and each one says little. */
export const elfNameHandle: RouteHandle = {
  head: (raw: unknown, settings: SiteSettings): HeadData => {
    const loaded = raw as ElfNameData;
    if (!loaded.name) return notFoundHandle.head!(loaded, settings);
    const name = formatElfName(loaded.name);
    return {
      title: ELF_NAME_PAGE_TEXT.title(name, settings.productName),
      description: ELF_NAME_PAGE_TEXT.description(name),
      canonicalPath: elfNamePagePath(loaded.name),
      noindex: 'page only',
      image: elfNameImagePath(loaded.name, 'og'),
      imageSize: RESULT_IMAGE_SIZES.og,
      imageAlt: ELF_NAME_PAGE_TEXT.imageAlt(name),
    };
  },
};

const Page = styled.article`
  max-width: 1040px;
  margin: 0 auto;
  .name {
    text-align: center;
    padding: 2rem 0 1rem;
  }
  h1 {
    margin: 0.5rem 0 1rem;
    font-size: clamp(2.5rem, 9vw, 4.5rem);
    line-height: 1.1;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
  .about {
    max-width: 620px;
    margin: 0 auto;
    font-size: 1.05rem;
  }
`;

export function ElfNameRoute() {
  const loaded = useLoaderData() as ElfNameData;
  if (!loaded.name) return <NotFoundRoute />;
  const name = formatElfName(loaded.name);
  const label = embedKindLabel('elf-name');
  return (
    <Page>
      <GeneratorBreadcrumb
        steps={[{ label, path: PATHS.generator('elf-name') }, { label: name }]}
      />
      <div className="name">
        <Eyebrow>{ELF_NAME_PAGE_TEXT.eyebrow}</Eyebrow>
        <h1>{name}</h1>
        <p className="about">{ELF_NAME_PAGE_TEXT.about}</p>
      </div>
      <ResultShareLinks result={elfNameShare(loaded.name)} heading={RESULT_PAGE_SHARE_TEXT.name} />
      <TryAnother kind="elf-name" title={ELF_NAME_PAGE_TEXT.tryAnother} />
      <PageScript
        name="result-visit"
        props={{ kind: 'elf-name', key: elfNameSegment(loaded.name) }}
      />
    </Page>
  );
}
