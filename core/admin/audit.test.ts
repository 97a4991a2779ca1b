import { activityCutoff, AUDIT_TEXT_MAX, clipAuditText } from './audit';

describe('clipAuditText', () => {
  it('keeps a short text whole and cuts a long one, saying how long it was', () => {
    expect(clipAuditText('Snow')).toBe('Snow');
    const exact = 'x'.repeat(AUDIT_TEXT_MAX);
    expect(clipAuditText(exact)).toBe(exact);
    expect(clipAuditText('y'.repeat(12_345))).toBe(
      `${'y'.repeat(AUDIT_TEXT_MAX)}… (12,345 characters in all)`,
    );
  });
});

describe('activityCutoff', () => {
  it('is the same day and time the given months earlier', () => {
    expect(activityCutoff(new Date('2026-12-06T01:05:00.000Z'), 13)).toBe(
      '2025-11-06T01:05:00.000Z',
    );
    expect(activityCutoff(new Date('2026-02-15T23:59:59.999Z'), 1)).toBe(
      '2026-01-15T23:59:59.999Z',
    );
  });

  it('crosses into earlier years', () => {
    expect(activityCutoff(new Date('2026-01-10T00:00:00.000Z'), 25)).toBe(
      '2023-12-10T00:00:00.000Z',
    );
  });

  it("takes a shorter month's last day", () => {
    expect(activityCutoff(new Date('2026-03-31T12:00:00.000Z'), 1)).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(activityCutoff(new Date('2025-03-31T12:00:00.000Z'), 13)).toBe(
      '2024-02-29T12:00:00.000Z',
    );
  });
});
