import { importBatches } from './import-batches';
import type { PlannedRow } from './import-plan';

const row = (status: PlannedRow<unknown>['status'], text = 'x'): PlannedRow<{ text: string }> => ({
  line: 1,
  status,
  label: '',
  reason: null,
  key: text,
  fields: { text },
});

describe('import batches', () => {
  it('takes only new rows, in order, 100 to a batch, keeping their positions', () => {
    const rows = [
      row('rejected'),
      ...Array.from({ length: 250 }, (_, i) => row('new', `r${i}`)),
      row('duplicate'),
    ];
    const batches = importBatches(rows);
    expect(batches.map((b) => [b.number, b.rows.length])).toEqual([
      [1, 100],
      [2, 100],
      [3, 50],
    ]);
    expect(batches[0]!.rows[0]!.index).toBe(1);
    expect(batches[2]!.rows[49]!.index).toBe(250);
  });

  it('closes a batch before its entries pass the byte budget, however few they are', () => {
    const big = 'é'.repeat(400); // 800 bytes in UTF-8
    const rows = Array.from({ length: 5 }, () => row('new', big));
    const batches = importBatches(rows, { rows: 100, bytes: 2000 });
    expect(batches.map((b) => b.rows.length)).toEqual([2, 2, 1]);
    const huge = importBatches([row('new', big)], { rows: 100, bytes: 10 });
    expect(huge.map((b) => b.rows.length)).toEqual([1]);
  });
});
