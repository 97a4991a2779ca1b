import type { Post } from '@core/models';
import {
  postInputRefusal,
  postInputSchema,
  publishedAtAfterSave,
  withoutUndefined,
} from '@core/posts/post';
import {
  EARLIER_AUTHOR,
  postSaveKindSchema,
  REVISION_ID,
  REVISION_LIMIT,
  REVISIONS_TEXT,
  revisionFields,
  revisionStep,
  sameRevision,
  wordChanges,
  type PostRevision,
} from '@core/posts/post-revisions';
import { fieldIssues } from '@core/generators/content-schemas';
import { AdminApiError } from '../data/admin-api';
import type { PostsStore } from '../data/posts-store';
import { SlugTakenError } from '../data/posts-store';

export interface InMemoryPostsSeed {
  posts?: Post[];
  /** Each post's revisions, newest first. */
  revisions?: Record<string, PostRevision[]>;
  /** Who the in-memory saves name in their revisions. */
  actor?: PostRevision['by'];
}

/**
 * The posts kept in memory, with the admin posts API's rules (posts-store-contract.ts holds them
 * to the server): the schema's parse, one post per slug, revisions folded and capped as
 * functions/src/posts/post-revisions.ts keeps them. `all()` is every post, for tests to look at.
 */
export function inMemoryPosts(seed: InMemoryPostsSeed = {}): PostsStore & { all(): Post[] } {
  let posts = [...(seed.posts ?? [])];
  const revisions = new Map(Object.entries(seed.revisions ?? {}));
  const actor = seed.actor ?? { uid: 'demo-admin', email: 'admin@elfletter.example' };
  let ids = 0;
  const newest = (list: Post[]) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    all: () => newest(posts),
    list: async (max) => newest(posts).slice(0, max),
    get: async (id) => posts.find((p) => p.id === id) ?? null,
    newId: () => `new-post-${++ids}`,
    save: async (id, body, kindBody = {}) => {
      // What reaches the server is the JSON of the post's fields beside the save's kind.
      const parsed = postInputSchema.safeParse(body);
      if (!parsed.success) {
        const { error, issues } = postInputRefusal(parsed.error);
        throw new AdminApiError(error, 400, { error, issues });
      }
      const kind = postSaveKindSchema.safeParse(kindBody);
      if (!kind.success) {
        const issues = fieldIssues(kind.error);
        throw new AdminApiError(issues[0]!.message, 400, { error: issues[0]!.message, issues });
      }
      const input = parsed.data;
      const { autosave, restoredFrom } = kind.data;
      if (posts.some((p) => p.slug === input.slug && p.id !== id))
        throw new SlugTakenError(input.slug);
      const now = new Date().toISOString();
      const previous = posts.find((p) => p.id === id);
      const kept = revisions.get(id) ?? [];
      if (restoredFrom && !kept.some((r) => r.id === restoredFrom))
        throw new AdminApiError(REVISIONS_TEXT.unknown, 404, { error: REVISIONS_TEXT.unknown });
      const { scheduledAt, ...fields } = input;
      const saved: Post = withoutUndefined({
        id,
        ...fields,
        metadata: withoutUndefined(input.metadata),
        createdAt: previous?.createdAt ?? now,
        updatedAt: now,
        publishedAt: publishedAtAfterSave(previous ?? null, input.published, now),
        scheduledAt: scheduledAt ?? undefined,
      });
      posts = [...posts.filter((p) => p.id !== id), saved];
      const before = previous && revisionFields(previous);
      const after = revisionFields(input);
      const step = revisionStep(kept[0], {
        autosave,
        uid: actor.uid,
        at: now,
        unchanged: before !== undefined && sameRevision(before, after),
        postUpdatedAt: previous?.updatedAt,
      });
      if (step === 'keep')
        revisions.set(id, [
          { ...kept[0]!, autosave: false, savedAt: now, by: actor },
          ...kept.slice(1),
        ]);
      if (step === 'add' || step === 'fold') {
        const fold = step === 'fold';
        const revision: PostRevision = {
          id: fold ? kept[0]!.id : `revision-${++ids}`,
          ...after,
          savedAt: now,
          by: actor,
          autosave,
          restoredFrom,
          ...wordChanges(fold ? (kept[1] ?? null) : (before ?? null), after),
        };
        // A post saved before revisions were kept: its text so far becomes the first revision.
        const earlier: PostRevision[] =
          !kept[0] && previous && before && !sameRevision(before, after)
            ? [
                {
                  id: `revision-${++ids}`,
                  ...before,
                  savedAt: previous.updatedAt < now ? previous.updatedAt : now,
                  by: EARLIER_AUTHOR,
                  autosave: false,
                  restoredFrom: null,
                  ...wordChanges(null, before),
                },
              ]
            : [];
        revisions.set(
          id,
          fold
            ? [revision, ...kept.slice(1)]
            : [revision, ...kept, ...earlier].slice(0, REVISION_LIMIT),
        );
      }
      return saved;
    },
    revisions: async (id) =>
      (revisions.get(id) ?? []).map(
        ({
          title: _title,
          excerpt: _excerpt,
          content: _content,
          slug: _slug,
          categories: _categories,
          ...summary
        }) => summary,
      ),
    revision: async (id, revisionId) => {
      if (!REVISION_ID.test(revisionId))
        throw new AdminApiError(REVISIONS_TEXT.badId, 400, { error: REVISIONS_TEXT.badId });
      const revision = revisions.get(id)?.find((r) => r.id === revisionId);
      if (!revision)
        throw new AdminApiError(REVISIONS_TEXT.unknown, 404, { error: REVISIONS_TEXT.unknown });
      return { ...revision };
    },
    remove: async (post) => {
      posts = posts.filter((p) => p.id !== post.id);
      revisions.delete(post.id);
    },
  };
}
