import { useRef, useState } from 'react';
import type { PostSendState } from '@core/newsletter/newsletter-sends-admin';
import { countOf } from '@core/lib/plural';
import { formatScheduleTimeWithZone } from '@core/posts/post-schedule';
import { formatLongDate } from '@core/site/seo';
import { useToast } from '@site/shared/components/use-toast';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { useErrorToast } from '@site/admin/components/use-error-toast';
import { useAdminData } from '@site/admin/data/admin-data';
import { usePostSend } from '@site/admin/data/queries';
import { MailPreview, TestSend } from './mail-preview';

const SUBSCRIBER = { one: 'confirmed subscriber', many: 'confirmed subscribers' };

export const EMAIL_POST_TEXT = {
  button: 'Email this post to subscribers',
  resendButton: 'Email this post again',
  reaches: (n: number) => `Reaches ${countOf(n, SUBSCRIBER)}`,
  emailed: (date: string, n: number) =>
    `Emailed ${formatLongDate(date)} to ${countOf(n, { one: 'subscriber', many: 'subscribers' })}`,
  counting: 'Counting subscribers…',
  title: 'Email this post to your subscribers?',
  resendTitle: 'Email this post again?',
  description: (title: string, n: number) =>
    `“${title}” goes to ${countOf(n, SUBSCRIBER)} now. A mail cannot be called back once sent.`,
  resendDescription: (title: string, n: number) =>
    `“${title}” was emailed already. Emailing it again sends it to ${countOf(n, SUBSCRIBER)}, including those who got it before.`,
  confirm: (n: number) => `Email ${countOf(n, SUBSCRIBER)}`,
  pending: 'Starting the send…',
  started: 'The post is on its way to your subscribers',
  failed: 'Could not email the post',
  whenPublished: (at: string) =>
    `Will be emailed to subscribers when it is published, ${formatScheduleTimeWithZone(at)}`,
  scheduledTitle: 'Email this post when it is published?',
  scheduledDescription: (title: string, at: string, n: number) =>
    `“${title}” goes to your confirmed subscribers when it is published, ${formatScheduleTimeWithZone(at)} (${countOf(n, SUBSCRIBER)} now). You can take this back until then.`,
  scheduledConfirm: 'Email it when published',
  scheduledToast: 'The post will be emailed when it is published',
  takeBack: 'Don’t email it',
  takenBack: 'The post will not be emailed',
  takeBackFailed: 'Could not take the email back',
} as const;

/**
 * The editor's "Email this post to subscribers", beside Publish on a published post (on a
 * scheduled one, it chooses to email the post when the schedule publishes it): how many
 * confirmed subscribers it reaches, and one confirmation naming that count before the send starts
 * (its button is disabled while the send starts, and the server starts one send per post, so a
 * double click mails nobody twice). The dialog shows the mail at 600 and 390 px and can send a
 * test copy first. Once the post was emailed, sending it again is a choice of its own with its
 * own words.
 */
export function EmailPost({
  postId,
  title,
  scheduledAt = '',
}: {
  postId: string;
  title: string;
  /** A scheduled post's publish time (UTC ISO-8601); '' for a published post. */
  scheduledAt?: string;
}) {
  const data = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const { state, setData } = usePostSend(postId);
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const known: PostSendState | null = state.status === 'ready' ? state.data : null;
  const last = known?.sends[0];
  const resend = last !== undefined;
  const recipients = known?.recipients ?? 0;
  const scheduled = scheduledAt !== '' && !resend;

  async function send() {
    try {
      const next = await data.newsletter.emailPost(postId, { resend });
      setData(() => next);
      toast({ title: scheduled ? EMAIL_POST_TEXT.scheduledToast : EMAIL_POST_TEXT.started });
    } catch (error) {
      errorToast(EMAIL_POST_TEXT.failed, error);
    }
  }

  async function takeBack() {
    try {
      const next = await data.newsletter.dropEmailOnPublish(postId);
      setData(() => next);
      toast({ title: EMAIL_POST_TEXT.takenBack });
    } catch (error) {
      errorToast(EMAIL_POST_TEXT.takeBackFailed, error);
    }
  }

  // Chosen for a scheduled post: it goes out with the publish, and can be taken back until then.
  if (scheduled && known?.emailOnPublish)
    return (
      <>
        <span className="status">{EMAIL_POST_TEXT.whenPublished(scheduledAt)}</span>
        <button ref={button} type="button" className="secondary" onClick={takeBack}>
          {EMAIL_POST_TEXT.takeBack}
        </button>
      </>
    );

  return (
    <>
      <span className="status">
        {!known
          ? EMAIL_POST_TEXT.counting
          : last
            ? EMAIL_POST_TEXT.emailed(last.createdAt, last.total)
            : EMAIL_POST_TEXT.reaches(recipients)}
      </span>
      <button
        ref={button}
        type="button"
        className="secondary"
        disabled={!known || recipients === 0}
        onClick={() => setAsking(true)}
      >
        {resend ? EMAIL_POST_TEXT.resendButton : EMAIL_POST_TEXT.button}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={
          resend
            ? EMAIL_POST_TEXT.resendTitle
            : scheduled
              ? EMAIL_POST_TEXT.scheduledTitle
              : EMAIL_POST_TEXT.title
        }
        description={
          resend
            ? EMAIL_POST_TEXT.resendDescription(title, recipients)
            : scheduled
              ? EMAIL_POST_TEXT.scheduledDescription(title, scheduledAt, recipients)
              : EMAIL_POST_TEXT.description(title, recipients)
        }
        confirmLabel={
          scheduled ? EMAIL_POST_TEXT.scheduledConfirm : EMAIL_POST_TEXT.confirm(recipients)
        }
        pendingLabel={EMAIL_POST_TEXT.pending}
        onConfirm={send}
        returnFocusTo={() => button.current}
        width="720px"
      >
        <MailPreview postId={postId} />
        <TestSend postId={postId} />
      </ConfirmDialog>
    </>
  );
}
