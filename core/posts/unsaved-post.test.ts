import { emptyPostForm } from './post-form';
import { latestNewPost, parseUnsavedPost, sameFormValues, type UnsavedPost } from './unsaved-post';

const copy = (overrides: Partial<UnsavedPost> = {}): UnsavedPost => ({
  postId: 'post-1',
  isNew: false,
  values: { ...emptyPostForm(), title: 'Elf Arrival Ideas', categories: ['elf-tips'] },
  savedAt: '2026-11-22T17:04:00.000Z',
  ...overrides,
});

describe('unsaved post copy', () => {
  it('reads back what was stored', () => {
    expect(parseUnsavedPost(JSON.stringify(copy()))).toEqual(copy());
  });

  it('drops what is missing, malformed or not a copy the form can take', () => {
    expect(parseUnsavedPost(null)).toBeNull();
    expect(parseUnsavedPost('{"postId":')).toBeNull();
    expect(parseUnsavedPost(JSON.stringify({ ...copy(), savedAt: 'yesterday' }))).toBeNull();
    const { title: _title, ...withoutTitle } = copy().values;
    expect(parseUnsavedPost(JSON.stringify({ ...copy(), values: withoutTitle }))).toBeNull();
    const unknownCategory = { ...copy().values, categories: ['elf-gossip'] };
    expect(parseUnsavedPost(JSON.stringify({ ...copy(), values: unknownCategory }))).toBeNull();
  });

  it('compares form values field by field, whatever the key order', () => {
    const values = copy().values;
    const reordered = Object.fromEntries(Object.entries(values).reverse()) as typeof values;
    expect(sameFormValues(values, reordered)).toBe(true);
    expect(sameFormValues(values, { ...values, excerpt: 'Changed' })).toBe(false);
    expect(sameFormValues(values, { ...values, categories: [] })).toBe(false);
  });

  it('offers the most recently written new post, never a saved one', () => {
    const older = copy({ postId: 'a', isNew: true, savedAt: '2026-11-20T10:00:00.000Z' });
    const newer = copy({ postId: 'b', isNew: true, savedAt: '2026-11-21T10:00:00.000Z' });
    const saved = copy({ postId: 'c', isNew: false, savedAt: '2026-11-22T10:00:00.000Z' });
    expect(latestNewPost([older, null, saved, newer])?.postId).toBe('b');
    expect(latestNewPost([saved, null])).toBeNull();
  });
});
