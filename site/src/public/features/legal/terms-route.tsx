import type { SiteSettings } from '@core/site/settings';
import { PATHS } from '@site/shared/app/paths';
import { legalRoute, changesAndContactSection, type LegalSection } from './legal-page';

function termsSections(settings: SiteSettings): LegalSection[] {
  const { productName, supportEmail, successorUrl } = settings;
  return [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      body: (
        <p>
          By using the {productName} website you agree to these terms. If you do not agree, please
          do not use the site.
        </p>
      ),
    },
    {
      id: 'service',
      title: 'What the site offers',
      body: (
        <p>
          The site offers articles, ideas and interactive generators for families who keep a holiday
          elf tradition. Letters are now created on our new platform at{' '}
          <a href={successorUrl}>{successorUrl}</a>, which has its own terms.
        </p>
      ),
    },
    {
      id: 'use',
      title: 'Using the site',
      body: (
        <p>
          Use the site for personal, non-commercial family fun. Do not misuse it, attempt to disrupt
          it, or access it by automated means that put an unreasonable load on it.
        </p>
      ),
    },
    {
      id: 'content',
      title: 'Our content',
      body: (
        <p>
          Articles, images, generator content and designs belong to {productName} or its licensors.
          You may print ideas for your own family; please ask before republishing them.
        </p>
      ),
    },
    {
      id: 'embedding',
      title: 'Embedding our generators',
      body: (
        <p>
          You may embed our generators on your own pages with our script as provided. We may change
          or withdraw them at any time.
        </p>
      ),
    },
    {
      id: 'links',
      title: 'Links to other sites',
      body: (
        <p>
          We link to other sites, including our letter platform. We are not responsible for their
          content or practices.
        </p>
      ),
    },
    {
      id: 'disclaimer',
      title: 'Disclaimer',
      body: (
        <p>
          The site is provided “as is”. Crafts and recipes involve scissors, glue, ovens and sugar:
          adults should supervise children and check every idea for their own family’s safety,
          allergies and needs.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <p>
          To the extent the law allows, {productName} is not liable for indirect or consequential
          losses arising from use of the site.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of the State of Minnesota, United States, and
          disputes are subject to the courts located in Minnesota.
        </p>
      ),
    },
    changesAndContactSection('changes', 'these terms', supportEmail),
  ];
}

export const { handle: termsHandle, Route: TermsRoute } = legalRoute({
  title: 'Terms and Conditions',
  path: PATHS.terms,
  description: (settings) =>
    `The terms that apply when you use the ${settings.productName} website and blog.`,
  sections: termsSections,
});
