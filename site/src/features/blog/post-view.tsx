import { usePostView } from './use-post-view';

/** The island that reports a published post's view (use-post-view.ts); it shows nothing. */
export function PostView({ postId }: { postId: string }) {
  usePostView(postId);
  return null;
}
