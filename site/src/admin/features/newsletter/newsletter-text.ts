import type { SendStatus } from '@core/newsletter/newsletter-send';
import type { RetryState } from '@core/newsletter/newsletter-sends-admin';
import { countOf } from '@core/lib/plural';

const RECIPIENT = { one: 'recipient', many: 'recipients' };

export const NEWSLETTER_TEXT = {
  heading: 'Newsletter',
  intro:
    'Each post mailed to the subscribers: how far its send got, and what it brought. Visits count views of the post from the mail’s links; nobody is tracked one by one.',
  back: 'Back to Dashboard',
  refresh: 'Refresh',
  caption: 'Newsletter sends',
  loading: 'Loading the sends…',
  loadFailed: 'Could not load the sends.',
  empty: 'No post has been mailed yet. Email a post to the subscribers from its editor.',
  deletedPost: 'A deleted post',
  columns: {
    post: 'Post and date',
    status: 'Status',
    sent: 'Sent',
    undelivered: 'Failed / bounced',
    brought: 'Visits / unsubscribes',
    actions: 'Actions',
  },
  sentOf: (sent: number, total: number) =>
    `${sent.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  progress: (mailed: number, total: number) =>
    `${mailed.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} mailed`,
  unconfirmed: (n: number) => `${n.toLocaleString('en-US')} unconfirmed`,
  cancel: 'Cancel send',
  retry: {
    failed: 'Retry failed',
    unconfirmed: 'Retry unconfirmed',
  } satisfies Record<RetryState, string>,
  cancelTitle: 'Cancel this send?',
  cancelDescription: (title: string, pending: number) =>
    `“${title}” will not be mailed to the ${countOf(pending, RECIPIENT)} not reached yet. Mails already sent stay sent.`,
  cancelConfirm: 'Cancel send',
  cancelPending: 'Cancelling…',
  keepSending: 'Keep sending',
  retryTitle: {
    failed: 'Mail the failed recipients again?',
    unconfirmed: 'Mail the unconfirmed recipients again?',
  } satisfies Record<RetryState, string>,
  retryDescription: {
    failed: (title: string, n: number) =>
      `“${title}” goes again to the ${countOf(n, RECIPIENT)} whose mail failed.`,
    unconfirmed: (title: string, n: number) =>
      `“${title}” goes again to the ${countOf(n, RECIPIENT)} whose mail may have gone out when the send was interrupted: some of them may get it twice.`,
  } satisfies Record<RetryState, (title: string, n: number) => string>,
  retryConfirm: (n: number) => `Mail ${countOf(n, RECIPIENT)} again`,
  retryPending: 'Sending…',
  cancelled: 'Send cancelled',
  retried: (n: number) => `Mailing ${countOf(n, RECIPIENT)} again`,
  actionFailed: 'Could not change the send',
} as const;

export const SEND_STATUS_LABELS: Record<SendStatus, string> = {
  copying: 'Starting',
  sending: 'Sending',
  done: 'Sent',
  cancelled: 'Cancelled',
};
