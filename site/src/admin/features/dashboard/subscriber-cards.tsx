import type { SubscriberFigures } from '@core/newsletter/subscribers-admin';
import { StatCard, StatGrid } from '@site/admin/components/stat-card';
import { useSubscriberFigures } from '@site/admin/data/queries';

const number = (n: number) => n.toLocaleString('en-US');

export const SUBSCRIBER_CARDS_TEXT = {
  subscribers: 'Subscribers',
  growth: 'New in the last 30 days',
  failed: 'Could not load the subscriber figures.',
  detail: (f: SubscriberFigures) =>
    `Confirmed; ${number(f.waiting)} waiting to confirm, ${number(f.unsubscribed)} unsubscribed`,
  /** The change on the 30 days before, then what those had: '+4 (1 in the previous 30 days)'. */
  growthDetail: (f: SubscriberFigures) => {
    const change = f.confirmedLast30Days - f.confirmedPrevious30Days;
    const previous = `(${number(f.confirmedPrevious30Days)} in the previous 30 days)`;
    if (change === 0) return `No change ${previous}`;
    return `${change > 0 ? '+' : '−'}${number(Math.abs(change))} ${previous}`;
  },
} as const;

/** The dashboard's subscriber figures: how many are confirmed and waiting, and 30-day growth. */
export function SubscriberCards() {
  const { state } = useSubscriberFigures();
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
