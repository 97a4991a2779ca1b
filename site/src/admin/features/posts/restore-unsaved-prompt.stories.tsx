import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Post } from '@core/models';
import { postFormFromPost } from '@core/posts/post-form';
import { unsavedPostKey, type UnsavedPost } from '@core/posts/unsaved-post';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';

const POST: Post = { ...SAMPLE_POST, id: 'draft-1', published: false };

/** The editor page opened with an unsaved copy left in the browser by an earlier visit. */
function EditorWithUnsavedCopy({ isNew }: { isNew: boolean }) {
  const [copy] = useState<UnsavedPost>(() => {
    const values = isNew
      ? { ...postFormFromPost(POST), title: 'Elf Snow Day', slug: 'elf-snow-day' }
      : { ...postFormFromPost(POST), excerpt: 'A better excerpt, typed before the tab closed.' };
    const stored = {
      postId: isNew ? 'new-post-draft' : POST.id,
      isNew,
      values,
      savedAt: '2026-11-22T17:04:00.000Z',
    };
    localStorage.setItem(unsavedPostKey(stored.postId), JSON.stringify(stored));
    return stored;
  });
  return (
    <AdminPageAt
      path={isNew ? '/admin/new-post' : `/admin/edit-post/${copy.postId}`}
      data={inMemoryAdminData({ posts: [POST] })}
    />
  );
}

const meta = {
  title: 'Admin/Posts/Restore unsaved changes',
  component: EditorWithUnsavedCopy,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof EditorWithUnsavedCopy>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ExistingPost: Story = { args: { isNew: false } };
export const NewPost: Story = { args: { isNew: true } };
