import { describe, expect, it } from 'vitest';
import { composeElfName, type NameParts } from '../generators/elf-name';
import { elfNameSegment } from './result-pages';
import { elfNameFromParts, toLoadedResult } from './result-page-data';

const parts: NameParts = {
  prefixes: ['Jingle', 'jin', 'Snow '],
  suffixes: ['toes', 'Gle', 'flake'],
  lastNames: ['McSparkle', 'van Tinsel', "o'Holly"],
};

describe("an elf name page's name", () => {
  it('is one the current parts make, written as the generator writes it', () => {
    expect(elfNameFromParts(parts, 'Jingletoes-McSparkle')).toEqual({
      firstName: 'Jingletoes',
      lastName: 'McSparkle',
    });
    expect(elfNameFromParts(parts, 'Jingle')).toEqual({ firstName: 'Jingle' });
    expect(elfNameFromParts(parts, 'Snowflake-VanTinsel')).toEqual({
      firstName: 'Snowflake',
      lastName: 'Van Tinsel',
    });
    expect(elfNameFromParts(parts, "Jintoes-O'Holly")).toEqual({
      firstName: 'Jintoes',
      lastName: "O'Holly",
    });
  });

  it('is every name the generator makes', () => {
    let seed = 0;
    const random = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
    for (let i = 0; i < 50; i++) {
      const name = composeElfName(parts, i % 2 ? 'full' : 'first', random);
      expect(elfNameFromParts(parts, elfNameSegment(name))).toEqual(name);
    }
  });

  it('is none when the parts cannot make it: made-up words, other letter case, a part alone', () => {
    for (const segment of [
      'Buy-Now',
      'jingletoes-McSparkle',
      'JingleToes-McSparkle',
      'Jingletoes-Mcsparkle',
      'Jingletoes-Sparkle',
      'Jingle-toes',
      'Toes',
      'Jingletoesx',
      'Jingletoes-McSparkle-Extra',
      '',
    ])
      expect(elfNameFromParts(parts, segment), segment).toBeNull();
    expect(elfNameFromParts({ prefixes: [], suffixes: [], lastNames: [] }, 'Jingle')).toBeNull();
  });
});

describe('a stored result read for its page', () => {
  it('is read as the widgets read it, with when it last changed', () => {
    expect(
      toLoadedResult('scene', 's1', {
        title: 'Movie Night',
        description: 'Popcorn.',
        requiredItems: ['Tablet', ' '],
        setupInstructions: 'Line up toys.',
        difficulty: 'Impossible',
        updatedAt: '2026-11-20T10:00:00.000Z',
      }),
    ).toEqual({
      kind: 'scene',
      item: {
        id: 's1',
        title: 'Movie Night',
        description: 'Popcorn.',
        requiredItems: ['Tablet'],
        setupInstructions: 'Line up toys.',
        difficulty: 'Medium',
        timeRequired: null,
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    });
  });

  it('is none without a title to show (written around the admin API)', () => {
    expect(toLoadedResult('craft', 'c1', { title: '  ', instructions: 'Cut.' })).toBeNull();
    expect(toLoadedResult('recipe', 'r1', {})).toBeNull();
  });
});
