import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PostRevision, RevisionFields } from '@core/posts/post-revisions';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { RevisionHistory } from './revision-history';

const by = { uid: 'owner', email: 'owner@elfletter.example' };
const SAMPLE_REVISIONS: PostRevision[] = [
  {
    id: 'r3',
    title: 'Elf Arrival Ideas',
    excerpt: 'Ten ways for the elf to arrive.',
    content: '<p>The elf arrives by sleigh on the first night.</p><p>Leave a letter.</p>',
    savedAt: '2026-11-24T16:45:00.000Z',
    slug: 'elf-arrival-ideas',
    categories: ['elf-tips', 'holiday-magic'],
    by,
    autosave: true,
    restoredFrom: null,
    added: 4,
    removed: 1,
  },
  {
    id: 'r2',
    title: 'Elf Arrival Ideas',
    excerpt: 'Ten ways for the elf to arrive.',
    content: '<p>The elf arrives on the first night.</p>',
    savedAt: '2026-11-24T09:10:00.000Z',
    slug: 'elf-arrival',
    categories: ['elf-tips'],
    by: { uid: 'helper', email: 'helper@elfletter.example' },
    autosave: false,
    restoredFrom: 'r1',
    added: 12,
    removed: 3,
  },
  {
    id: 'r1',
    title: 'Elf arrival',
    excerpt: 'How the elf arrives.',
    content: '<p>The elf comes.</p>',
    savedAt: '2026-11-20T08:00:00.000Z',
    by,
    autosave: false,
    restoredFrom: null,
    added: 9,
    removed: 0,
  },
];

/** The oldest revision (r1) was saved before revisions kept the slug and categories. */
const CURRENT: RevisionFields = {
  ...SAMPLE_REVISIONS[0]!,
  slug: 'elf-arrival-ideas',
  categories: ['elf-tips', 'holiday-magic'],
};

type Load = 'filled' | 'empty' | 'loading' | 'error';

function History({
  load,
  open = true,
  chosen,
  canRestore = true,
  live = false,
  confirming = false,
  version = 'read',
}: {
  load: Load;
  open?: boolean;
  chosen?: string;
  canRestore?: boolean;
  /** The post is published: a restore asks first. */
  live?: boolean;
  /** Its restore asking already. */
  confirming?: boolean;
  /** How reading the chosen revision's text goes. */
  version?: 'read' | 'loading' | 'error';
}) {
  const data = inMemoryAdminData({
    revisions: load === 'filled' ? { post: SAMPLE_REVISIONS } : {},
  });
  if (load === 'loading') data.posts.revisions = () => new Promise(() => {});
  if (load === 'error') data.posts.revisions = () => Promise.reject(new Error('offline'));
  if (version === 'loading') data.posts.revision = () => new Promise(() => {});
  if (version === 'error') data.posts.revision = () => Promise.reject(new Error('offline'));
  return (
    <AdminDataProvider value={data}>
      <RevisionHistory
        postId="post"
        current={CURRENT}
        version={0}
        live={live}
        canRestore={canRestore}
        restoring={false}
        onRestore={() => Promise.resolve()}
        defaultOpen={open}
        defaultChosen={chosen}
        defaultConfirming={confirming}
      />
    </AdminDataProvider>
  );
}

const meta = {
  title: 'Admin/Posts/History panel',
  component: History,
} satisfies Meta<typeof History>;
export default meta;

type Story = StoryObj<typeof meta>;

/** As the editor opens: nothing read yet. */
export const Closed: Story = { args: { load: 'filled', open: false } };
export const Loading: Story = { args: { load: 'loading' } };
export const LoadError: Story = { args: { load: 'error' } };
export const Empty: Story = { args: { load: 'empty' } };
export const Revisions: Story = { args: { load: 'filled' } };
/** An older revision chosen: what changed since (slug and categories too), and its restore. */
export const RevisionChosen: Story = { args: { load: 'filled', chosen: 'r2' } };
/** A revision from before they were kept: restoring it leaves the slug and categories alone. */
export const EarlierRevisionChosen: Story = { args: { load: 'filled', chosen: 'r1' } };
/** A published post: the restore asks first, since it goes live at once. */
export const ConfirmRestoreOfPublished: Story = {
  args: { load: 'filled', chosen: 'r2', live: true, confirming: true },
};
/** A revision chosen, its text still being read. */
export const VersionLoading: Story = { args: { load: 'filled', chosen: 'r1', version: 'loading' } };
/** Its text could not be read: Try again. */
export const VersionLoadError: Story = { args: { load: 'filled', chosen: 'r1', version: 'error' } };
/** The editor holds unsaved changes: restoring waits for them. */
export const UnsavedChanges: Story = {
  args: { load: 'filled', chosen: 'r1', canRestore: false },
};
