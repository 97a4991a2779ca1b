import { Link } from 'react-router-dom';
import { sendInProgress, type NewsletterSendRow } from '@core/newsletter/newsletter-sends-admin';
import { formatLongDate } from '@core/site/seo';
import { PATHS } from '@site/shared/app/paths';
import { StatCard, StatGrid } from '@site/admin/components/stat-card';
import { useNewsletterSends } from '@site/admin/data/queries';

const number = (n: number) => n.toLocaleString('en-US');

export const NEWSLETTER_CARD_TEXT = {
  latest: 'Latest send',
  none: 'No post mailed yet',
  sending: 'Sending now',
  detail: (send: NewsletterSendRow) =>
    `${send.postTitle || 'A deleted post'}, ${formatLongDate(send.createdAt)}: ${number(send.counts.sent)} sent, ${number(send.visits)} visits`,
  failed: 'Could not load the newsletter sends.',
  open: 'All sends',
} as const;

/** The dashboard's newsletter card: the latest send, how far it got and what it brought. */
export function NewsletterCard() {
  const { state } = useNewsletterSends();
  const latest = state.status === 'ready' ? state.data.sends[0] : undefined;
  const value =
    state.status === 'loading'
      ? '…'
      : !latest
        ? '—'
        : sendInProgress(latest)
          ? NEWSLETTER_CARD_TEXT.sending
          : `${number(latest.counts.sent)} / ${number(latest.total)}`;
  return (
    <>
      <StatGrid aria-busy={state.status === 'loading'}>
        <StatCard
          title={NEWSLETTER_CARD_TEXT.latest}
          value={value}
          detail={latest ? NEWSLETTER_CARD_TEXT.detail(latest) : NEWSLETTER_CARD_TEXT.none}
        />
      </StatGrid>
      {state.status === 'error' && <p role="alert">{NEWSLETTER_CARD_TEXT.failed}</p>}
      <p>
        <Link to={PATHS.adminNewsletter}>{NEWSLETTER_CARD_TEXT.open}</Link>
      </p>
    </>
  );
}
