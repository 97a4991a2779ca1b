import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  emptyPostForm,
  missingRequiredFields,
  POST_FORM_TEXT,
  postFormErrors,
  postInputFromForm,
  type PostFormField,
  type PostFormValues,
} from '@core/posts/post-form';
import { nextSlug } from '@core/posts/slug';
import { PATHS } from '@site/shared/app/paths';
import { useToast } from '@site/shared/components/use-toast';
import { AdminCard } from '@site/admin/components/admin-card';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { useAdminData } from '@site/admin/data/admin-data';
import { SlugTakenError } from '@site/admin/data/posts-store';
import { EmailPost } from './email-post';
import { PostActionBar } from './post-action-bar';
import { PostDetailsFields } from './post-details-fields';
import { POST_SAVE_TEXT, saveFailedTitle, savedToast } from './post-save-text';
import { RestoreUnsavedPrompt } from './restore-unsaved-prompt';
import { RevisionHistory } from './revision-history';
import { ScheduleControl } from './schedule-control';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { clearUnsavedPost, useUnsavedPostCopy } from './unsaved-post-copy';
import { useErrorToast } from '@site/admin/components/use-error-toast';

// Tiptap is most of the editor page's code: it loads with the page, not with the admin app.
const RichTextEditor = lazy(() => import('./editor/rich-text-editor'));

/** Drafts save themselves this long after the last change. */
export const AUTOSAVE_DELAY_MS = 3000;
/** Spec §9: after a normal save, back to the list after 1.5 s. */
export const SAVE_REDIRECT_MS = 1500;

/**
 * submit: the form's button (toggle decides); draft: 'Save as draft' (always unpublished, stays),
 * or Ctrl/Cmd+S with the toggle off;
 * shortcut: Ctrl/Cmd+S (toggle decides, stays); autosave: quiet, drafts only; schedule and
 * unschedule: a draft with or without its publish time (stays); restore: a revision's text
 * (published as it was, stays).
 */
type SaveMode =
  'submit' | 'draft' | 'shortcut' | 'autosave' | 'schedule' | 'unschedule' | 'restore';

const STAYS_DRAFT: readonly SaveMode[] = ['draft', 'schedule', 'unschedule'];

/** What a save changes in the form before it is sent, and what it tells the server. */
interface SaveChange {
  values?: Partial<PostFormValues>;
  restoredFrom?: string;
  /** The author agreed to take a live post off the site. */
  unpublishConfirmed?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: 1.5rem;
  .top {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
  }
  .top h1 {
    margin: 0;
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const snapshot = (values: PostFormValues) => JSON.stringify(values);
const timeOfDay = () =>
  new Date().toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

export function PostEditor({
  postId,
  initial,
  isNew,
  wasPublic = false,
}: {
  postId: string;
  initial: PostFormValues | null;
  isNew: boolean;
  /** The post has been public (it is, or it was and went back to draft): its slug stays put. */
  wasPublic?: boolean;
}) {
  const data = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<PostFormValues>(() => initial ?? emptyPostForm());
  const [saved, setSaved] = useState(() => ({
    snapshot: initial ? snapshot(initial) : snapshot(emptyPostForm()),
    exists: !isNew,
    published: initial?.published ?? false,
    wasPublic: wasPublic || (initial?.published ?? false),
    slug: initial?.slug ?? '',
  }));
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [slugTaken, setSlugTaken] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A save that would take the live post off the site, waiting for its author's word.
  const [unpublishing, setUnpublishing] = useState<{ mode: SaveMode; change: SaveChange } | null>(
    null,
  );
  // Bumped by every save, so the History panel reads the revision it added.
  const [revisionsVersion, setRevisionsVersion] = useState(0);
  const leaving = useRef(false);

  const dirty = snapshot(values) !== saved.snapshot;
  const unsaved = useUnsavedPostCopy({ postId, isNew: !saved.exists, values, dirty });
  const editUrl = PATHS.adminEditPost(postId);
  const errors = postFormErrors(values, { required: showErrors });
  if (slugTaken && !errors.slug) errors.slug = slugTaken;

  function change<K extends PostFormField>(field: K, value: PostFormValues[K]) {
    if (field === 'slug') setSlugTaken(null);
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  function changeTitle(title: string) {
    setSlugTaken(null);
    setValues((previous) => ({
      ...previous,
      title,
      // Once the post has been public its address is out there: only editing the slug moves it.
      slug: saved.wasPublic ? previous.slug : nextSlug(previous.slug, previous.title, title),
    }));
  }

  const save = useCallback(
    async (mode: SaveMode, change: SaveChange = {}) => {
      const form = { ...values, ...change.values };
      const published = STAYS_DRAFT.includes(mode) ? false : form.published;
      const wasNew = !saved.exists;
      const failureTitle = saveFailedTitle(wasNew, published);
      // Every way to a draft (the button, Ctrl+S or the form with the toggle off, a publish time)
      // stops the live address working: its author says so first.
      if (saved.published && !published && mode !== 'autosave' && !change.unpublishConfirmed) {
        setUnpublishing({ mode, change });
        return;
      }
      if (missingRequiredFields(form).length) {
        if (mode === 'autosave') return;
        setShowErrors(true);
        toast({
          title: POST_FORM_TEXT.missingTitle,
          description: mode === 'draft' ? POST_FORM_TEXT.missingDraft : POST_FORM_TEXT.missing,
          variant: 'destructive',
        });
        return;
      }
      const problems = Object.values(postFormErrors(form));
      if (problems.length) {
        if (mode === 'autosave') return;
        setShowErrors(true);
        toast({ title: failureTitle, description: problems[0], variant: 'destructive' });
        return;
      }
      const savedValues = { ...form, published };
      setSaving(true);
      setStatus(mode === 'autosave' ? 'Autosaving...' : 'Saving...');
      try {
        const stored = await data.posts.save(postId, postInputFromForm(form, published), {
          autosave: mode === 'autosave',
          restoredFrom: change.restoredFrom ?? null,
        });
        // Publishing now drops a publish time: the form shows what was stored.
        const scheduledAt = stored.scheduledAt ?? '';
        setSaved((before) => ({
          snapshot: snapshot({ ...savedValues, scheduledAt }),
          exists: true,
          published,
          wasPublic: before.wasPublic || published,
          slug: form.slug.trim(),
        }));
        setValues((latest) => ({ ...latest, ...change.values, published, scheduledAt }));
        setRevisionsVersion((n) => n + 1);
        setStatus(
          mode === 'autosave' ? `Draft autosaved at ${timeOfDay()}` : `Saved at ${timeOfDay()}`,
        );
        if (mode !== 'autosave') toast({ title: savedToast(mode, wasNew, published) });
        if (mode === 'submit') {
          leaving.current = true;
          setTimeout(() => navigate(PATHS.adminBlog), SAVE_REDIRECT_MS);
        } else if (wasNew) {
          navigate(editUrl, { replace: true });
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : POST_SAVE_TEXT.unexpected;
        if (error instanceof SlugTakenError) {
          setSlugTaken(message);
          setShowErrors(true);
        }
        setStatus(mode === 'autosave' ? `Autosave failed: ${message}` : '');
        if (mode !== 'autosave')
          toast({ title: failureTitle, description: message, variant: 'destructive' });
      } finally {
        setSaving(false);
      }
    },
    [values, saved.exists, saved.published, data, postId, toast, navigate, editUrl],
  );

  // Autosave: drafts only (a published post changes only when its author saves), and only
  // while the form is complete and valid; a taken slug waits for the author.
  const canAutosave = dirty && !saving && !slugTaken && !values.published && !saved.published;
  useEffect(() => {
    if (!canAutosave) return;
    const timer = setTimeout(() => void save('autosave'), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canAutosave, save]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!saving) void save(values.published ? 'shortcut' : 'draft');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save, saving, values.published]);

  async function remove() {
    try {
      await data.posts.remove({ id: postId, slug: saved.slug });
      clearUnsavedPost(postId);
      leaving.current = true;
      toast({ title: POST_SAVE_TEXT.deleted });
      navigate(PATHS.adminBlog);
    } catch (error) {
      errorToast(POST_SAVE_TEXT.deleteError, error, POST_SAVE_TEXT.unexpected);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save('submit');
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="post-editor-heading">
      <div className="top">
        <h1 id="post-editor-heading">{saved.exists ? 'Edit Post' : 'Create New Post'}</h1>
        <Link to={PATHS.adminBlog}>← Back to Blog Management</Link>
      </div>
      <AdminCard title="Post Details">
        <PostDetailsFields
          values={values}
          errors={errors}
          onTitleChange={changeTitle}
          onChange={change}
          uploadFeatured={(file) => data.uploadImage(file, 'featured')}
          slugKept={saved.wasPublic}
        />
      </AdminCard>
      <Suspense fallback={<p role="status">Loading editor...</p>}>
        <RichTextEditor
          value={values.content}
          onChange={(html) => change('content', html)}
          uploadImage={(file) => data.uploadImage(file, 'inline')}
          postId={postId}
          theme={values.theme}
        />
      </Suspense>
      {errors.content && (
        <p role="alert" className="error">
          Content: {errors.content}
        </p>
      )}
      {/* Not in the sticky action bar: on a phone it would cover half the screen. */}
      {!values.published && (
        <AdminCard title="Publish later">
          <ScheduleControl
            scheduledAt={values.scheduledAt}
            saving={saving}
            onSchedule={(scheduledAt) => void save('schedule', { values: { scheduledAt } })}
            onUnschedule={() => void save('unschedule', { values: { scheduledAt: '' } })}
          />
        </AdminCard>
      )}
      {saved.exists && (
        <RevisionHistory
          postId={postId}
          current={values}
          version={revisionsVersion}
          live={saved.published}
          canRestore={!dirty}
          restoring={saving}
          onRestore={(revision) =>
            save('restore', {
              values: {
                title: revision.title,
                excerpt: revision.excerpt,
                content: revision.content,
                // A revision from before they were kept leaves the slug and categories as they are.
                ...(revision.slug !== undefined ? { slug: revision.slug } : {}),
                ...(revision.categories ? { categories: revision.categories } : {}),
              },
              restoredFrom: revision.id,
            })
          }
        />
      )}
      <PostActionBar
        published={values.published}
        onPublishedChange={(published) => change('published', published)}
        editing={saved.exists}
        // The article exists at the saved slug only: not before the first save, nor at an edited one.
        articleSlug={saved.exists && values.slug.trim() === saved.slug ? saved.slug : ''}
        saving={saving}
        status={status}
        onDelete={() => setConfirmDelete(true)}
        onSaveDraft={() => void save('draft')}
        emailAction={
          saved.exists && (saved.published || values.scheduledAt) ? (
            <EmailPost
              postId={postId}
              title={values.title}
              scheduledAt={saved.published ? '' : values.scheduledAt}
            />
          ) : null
        }
      />
      <ConfirmDialog
        open={unpublishing !== null}
        onOpenChange={(open) => {
          if (!open) setUnpublishing(null);
        }}
        title={POST_SAVE_TEXT.unpublishTitle}
        description={POST_SAVE_TEXT.unpublishText(
          `${window.location.origin}${PATHS.post(saved.slug)}`,
        )}
        confirmLabel={POST_SAVE_TEXT.saveAsDraft}
        pendingLabel={POST_SAVE_TEXT.saving}
        onConfirm={() =>
          unpublishing
            ? save(unpublishing.mode, { ...unpublishing.change, unpublishConfirmed: true })
            : undefined
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={POST_SAVE_TEXT.deleteTitle}
        description={POST_SAVE_TEXT.deleteText}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={remove}
      />
      <UnsavedChangesGuard
        dirty={dirty}
        allow={(pathname) => leaving.current || pathname === editUrl}
        onLeave={() => clearUnsavedPost(postId)}
      />
      <RestoreUnsavedPrompt
        copy={unsaved.pending}
        onRestore={() => {
          const restored = unsaved.restore();
          if (restored) setValues(restored);
        }}
        onDiscard={unsaved.discard}
      />
    </Form>
  );
}
