import { IMPORT_UNDO_TEXT } from './admin-content-api';

const recipe = { one: 'recipe', many: 'recipes' };

describe('what an undo says', () => {
  it.each([
    [{ removed: 2000, changed: 0, gone: 0 }, 'Removed 2,000 recipes this import created.'],
    [
      { removed: 1, changed: 1, gone: 1 },
      'Removed 1 recipe this import created. Kept 1 recipe changed since the import (edit or delete it yourself). 1 recipe was already deleted.',
    ],
    [
      { removed: 0, changed: 2, gone: 3 },
      'Removed nothing: no recipes this import created were left unchanged. Kept 2 recipes changed since the import (edit or delete them yourself). 3 recipes were already deleted.',
    ],
  ])('%j: %s', (undo, text) => {
    expect(IMPORT_UNDO_TEXT.summary(undo, recipe)).toBe(text);
  });

  it('counts its progress and where it stopped', () => {
    expect(IMPORT_UNDO_TEXT.progress({ processed: 1200, total: 2000 })).toBe(
      'Undoing: 1,200 of 2,000',
    );
    expect(IMPORT_UNDO_TEXT.stopped({ processed: 100, total: 2000 })).toBe(
      'The undo stopped after 100 of 2,000. Undo again to go on.',
    );
  });
});
