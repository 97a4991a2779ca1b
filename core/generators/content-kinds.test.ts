import { CONTENT_KINDS, duplicateText } from './content-kinds';

describe('duplicateText', () => {
  it('names the kind with the right article, and name parts by their noun', () => {
    expect(duplicateText(CONTENT_KINDS.crafts)).toBe('A craft idea with this title already exists');
    expect(duplicateText(CONTENT_KINDS.scenes)).toBe('An elf scene with this title already exists');
    expect(duplicateText(CONTENT_KINDS.recipes)).toBe('A recipe with this title already exists');
    expect(duplicateText(CONTENT_KINDS['last-names'])).toBe('This last name already exists');
  });
});
