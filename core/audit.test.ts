import { AUDIT_TEXT_MAX, clipAuditText } from './audit';

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
