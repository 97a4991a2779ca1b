import {
  ANALYTICS_TEXT,
  averageViews,
  chartTitle,
  clickThroughRate,
  formatPercent,
  MONTHS_SHOWN,
  monthsShown,
  TOP_POSTS_LIMIT,
} from './analytics';

describe('analytics figures', () => {
  it('divides clicks by views, and answers 0 before any view', () => {
    expect(clickThroughRate(12, 100)).toBe(0.12);
    expect(clickThroughRate(3, 0)).toBe(0);
    expect(clickThroughRate(0, 0)).toBe(0);
  });

  it('shows a rate as a rounded whole percent', () => {
    expect(formatPercent(0.123)).toBe('12%');
    expect(formatPercent(0.125)).toBe('13%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
  });

  it('averages views per post to one decimal, 0 without posts', () => {
    expect(averageViews(10, 3)).toBe(3.3);
    expect(averageViews(20, 3)).toBe(6.7);
    expect(averageViews(9, 3)).toBe(3);
    expect(averageViews(5, 0)).toBe(0);
  });

  it("labels bars with the title, cut at 30 characters plus '...', or 'Untitled'", () => {
    expect(chartTitle('Short title')).toBe('Short title');
    expect(chartTitle('x'.repeat(30))).toBe('x'.repeat(30));
    expect(chartTitle('How to Welcome Your Elf Back This Year')).toBe(
      'How to Welcome Your Elf Back T...',
    );
    for (const missing of [undefined, null, '', '   '])
      expect(chartTitle(missing)).toBe('Untitled');
  });

  it('starts the monthly chart 11 months before the current month, across a year end', () => {
    expect(MONTHS_SHOWN).toBe(12);
    const endOfYear = monthsShown(new Date('2025-12-31T23:59:59Z'));
    expect(endOfYear).toHaveLength(12);
    expect([endOfYear[0], endOfYear[11]]).toEqual(['2025-01', '2025-12']);
    expect(monthsShown(new Date('2025-03-01T00:00:00Z')).slice(0, 3)).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
    ]);
  });

  it('keeps the spec limits and messages', () => {
    expect(TOP_POSTS_LIMIT).toBe(10);
    expect(ANALYTICS_TEXT).toEqual({
      noSession: 'You must be logged in to view analytics',
      notAdmin: 'You must be an admin to view analytics',
    });
  });
});
