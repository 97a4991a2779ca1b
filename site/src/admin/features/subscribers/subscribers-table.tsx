import styled from 'styled-components';
import { formatLongDate } from '@core/site/seo';
import {
  listStatusOf,
  type SubscriberListStatus,
  type SubscriberRow,
} from '@core/newsletter/subscribers-admin';
import { DataTable, type Column, type TableState } from '@site/admin/components/data-table';
import { Pill } from '@site/admin/components/status-badge';
import { STATUS_LABELS, SUBSCRIBERS_TEXT } from './subscribers-text';

const COLORS: Record<SubscriberListStatus, { background: string; color: string }> = {
  confirmed: { background: '#dcfce7', color: '#166534' },
  waiting: { background: '#fef3c7', color: '#92400e' },
  unsubscribed: { background: '#e5e7eb', color: '#374151' },
  bounced: { background: '#fee2e2', color: '#991b1b' },
};

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A page's path, which breaks anywhere rather than widen the table past its card (only when the
 * columns' room runs out: it stays whole while there is room).
 */
const Breakable = styled.span`
  overflow-wrap: anywhere;
`;

/** An address that may break before its @ when the table runs out of room, and nowhere else. */
function breakableEmail(email: string) {
  const at = email.lastIndexOf('@');
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

const date = (iso: string | undefined) => (iso ? formatLongDate(iso) : <Muted>—</Muted>);

/** The list: address, status, when they signed up and confirmed, and the form's page. */
export function SubscribersTable({
  subscribers,
  state,
  emptyText,
  select,
  onRetry,
}: {
  subscribers: SubscriberRow[];
  state: TableState;
  emptyText: string;
  select: Column<SubscriberRow>['cell'];
  onRetry(): void;
}) {
  const { columns: text } = SUBSCRIBERS_TEXT;
  const columns: Column<SubscriberRow>[] = [
    { header: 'Select', cell: select },
    { header: text.email, cell: (s) => breakableEmail(s.email) },
    {
      header: text.status,
      nowrap: true,
      cell: (s) => {
        const status = listStatusOf(s);
        return <Pill $colors={COLORS[status]}>{STATUS_LABELS[status]}</Pill>;
      },
    },
    { header: text.signedUp, nowrap: true, cell: (s) => date(s.createdAt) },
    { header: text.confirmed, nowrap: true, cell: (s) => date(s.confirmedAt) },
    {
      header: text.page,
      cell: (s) =>
        s.source ? (
          <Breakable as="code">{s.source}</Breakable>
        ) : (
          <Muted>{SUBSCRIBERS_TEXT.noPage}</Muted>
        ),
    },
  ];
  return (
    <DataTable
      caption={SUBSCRIBERS_TEXT.caption}
      columns={columns}
      rows={subscribers}
      rowKey={(s) => s.id}
      state={state}
      texts={{
        loading: SUBSCRIBERS_TEXT.loading,
        error: SUBSCRIBERS_TEXT.loadFailed,
        empty: emptyText,
      }}
      onRetry={onRetry}
      cardsOnSmall
    />
  );
}
