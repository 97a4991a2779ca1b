import type { SubscriberFigures } from '@core/subscribers-admin';
import { StatCard, StatGrid } from '@site/admin/components/stat-card';
import { useAsync } from '@site/admin/components/use-async';
import { useAdminData } from '@site/admin/data/admin-data';

const number = (n: number) => n.toLocaleString('en-US');

export const SUBSCRIBER_CARDS_TEXT = {
  subscribers: 'Subscribers',
  growth: 'New in the last 30 days',
  failed: 'Could not load the subscriber figures.',
  detail: (f: SubscriberFigures) =>
    `Confirmed; ${number(f.waiting)} waiting to confirm, ${number(f.unsubscribed)} unsubscribed`,
  /** The confirmations of the last 30 days against the 30 before. */
  growthDetail: (f: SubscriberFigures) => {
    const change = f.confirmedLast30Days - f.confirmedPrevious30Days;
    const versus = `${number(f.confirmedPrevious30Days)} in the 30 days before`;
    return change === 0
      ? `Same as the ${versus}`
      : `${change > 0 ? '+' : '−'}${number(Math.abs(change))} against ${versus}`;
  },
} as const;

/** The dashboard's subscriber figures: how many are confirmed and waiting, and 30-day growth. */
export function SubscriberCards() {
  const data = useAdminData();
  const { state } = useAsync(() => data.subscribers.figures(), 'subscriber-figures');
  const figures = state.status === 'ready' ? state.data : null;
  const placeholder = state.status === 'loading' ? '…' : '—';
  return (
    <>
      <StatGrid aria-busy={state.status === 'loading'}>
        <StatCard
          title={SUBSCRIBER_CARDS_TEXT.subscribers}
          value={figures ? number(figures.confirmed) : placeholder}
          detail={figures ? SUBSCRIBER_CARDS_TEXT.detail(figures) : 'Confirmed'}
        />
        <StatCard
          title={SUBSCRIBER_CARDS_TEXT.growth}
          value={figures ? `+${number(figures.confirmedLast30Days)}` : placeholder}
          detail={figures ? SUBSCRIBER_CARDS_TEXT.growthDetail(figures) : 'Confirmed addresses'}
        />
      </StatGrid>
      {state.status === 'error' && <p role="alert">{SUBSCRIBER_CARDS_TEXT.failed}</p>}
    </>
  );
}
