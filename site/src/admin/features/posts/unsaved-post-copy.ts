import { useEffect, useState } from 'react';
import type { PostFormValues } from '@core/posts/post-form';
import {
  latestNewPost,
  parseUnsavedPost,
  sameFormValues,
  UNSAVED_POST_KEY_PREFIX,
  unsavedPostKey,
  type UnsavedPost,
} from '@core/posts/unsaved-post';

/*
 * localStorage rather than IndexedDB: a post is a few kilobytes, and a synchronous write keeps the
 * copy current up to the keystroke before a crash. Storage can be full or switched off (private
 * windows): the editor then works as before, without the safety net.
 */

export function readUnsavedPost(postId: string): UnsavedPost | null {
  try {
    return parseUnsavedPost(localStorage.getItem(unsavedPostKey(postId)));
  } catch {
    return null;
  }
}

/** The unsaved new post to offer on the new-post page, if any. */
export function readUnsavedNewPost(): UnsavedPost | null {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    return latestNewPost(
      keys
        .filter((key) => key?.startsWith(UNSAVED_POST_KEY_PREFIX))
        .map((key) => parseUnsavedPost(localStorage.getItem(key!))),
    );
  } catch {
    return null;
  }
}

function writeUnsavedPost(copy: UnsavedPost): void {
  try {
    localStorage.setItem(unsavedPostKey(copy.postId), JSON.stringify(copy));
  } catch {
    // Full or unavailable: nothing to keep the copy in.
  }
}

export function clearUnsavedPost(postId: string): void {
  try {
    localStorage.removeItem(unsavedPostKey(postId));
  } catch {
    // Unavailable: nothing was kept either.
  }
}

/**
 * Keeps the form's values in the browser while they differ from what is saved, and clears them
 * once they match again (saved, or changed back). A copy left by an earlier visit that differs
 * from what the form loaded is `pending` until the author restores or discards it; until then it
 * is not overwritten.
 */
export function useUnsavedPostCopy({
  postId,
  isNew,
  values,
  dirty,
}: {
  postId: string;
  isNew: boolean;
  values: PostFormValues;
  dirty: boolean;
}) {
  const [pending, setPending] = useState<UnsavedPost | null>(() => {
    const copy = readUnsavedPost(postId);
    return copy && !sameFormValues(copy.values, values) ? copy : null;
  });

  useEffect(() => {
    if (pending) return;
    if (dirty) writeUnsavedPost({ postId, isNew, values, savedAt: new Date().toISOString() });
    else clearUnsavedPost(postId);
  }, [pending, dirty, postId, isNew, values]);

  return {
    pending,
    /** The copy's values, for the form; the copy is kept (and updated) while they are unsaved. */
    restore(): PostFormValues | null {
      setPending(null);
      return pending?.values ?? null;
    },
    discard() {
      clearUnsavedPost(postId);
      setPending(null);
    },
  };
}
