import type { PlannedRow } from './import-plan';

/** Rows per batch (spec §9 writes redirects 100 at a time). */
export const BATCH_ROWS = 100;
/** Bytes of entries per batch, so a batch's audit entry (which holds them) fits one document. */
export const BATCH_BYTES = 300 * 1024;

export interface ImportBatch<Fields> {
  number: number;
  /** `index` is the row's position in the plan (entry ids are `{jobId}-{index}`). */
  rows: { index: number; row: PlannedRow<Fields> }[];
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The plan's new rows in file order, cut into batches of at most BATCH_ROWS rows and BATCH_BYTES. */
export function importBatches<Fields>(
  rows: readonly PlannedRow<Fields>[],
  limits = { rows: BATCH_ROWS, bytes: BATCH_BYTES },
): ImportBatch<Fields>[] {
  const batches: ImportBatch<Fields>[] = [];
  let current: ImportBatch<Fields>['rows'] = [];
  let bytes = 0;
  rows.forEach((row, index) => {
    if (row.status !== 'new') return;
    const size = utf8Bytes(JSON.stringify(row.fields));
    if (current.length && (current.length >= limits.rows || bytes + size > limits.bytes)) {
      batches.push({ number: batches.length + 1, rows: current });
      current = [];
      bytes = 0;
    }
    current.push({ index, row });
    bytes += size;
  });
  if (current.length) batches.push({ number: batches.length + 1, rows: current });
  return batches;
}
