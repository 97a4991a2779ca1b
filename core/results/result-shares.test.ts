import { curatedShare, elfNameShare } from './result-shares';

describe('what a widget shares', () => {
  it('gives a curated result its page, its versioned pin image and its text', () => {
    const updatedAt = '2026-11-20T10:00:00.000Z';
    expect(curatedShare('recipe', { id: 'r-1', title: 'Gingerbread Elves', updatedAt })).toEqual({
      kind: 'recipe',
      key: 'r-1',
      path: '/generators/recipe/r-1/gingerbread-elves',
      pinImagePath: `/media/results/recipe/r-1/${Date.parse(updatedAt).toString(36)}-pin.png`,
      title: 'Gingerbread Elves',
      text: 'Holiday recipe: Gingerbread Elves',
    });
  });

  it('gives an elf name its page and image by its words', () => {
    expect(elfNameShare({ firstName: 'Jingletoes', lastName: 'McSparkle' })).toEqual({
      kind: 'elf-name',
      key: 'Jingletoes-McSparkle',
      path: '/generators/elf-name/Jingletoes-McSparkle',
      pinImagePath: '/media/results/elf-name/Jingletoes-McSparkle-pin.png',
      title: 'My elf name',
      text: 'My elf name is Jingletoes McSparkle!',
    });
  });
});
