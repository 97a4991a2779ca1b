import { describe, expect, it } from 'vitest';
import { findComposableElfName } from './elf-name';

describe('findComposableElfName', () => {
  const parts = {
    prefixes: ['Jingle', 'Sugar Plum'],
    suffixes: ['toes', 'Bells'],
    lastNames: ['McSparkle', 'frostbottom'],
  };

  it('finds a name the generator can make, written as it makes it', () => {
    expect(
      findComposableElfName(parts, { firstName: 'Jingletoes', lastName: 'McSparkle' }),
    ).toEqual({ firstName: 'Jingletoes', lastName: 'McSparkle' });
    expect(findComposableElfName(parts, { firstName: 'Jinglebells' })).toEqual({
      firstName: 'Jinglebells',
    });
    // An address carries no spaces: the name is found without them and shown with them.
    expect(findComposableElfName(parts, { firstName: 'SugarPlumtoes' })).toEqual({
      firstName: 'Sugar Plumtoes',
    });
    expect(
      findComposableElfName(parts, { firstName: 'Jingletoes', lastName: 'Frostbottom' }),
    ).toEqual({ firstName: 'Jingletoes', lastName: 'Frostbottom' });
  });

  it('refuses words the parts do not make, and other spellings of a name', () => {
    for (const name of [
      { firstName: 'Buynow', lastName: 'McSparkle' },
      { firstName: 'Jingletoes', lastName: 'Cheap' },
      { firstName: 'JINGLETOES' },
      { firstName: 'Jingle' },
      { firstName: 'Jingletoes', lastName: 'frostbottom' },
    ]) {
      expect(findComposableElfName(parts, name)).toBeNull();
    }
  });
});
