import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@core/site/seo';
import type { SiteSettings } from '@core/site/settings';
import type { RouteHandle } from '@site/public/app/head';
import { useSiteSettings } from '@site/shared/app/settings-context';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The last section of each document: how it changes, and whom to ask. */
export function changesAndContactSection(
  id: string,
  document: 'this policy' | 'these terms',
  supportEmail: string,
): LegalSection {
  return {
    id,
    title: 'Changes and contact',
    body: (
      <p>
        We may update {document}; the effective date above shows the current version. Questions:{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    ),
  };
}

const Page = styled.article`
  max-width: 760px;
  margin: 0 auto;
  nav ol {
    padding-left: 1.4rem;
  }
  section {
    scroll-margin-top: 5rem;
  }
`;

/** A legal document: title, effective date (today), contents list, numbered sections. */
export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <Page>
      <h1>{title}</h1>
      <p>Effective date: {formatLongDate(new Date().toISOString())}</p>
      <nav aria-labelledby="contents-heading">
        <h2 id="contents-heading">Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </Page>
  );
}

interface LegalRouteConfig {
  title: string;
  path: string;
  description: (settings: SiteSettings) => string;
  sections: (settings: SiteSettings) => LegalSection[];
}

/** A legal page's route handle and component, from its title, path, description and sections. */
export function legalRoute(config: LegalRouteConfig) {
  const handle: RouteHandle = {
    head: (_data, settings) => ({
      title: `${config.title} | ${settings.productName}`,
      description: config.description(settings),
      canonicalPath: config.path,
    }),
  };
  function LegalRoute() {
    return <LegalPage title={config.title} sections={config.sections(useSiteSettings())} />;
  }
  return { handle, Route: LegalRoute };
}
