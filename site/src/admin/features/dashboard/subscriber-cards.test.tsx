import type { SubscriberFigures } from '@core/newsletter/subscribers-admin';
import { SUBSCRIBER_CARDS_TEXT } from './subscriber-cards';

const figures = (last: number, previous: number): SubscriberFigures => ({
  confirmed: 100,
  waiting: 0,
  unsubscribed: 0,
  confirmedLast30Days: last,
  confirmedPrevious30Days: previous,
});

describe('the 30-day growth detail', () => {
  it.each([
    [5, 1, '+4 (1 in the previous 30 days)'],
    [1, 3, '−2 (3 in the previous 30 days)'],
    [2, 2, 'No change (2 in the previous 30 days)'],
    [1200, 0, '+1,200 (0 in the previous 30 days)'],
  ])('reads %i new after %i as “%s”', (last, previous, expected) => {
    expect(SUBSCRIBER_CARDS_TEXT.growthDetail(figures(last, previous))).toBe(expected);
  });
});
