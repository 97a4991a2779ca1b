import type { SiteSettings } from '@core/site/settings';
import { CONFIRMATION_LINK_DAYS, UNCONFIRMED_KEPT_DAYS } from '@core/newsletter/subscribers';
import { PATHS } from '@site/shared/app/paths';
import { legalRoute, changesAndContactSection, type LegalSection } from './legal-page';

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
        <>
          <p>
            If you join our newsletter we keep your email address, its status (waiting for your
            confirmation, subscribed, unsubscribed, or bounced when mail to it cannot be delivered),
            when you signed up, confirmed or unsubscribed, the page whose form you used, and which
            newsletter mails were sent to it. We do not track whether you open a mail or click in
            it. When you read posts or use a generator we record anonymous usage counts (which page
            or tool, the browser and screen size), never your name.
          </p>
          <p>
            A sign-up sends one mail asking you to confirm the address: nothing more is sent until
            you do, so nobody can subscribe someone else. Every newsletter mail has a link to a page
            where one button unsubscribes you, without signing in; a mail app that offers its own
            Unsubscribe button uses it directly.
          </p>
        </>
      ),
    },
    {
      id: 'use',
      title: 'How we use information',
      body: (
        <p>
          To send the newsletter you asked for (and to show that you asked for it), to understand
          which articles and tools families enjoy, and to keep the site working and secure.
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
          We do not sell personal information. We use hosting, mail delivery and analytics providers
          who process data on our behalf under contract.
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
        <>
          <p>
            We protect information with reasonable safeguards and keep it only as long as needed for
            the purposes above.
          </p>
          <p>
            A newsletter address never confirmed is deleted {UNCONFIRMED_KEPT_DAYS} days after the
            sign-up; a confirmation link works for {CONFIRMATION_LINK_DAYS} days. A subscribed
            address is kept until you unsubscribe. After that we keep it marked as unsubscribed, so
            that no newsletter is ever sent to it again unless you sign up anew; ask us and we
            delete it altogether.
          </p>
        </>
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
    changesAndContactSection('contact', 'this policy', supportEmail),
  ];
}

export const { handle: privacyHandle, Route: PrivacyRoute } = legalRoute({
  title: 'Privacy Policy',
  path: PATHS.privacy,
  description: (settings) => `How ${settings.productName} collects, uses and protects information.`,
  sections: privacySections,
});
