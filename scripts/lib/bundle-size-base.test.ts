import { describe, expect, it } from 'vitest';
import { sizeChanges } from './bundle-size-base';

describe('sizeChanges', () => {
  it("prints each group's size and its change against the base, new and gone groups named", () => {
    expect(
      sizeChanges(
        { 'UMD recipe': 25_100, 'UMD craft': 24_000, 'a new group': 900 },
        { 'UMD recipe': 28_300, 'UMD craft': 23_990, 'a gone group': 500 },
      ),
    ).toEqual([
      '  UMD recipe     25100 B   -3200 B',
      '  UMD craft      24000 B     +10 B',
      '  a new group      900 B       new',
      '  a gone group         -      gone',
    ]);
  });
});
