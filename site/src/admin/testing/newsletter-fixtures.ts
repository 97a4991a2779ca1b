import { sampleSend } from './in-memory-newsletter';

/** Sends for stories and tests: one under way, one with failures and unconfirmed, one cancelled. */
export const SENDING = sampleSend({
  id: 'send-3',
  postTitle: 'Twelve elf arrival ideas',
  status: 'sending',
  createdAt: '2026-12-05T07:30:00.000Z',
  finishedAt: null,
  counts: { sent: 412, pending: 788, bounced: 3 },
  visits: 37,
  unsubscribes: 1,
});

export const SENDS = [
  SENDING,
  sampleSend({
    id: 'send-2',
    postTitle: 'Elf on the Shelf ideas for the first week',
    createdAt: '2026-11-28T08:00:00.000Z',
    counts: { sent: 1180, failed: 12, bounced: 6, unconfirmed: 2 },
    visits: 264,
    unsubscribes: 4,
  }),
  sampleSend({
    id: 'send-1',
    postTitle: '',
    postId: 'post-gone',
    status: 'cancelled',
    createdAt: '2026-11-20T09:00:00.000Z',
    finishedAt: '2026-11-20T09:01:00.000Z',
    counts: { sent: 40, pending: 60 },
  }),
];
