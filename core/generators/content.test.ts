import { toNameParts, toRecipe } from './content';

describe('toNameParts', () => {
  it('trims, drops blanks and non-strings, de-duplicates ignoring case, sorts, whatever the input order', () => {
    const docs = [
      { value: ' Snowy ' },
      { value: 'jingle' },
      { value: 'JINGLE' },
      { value: '' },
      { value: 7 },
      { value: 'Cocoa' },
    ];
    const parts = toNameParts({ prefixes: docs, suffixes: [...docs].reverse(), lastNames: [] });
    expect(parts.prefixes).toEqual(['Cocoa', 'jingle', 'Snowy']);
    expect(parts.suffixes).toEqual(parts.prefixes);
    expect(parts.lastNames).toEqual([]);
  });
});

describe('toRecipe', () => {
  it('fills defaults for malformed fields (servings 4, Medium, Holiday Treats)', () => {
    expect(
      toRecipe('r', {
        title: 'T',
        servings: 0,
        difficulty: 'Insane',
        category: 'Soup',
        tags: ['a', 3, ' '],
      }),
    ).toMatchObject({
      servings: 4,
      difficulty: 'Medium',
      category: 'Holiday Treats',
      tags: ['a'],
      kidFriendly: false,
      imageUrl: null,
    });
  });
});
