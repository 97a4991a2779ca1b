import Papa from 'papaparse';
import {
  growthWindows,
  listOrder,
  planSubscriberList,
  subscriberFigures,
  subscriberListPage,
  subscribersCsv,
  SUBSCRIBERS_API_TEXT,
  SUBSCRIBERS_PAGE_SIZE,
  SUBSCRIBERS_SCAN_LIMIT,
  type SubscriberListPlan,
} from './subscribers-admin';
import type { Subscriber } from './subscribers';

const plan = (params: Parameters<typeof planSubscriberList>[0]) => {
  const planned = planSubscriberList(params);
  if ('error' in planned) throw new Error(planned.error);
  return planned;
};

/** `n` documents in list order, newest first; every third waiting. */
function docs(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: `id${String(i).padStart(4, '0')}`,
    data: {
      email: `reader${i}@elf.test`,
      status: i % 3 === 0 ? 'waiting' : 'confirmed',
      createdAt: new Date(Date.UTC(2026, 10, 1) - i * 60_000).toISOString(),
      source: '/',
    },
  })).sort((a, b) =>
    listOrder({ id: a.id, createdAt: a.data.createdAt }, { id: b.id, createdAt: b.data.createdAt }),
  );
}

describe('planSubscriberList', () => {
  it('reads a page of documents without a filter, and up to the scan limit with one', () => {
    expect(plan({})).toEqual({ q: '', status: null, after: null, read: SUBSCRIBERS_PAGE_SIZE });
    expect(
      plan({ q: '  Elf.TEST ', status: 'waiting', after: '2026-11-01T00:00:00.000Z~abc' }),
    ).toEqual({
      q: 'elf.test',
      status: 'waiting',
      after: ['2026-11-01T00:00:00.000Z', 'abc'],
      read: SUBSCRIBERS_SCAN_LIMIT,
    });
  });

  it('refuses an unknown status, a cursor it did not give and an over-long search', () => {
    expect(planSubscriberList({ status: 'spam' })).toEqual({
      error: SUBSCRIBERS_API_TEXT.statusOneOf,
    });
    expect(planSubscriberList({ after: 'nope' })).toEqual({
      error: SUBSCRIBERS_API_TEXT.badCursor,
    });
    expect(planSubscriberList({ q: 'a'.repeat(255) })).toEqual({
      error: SUBSCRIBERS_API_TEXT.searchTooLong,
    });
  });
});

describe('subscriberListPage', () => {
  it('answers a full page with a cursor when more documents follow', () => {
    const all = docs(SUBSCRIBERS_PAGE_SIZE + 1);
    const page = subscriberListPage(all, plan({}));
    expect(page.subscribers).toHaveLength(SUBSCRIBERS_PAGE_SIZE);
    expect(page.subscribers[0]).toMatchObject({ id: all[0]!.id, email: all[0]!.data.email });
    const last = all[SUBSCRIBERS_PAGE_SIZE - 1]!;
    expect(page.nextAfter).toBe(`${last.data.createdAt}~${last.id}`);
    expect(planSubscriberList({ after: page.nextAfter })).not.toHaveProperty('error');
  });

  it('answers no cursor at the end of the list', () => {
    expect(subscriberListPage(docs(3), plan({})).nextAfter).toBeNull();
  });

  it('keeps the matches of a search, ignoring case, and goes on after the documents it read', () => {
    const planned: SubscriberListPlan = { ...plan({ q: 'READER1' }), read: 20 };
    const all = docs(25);
    const page = subscriberListPage(all, planned);
    expect(page.subscribers.map((s) => s.email)).toEqual(
      all
        .slice(0, 20)
        .map((d) => d.data.email)
        .filter((email) => email.includes('reader1')),
    );
    expect(page.nextAfter).toBe(`${all[19]!.data.createdAt}~${all[19]!.id}`);
  });

  it('keeps one status', () => {
    const page = subscriberListPage(docs(9), plan({ status: 'waiting' }));
    expect(page.subscribers.map((s) => s.status)).toEqual(['waiting', 'waiting', 'waiting']);
  });

  it('keeps an address a send bounced for good under bounced, not confirmed', () => {
    const [bounced, ...rest] = docs(3).filter((doc) => doc.data.status === 'confirmed');
    const stored = docs(3).map((doc) =>
      doc.id === bounced!.id
        ? { ...doc, data: { ...doc.data, bouncedAt: doc.data.createdAt } }
        : doc,
    );
    const emails = (status: string) =>
      subscriberListPage(stored, plan({ status })).subscribers.map((s) => s.email);
    expect(emails('bounced')).toEqual([bounced!.data.email]);
    expect(emails('confirmed')).toEqual(rest.map((doc) => doc.data.email));
  });
});

describe('subscriberFigures', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const { last, previous } = growthWindows(now);
  const at = (iso: string, status: Subscriber['status'] = 'confirmed'): Subscriber => ({
    email: `${iso}@elf.test`,
    status,
    createdAt: iso,
    ...(status === 'waiting' ? {} : { confirmedAt: iso }),
    source: '',
  });

  it('counts each status, and the confirmations of each 30 days still subscribed', () => {
    expect(
      subscriberFigures(
        [
          at(last.from),
          at('2026-11-27T00:00:00.000Z'),
          at('2026-11-27T00:00:00.000Z', 'unsubscribed'),
          at('2026-11-27T00:00:00.000Z', 'waiting'),
          at(previous.from),
          at('2026-01-01T00:00:00.000Z'),
        ],
        now,
      ),
    ).toEqual({
      confirmed: 4,
      waiting: 1,
      unsubscribed: 1,
      confirmedLast30Days: 2,
      confirmedPrevious30Days: 1,
    });
  });

  it('counts as confirmed only the addresses a send mails, not one that bounced for good', () => {
    const bounced = { ...at('2026-11-27T00:00:00.000Z'), bouncedAt: '2026-11-28T00:00:00.000Z' };
    expect(subscriberFigures([at('2026-11-27T00:00:00.000Z'), bounced], now).confirmed).toBe(1);
  });
});

describe('subscribersCsv', () => {
  const subscriber = (email: string, status: Subscriber['status'], source = '/'): Subscriber => ({
    email,
    status,
    createdAt: '2026-11-01T10:00:00.000Z',
    confirmedAt: '2026-11-01T11:00:00.000Z',
    source,
  });

  it('holds the confirmed addresses only, under the columns mail services import', () => {
    const csv = subscribersCsv([
      subscriber('a@elf.test', 'confirmed', '/blog/elf-ideas'),
      subscriber('b@elf.test', 'waiting'),
      subscriber('c@elf.test', 'unsubscribed'),
    ]);
    expect(csv).toBe(
      'email,confirmed at,source\r\na@elf.test,2026-11-01T11:00:00.000Z,/blog/elf-ideas',
    );
  });

  it('leaves out an address a send bounced for good', () => {
    const csv = subscribersCsv([
      subscriber('a@elf.test', 'confirmed'),
      { ...subscriber('b@elf.test', 'confirmed'), bouncedAt: '2026-11-02T00:00:00.000Z' },
    ]);
    expect(csv).toBe('email,confirmed at,source\r\na@elf.test,2026-11-01T11:00:00.000Z,/');
  });

  it('writes each address as it is, even one starting with +, - or =', () => {
    const csv = subscribersCsv(
      ['+elf@elf.test', '-elf@elf.test', '=elf@elf.test', "'elf@elf.test"].map((email) =>
        subscriber(email, 'confirmed'),
      ),
    );
    const emails = Papa.parse<string[]>(csv)
      .data.slice(1, 5)
      .map(([email]) => email);
    expect(emails).toEqual(["'elf@elf.test", '+elf@elf.test', '-elf@elf.test', '=elf@elf.test']);
  });

  it('guards the source, and a stored address the sign-up would refuse, against formulas', () => {
    const csv = subscribersCsv([subscriber('=SUM(1)@elf.test', 'confirmed', '=HYPERLINK("x")')]);
    const [, row] = Papa.parse<string[]>(csv).data;
    expect(row).toEqual(["'=SUM(1)@elf.test", '2026-11-01T11:00:00.000Z', `'=HYPERLINK("x")`]);
  });

  it('lists the addresses in the order they confirmed', () => {
    const confirmedAt = (email: string, at: string) => ({
      ...subscriber(email, 'confirmed'),
      confirmedAt: at,
    });
    const csv = subscribersCsv([
      confirmedAt('b@elf.test', '2026-11-03T00:00:00.000Z'),
      confirmedAt('c@elf.test', '2026-11-01T00:00:00.000Z'),
      confirmedAt('a@elf.test', '2026-11-02T00:00:00.000Z'),
    ]);
    const emails = Papa.parse<string[]>(csv)
      .data.slice(1)
      .map(([email]) => email);
    expect(emails).toEqual(['c@elf.test', 'a@elf.test', 'b@elf.test']);
  });
});
