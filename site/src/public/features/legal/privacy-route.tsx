import type { SiteSettings } from '@core/settings';
import { PATHS } from '@site/shared/app/paths';
import { legalRoute, type LegalSection } from './legal-page';

function privacySections(settings: SiteSettings): LegalSection[] {
  const { productName, supportEmail } = settings;
  return [
    {
      id: 'overview',
      title: 'Overview',
      body: (
        <p>
          This policy explains what information {productName} collects when you use this website and
          blog, and how we use it.
        </p>
      ),
    },
    {
      id: 'collect',
      title: 'Information we collect',
      body: (
        <p>
          If you join our newsletter we keep your email address. When you read posts or use a
          generator we record anonymous usage counts (which page or tool, the browser and screen
          size), never your name.
        </p>
      ),
    },
    {
      id: 'use',
      title: 'How we use information',
      body: (
        <p>
          To send the newsletter you asked for, to understand which articles and tools families
          enjoy, and to keep the site working and secure.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      body: (
        <p>
          The site stores small items in your browser, such as the elf names you generated and which
          posts you viewed this session. You can clear them in your browser at any time.
        </p>
      ),
    },
    {
      id: 'sharing',
      title: 'Sharing',
      body: (
        <p>
          We do not sell personal information. We use hosting and analytics providers who process
          data on our behalf under contract.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          This site is for parents and caregivers. It is not directed at children under 13, and we
          do not knowingly collect personal information from children under 13. If you believe a
          child has given us information, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security and retention',
      body: (
        <p>
          We protect information with reasonable safeguards and keep it only as long as needed for
          the purposes above.
        </p>
      ),
    },
    {
      id: 'rights',
      title: 'Your choices',
      body: (
        <p>
          You can unsubscribe from the newsletter at any time and ask us to access or delete your
          information.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Changes and contact',
      body: (
        <p>
          We may update this policy; the effective date above shows the current version. Questions:{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      ),
    },
  ];
}

export const { handle: privacyHandle, Route: PrivacyRoute } = legalRoute({
  title: 'Privacy Policy',
  path: PATHS.privacy,
  description: (settings) => `How ${settings.productName} collects, uses and protects information.`,
  sections: privacySections,
});
