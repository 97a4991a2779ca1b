import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { postFormFromPost } from '@core/posts/post-form';
import { PATHS } from '@site/shared/app/paths';
import { useAdminData } from '@site/admin/data/admin-data';
import { PostEditor } from './post-editor';
import { readUnsavedNewPost } from './unsaved-post-copy';
import { usePost } from '@site/admin/data/queries';

export const POST_LOAD_TEXT = {
  loading: 'Loading post...',
  notFound: 'Post not found',
  notFoundText: 'There is no post with this id; it may have been deleted.',
  loadError: 'Error loading post',
  loadErrorText: 'There was a problem loading this blog post. Please try again.',
} as const;

interface EditorSession {
  postId: string;
  isNew: boolean;
  /** The route's id when this session was last rendered. */
  routeId: string | undefined;
}

function ExistingPost({ postId }: { postId: string }) {
  const { state, reload } = usePost(postId);
  if (state.status === 'loading') return <p role="status">{POST_LOAD_TEXT.loading}</p>;
  if (state.status === 'error')
    return (
      <div role="alert">
        <h1>{POST_LOAD_TEXT.loadError}</h1>
        <p>{POST_LOAD_TEXT.loadErrorText}</p>
        <button type="button" onClick={reload}>
          Try again
        </button>
      </div>
    );
  if (!state.data)
    return (
      <div role="alert">
        <h1>{POST_LOAD_TEXT.notFound}</h1>
        <p>{POST_LOAD_TEXT.notFoundText}</p>
        <Link to={PATHS.adminBlog}>Back to Blog Management</Link>
      </div>
    );
  return (
    <PostEditor
      postId={postId}
      initial={postFormFromPost(state.data)}
      isNew={false}
      wasPublic={state.data.published || state.data.publishedAt !== undefined}
    />
  );
}

/**
 * /admin/new-post and /admin/edit-post/{id}. A new post gets its id up front (embeds and uploads
 * can name it); when its first save moves the URL to its edit URL, the same editor stays.
 */
export function PostEditorRoute() {
  const data = useAdminData();
  const { id } = useParams();
  // A new post left unsaved by a crash, a reload or a closed tab keeps its id, so restoring it
  // continues that post (its uploads and embeds already name it).
  const fresh = (routeId: string | undefined): EditorSession =>
    routeId
      ? { postId: routeId, isNew: false, routeId }
      : { postId: readUnsavedNewPost()?.postId ?? data.posts.newId(), isNew: true, routeId };
  const [session, setSession] = useState<EditorSession>(() => fresh(id));
  let current = session;
  if (id !== session.routeId) {
    // The new post's first save moved the URL to its own edit URL: same editor. Anything else
    // (another post, or a new one) starts afresh.
    current = id === session.postId ? { ...session, routeId: id } : fresh(id);
    setSession(current);
  }
  return current.isNew ? (
    <PostEditor key={current.postId} postId={current.postId} initial={null} isNew />
  ) : (
    <ExistingPost key={current.postId} postId={current.postId} />
  );
}
