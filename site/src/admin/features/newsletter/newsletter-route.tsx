import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@core/site/seo';
import {
  sendInProgress,
  type NewsletterSendRow,
  type RetryState,
} from '@core/newsletter/newsletter-sends-admin';
import type { SendStatus } from '@core/newsletter/newsletter-send';
import { RETRYABLE_STATES } from '@core/newsletter/newsletter-send';
import { PATHS } from '@site/shared/app/paths';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { AdminCard } from '@site/admin/components/admin-card';
import { AdminPage, AdminPageHeader } from '@site/admin/components/admin-page-layout';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { DataTable, type Column } from '@site/admin/components/data-table';
import { Pill } from '@site/admin/components/status-badge';
import { useErrorToast } from '@site/admin/components/use-error-toast';
import { useAdminData } from '@site/admin/data/admin-data';
import { keys, useNewsletterSends, useRefresh } from '@site/admin/data/queries';
import { NEWSLETTER_TEXT as TEXT, SEND_STATUS_LABELS } from './newsletter-text';

/** How often the page asks for the figures while a send is under way. */
export const NEWSLETTER_POLL_MS = 3_000;

const COLORS: Record<SendStatus, { background: string; color: string }> = {
  copying: { background: '#dbeafe', color: '#1e40af' },
  sending: { background: '#dbeafe', color: '#1e40af' },
  done: { background: '#dcfce7', color: '#166534' },
  cancelled: { background: '#e5e7eb', color: '#374151' },
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    ${secondaryButtonStyles}
  }
`;

/** The post, and under it the day its send started. */
const Title = styled.span`
  display: grid;
  gap: 0.2rem;
  min-width: 10rem;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Progress = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 7rem;
  progress {
    width: 100%;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.4rem;
  button {
    ${secondaryButtonStyles}
    padding: 0.3rem 0.7rem;
    font-size: 0.875rem;
    white-space: nowrap;
  }
`;

const number = (n: number) => n.toLocaleString('en-US');
const mailed = (send: NewsletterSendRow) => send.total - send.counts.pending - send.counts.claimed;
const titleOf = (send: NewsletterSendRow) => send.postTitle || TEXT.deletedPost;

type Pending =
  { kind: 'cancel'; send: NewsletterSendRow } | { kind: RetryState; send: NewsletterSendRow };

function SendStatusCell({ send }: { send: NewsletterSendRow }) {
  const pill = <Pill $colors={COLORS[send.status]}>{SEND_STATUS_LABELS[send.status]}</Pill>;
  if (!sendInProgress(send))
    return send.counts.unconfirmed > 0 ? (
      <Progress>
        {pill}
        <small>{TEXT.unconfirmed(send.counts.unconfirmed)}</small>
      </Progress>
    ) : (
      pill
    );
  const label = TEXT.progress(mailed(send), send.total);
  return (
    <Progress>
      {pill}
      <progress max={send.total || 1} value={mailed(send)} aria-label={label} />
      <small>{label}</small>
    </Progress>
  );
}

/**
 * /admin/newsletter: each post mailed to the subscribers, newest first, with how far its send got
 * (followed live while one is under way), what it brought, and the owner's cancel and retries,
 * each confirmed first.
 */
export function NewsletterRoute() {
  const data = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const refresh = useRefresh();
  const { state, setData, reload } = useNewsletterSends();
  const [pending, setPending] = useState<Pending | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const sends = state.status === 'ready' ? state.data.sends : [];
  const live = sends.some(sendInProgress);

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      data.newsletter.sends().then(
        (next) => setData(() => next),
        // A missed poll is followed by the next one.
        () => undefined,
      );
    }, NEWSLETTER_POLL_MS);
    return () => clearInterval(timer);
  }, [live, data, setData]);

  const ask = (next: Pending) => (event: React.MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setPending(next);
  };

  async function act(chosen: Pending) {
    try {
      if (chosen.kind === 'cancel') {
        await data.newsletter.cancel(chosen.send.id);
        toast({ title: TEXT.cancelled });
      } else {
        const { recipients } = await data.newsletter.retry(chosen.send.id, chosen.kind);
        toast({ title: TEXT.retried(recipients) });
      }
      await refresh(keys.newsletterSends);
    } catch (error) {
      errorToast(TEXT.actionFailed, error);
    }
  }

  const { columns: text } = TEXT;
  const columns: Column<NewsletterSendRow>[] = [
    {
      header: text.post,
      cell: (s) => (
        <Title>
          {titleOf(s)}
          <small>{formatLongDate(s.createdAt)}</small>
        </Title>
      ),
    },
    { header: text.status, cell: (s) => <SendStatusCell send={s} /> },
    {
      header: text.sent,
      align: 'end',
      nowrap: true,
      cell: (s) => TEXT.sentOf(s.counts.sent, s.total),
    },
    {
      header: text.undelivered,
      align: 'end',
      cell: (s) => `${number(s.counts.failed)} / ${number(s.counts.bounced)}`,
    },
    {
      header: text.brought,
      align: 'end',
      cell: (s) => `${number(s.visits)} / ${number(s.unsubscribes)}`,
    },
    {
      header: text.actions,
      cell: (send) => (
        <Actions>
          {sendInProgress(send) && (
            <button type="button" onClick={ask({ kind: 'cancel', send })}>
              {TEXT.cancel}
            </button>
          )}
          {RETRYABLE_STATES.filter((kind) => send.counts[kind] > 0).map((kind) => (
            <button key={kind} type="button" onClick={ask({ kind, send })}>
              {TEXT.retry[kind]}
            </button>
          ))}
        </Actions>
      ),
    },
  ];

  const dialog = pending && {
    title: pending.kind === 'cancel' ? TEXT.cancelTitle : TEXT.retryTitle[pending.kind],
    description:
      pending.kind === 'cancel'
        ? TEXT.cancelDescription(titleOf(pending.send), pending.send.counts.pending)
        : TEXT.retryDescription[pending.kind](
            titleOf(pending.send),
            pending.send.counts[pending.kind],
          ),
    confirmLabel:
      pending.kind === 'cancel'
        ? TEXT.cancelConfirm
        : TEXT.retryConfirm(pending.send.counts[pending.kind]),
    pendingLabel: pending.kind === 'cancel' ? TEXT.cancelPending : TEXT.retryPending,
    cancelLabel: pending.kind === 'cancel' ? TEXT.keepSending : 'Cancel',
  };

  return (
    <AdminPage>
      <AdminPageHeader
        back={{ to: PATHS.adminDashboard, label: TEXT.back }}
        heading={TEXT.heading}
        intro={TEXT.intro}
      >
        <Bar role="toolbar" aria-label="Newsletter actions">
          <button type="button" onClick={reload}>
            {TEXT.refresh}
          </button>
        </Bar>
      </AdminPageHeader>
      <AdminCard title="Sends">
        <DataTable
          caption={TEXT.caption}
          columns={columns}
          rows={sends}
          rowKey={(s) => s.id}
          state={state.status}
          texts={{ loading: TEXT.loading, error: TEXT.loadFailed, empty: TEXT.empty }}
          onRetry={reload}
          cardsOnSmall
        />
      </AdminCard>
      {dialog && pending && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          {...dialog}
          onConfirm={() => act(pending)}
          returnFocusTo={() => (opener.current?.isConnected ? opener.current : null)}
        />
      )}
    </AdminPage>
  );
}
