import { REVISIONS_TEXT } from '@core/posts/post-revisions';
import { SCHEDULE_TEXT } from '@core/posts/post-schedule';

/** Spec §8 "Posts": what saving and deleting say. */
export const POST_SAVE_TEXT = {
  draftSaved: 'Draft saved!',
  published: 'Post published!',
  draftUpdated: 'Draft updated!',
  postUpdated: 'Post updated!',
  saveError: 'Error saving draft',
  publishError: 'Error publishing post',
  updateError: 'Error updating post',
  deleted: 'Post deleted',
  deleteError: 'Error deleting post',
  unexpected: 'An unexpected error occurred',
  deleteTitle: 'Delete Blog Post',
  deleteText: 'Are you sure you want to delete this blog post? This action cannot be undone.',
  unpublishTitle: 'Unpublish this post?',
  unpublishText: (address: string) =>
    `Saving as a draft takes this post off the site: ${address} will stop working for readers until you publish it again.`,
  saveAsDraft: 'Save as draft',
  saving: 'Saving...',
} as const;

/** The failure toast's title: a new post's first save publishes it or saves a draft. */
export function saveFailedTitle(wasNew: boolean, published: boolean): string {
  if (!wasNew) return POST_SAVE_TEXT.updateError;
  return published ? POST_SAVE_TEXT.publishError : POST_SAVE_TEXT.saveError;
}

/** The success toast's title for a save: new or existing post, draft or published. */
export function savedTitle(wasNew: boolean, published: boolean): string {
  if (wasNew) return published ? POST_SAVE_TEXT.published : POST_SAVE_TEXT.draftSaved;
  return published ? POST_SAVE_TEXT.postUpdated : POST_SAVE_TEXT.draftUpdated;
}

/** The success toast of a save made by the schedule control or the History panel, else savedTitle. */
export function savedToast(
  mode: 'schedule' | 'unschedule' | 'restore' | (string & {}),
  wasNew: boolean,
  published: boolean,
): string {
  if (mode === 'schedule') return SCHEDULE_TEXT.scheduledToast;
  if (mode === 'unschedule') return SCHEDULE_TEXT.unscheduledToast;
  if (mode === 'restore') return REVISIONS_TEXT.restored;
  return savedTitle(wasNew, published);
}
