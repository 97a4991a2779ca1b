import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { SITEMAP_NOT_PUBLISHED } from '@core/site/sitemap-url-check';
import { Toaster } from '@site/shared/components/toaster';
import { SAMPLE_POSTS } from '@site/shared/testing/blog-fixtures';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SitemapCards } from './sitemap-cards';

/** How the in-memory site's sitemap calls fail, and what the URL check finds. */
type Failure = NonNullable<NonNullable<Parameters<typeof inMemoryAdminData>[0]>['sitemap']>;

/** The cards over an in-memory site; `failure` makes a call fail. */
function SitemapCardsOver({ failure }: { failure?: Failure }) {
  return (
    <Toaster>
      <AdminDataProvider value={inMemoryAdminData({ posts: SAMPLE_POSTS, sitemap: failure })}>
        <SitemapCards waits={{ beforeVerify: 300, afterGenerate: 300, afterCopy: 300 }} />
      </AdminDataProvider>
    </Toaster>
  );
}

const meta = {
  title: 'Admin/Dashboard/SEO & Site Management',
  component: SitemapCardsOver,
} satisfies Meta<typeof SitemapCardsOver>;
export default meta;

type Story = StoryObj<typeof meta>;

const click = (name: string) =>
  (async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
  }) satisfies Story['play'];

/** Before anything ran: not verified yet. */
export const Idle: Story = {};

/** Generate, publish at the root, verify: 'Verification Successful'. */
export const Verified: Story = { play: click('Generate Sitemap') };

/** The copy fails: the warning toast, then the verification finds no domain sitemap. */
export const NotCopied: Story = {
  args: { failure: { copyError: 'Storage is unavailable' } },
  play: click('Generate Sitemap'),
};

/** The server refuses to generate: 'Sitemap Generation Failed'. */
export const GenerationFailed: Story = {
  args: { failure: { generateError: 'Firestore is unavailable' } },
  play: click('Generate Sitemap'),
};

/** Copy Files to Domain Root, then the access test. */
export const CopiedAndAccessible: Story = { play: click('Copy Files to Domain Root') };

/** The copy is refused: 'Copy Failed'. */
export const CopyFailed: Story = {
  args: { failure: { copyError: 'Generate the sitemap first' } },
  play: click('Copy Files to Domain Root'),
};

const checkEveryUrl: Story['play'] = async (context) => {
  await click('Generate Sitemap')(context);
  const button = await within(context.canvasElement).findByRole(
    'button',
    { name: 'Check every URL' },
    { timeout: 5000 },
  );
  await userEvent.click(button);
};

/** After generating, "Check every URL" finds every URL fine. */
export const UrlCheckPassed: Story = { play: checkEveryUrl };

/** The sitemap lists a 404, a redirect and a noindex page: a warning naming them. */
export const UrlCheckWarning: Story = {
  args: {
    failure: {
      urlAnswers: {
        '/about': { status: 404 },
        '/terms': { status: 301, location: 'https://elfletter.example/legal' },
        '/privacy': { status: 200, html: '<head><meta name="robots" content="noindex"></head>' },
      },
    },
  },
  play: checkEveryUrl,
};

/** The check cannot run (no sitemap at the root). */
export const UrlCheckFailed: Story = {
  args: { failure: { checkError: SITEMAP_NOT_PUBLISHED } },
  play: checkEveryUrl,
};
