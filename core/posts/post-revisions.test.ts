import {
  AUTOSAVE_FOLD_MS,
  changeSummary,
  EARLIER_AUTHOR,
  revisionAuthor,
  REVISIONS_TEXT,
  contentLines,
  foldsInto,
  revisionDiff,
  revisionFields,
  revisionStep,
  sameRevision,
  wordChanges,
} from './post-revisions';

const text = (content: string, title = 'Title', excerpt = 'Excerpt') => ({
  title,
  excerpt,
  content,
});

describe('revisions', () => {
  it('reads post HTML as lines of visible text', () => {
    expect(contentLines('<h2>Arrival</h2><p>The elf &amp; <b>the</b> sleigh.</p><p></p>')).toBe(
      'Arrival\nThe elf & the sleigh.',
    );
  });

  it('counts the words added and removed, the markup aside', () => {
    expect(
      wordChanges(text('<p>one two three</p>'), text('<p>one <em>two</em> four five</p>')),
    ).toEqual({
      added: 2,
      removed: 1,
    });
    expect(wordChanges(null, text('<p>a b</p>'))).toEqual({ added: 4, removed: 0 });
    expect(changeSummary({ added: 0, removed: 0 })).toBe('No text changed');
    expect(changeSummary({ added: 1, removed: 0 })).toBe('+1 / −0 word');
    expect(changeSummary({ added: 2, removed: 3 })).toBe('+2 / −3 words');
  });

  it('names who saved a revision, and the text kept from before revisions', () => {
    const by = { uid: 'u1', email: 'owner@elfletter.example' };
    expect(revisionAuthor({ by })).toBe('owner@elfletter.example');
    expect(revisionAuthor({ by: { uid: 'u1', email: null } })).toBe('u1');
    expect(revisionAuthor({ by: EARLIER_AUTHOR })).toBe(REVISIONS_TEXT.earlier);
  });

  it('diffs each field from a revision to the current text', () => {
    const now = { ...text('<p>new words</p>', 'Same'), slug: 'same', categories: [] };
    const diff = revisionDiff(text('<p>old words</p>', 'Same'), now);
    expect(diff.title.every((c) => !c.added && !c.removed)).toBe(true);
    expect(diff.content.filter((c) => c.removed).map((c) => c.value)).toEqual(['old']);
    expect(diff.content.filter((c) => c.added).map((c) => c.value)).toEqual(['new']);
    // A revision from before slugs and categories were kept has nothing to compare them with.
    expect(diff).not.toHaveProperty('slug');
    expect(diff).not.toHaveProperty('categories');
  });

  it('diffs the slug and the categories a revision keeps, categories by their labels', () => {
    const diff = revisionDiff(
      { ...text('<p>a</p>'), slug: 'elf-arrival', categories: ['elf-tips', 'holiday-magic'] },
      { ...text('<p>a</p>'), slug: 'elf-arrival-ideas', categories: ['elf-tips', 'elf-stories'] },
    );
    expect(diff.slug!.filter((c) => c.added).map((c) => c.value)).toEqual(['elf-arrival-ideas']);
    expect(
      diff.categories!.map(({ value, added, removed }) => [
        value.replace(', ', ''),
        added,
        removed,
      ]),
    ).toEqual([
      ['Elf Tips', false, false],
      ['Holiday Magic', false, true],
      ['Elf Stories', true, false],
    ]);
  });

  it('compares revisions by text, and by slug and categories where both keep them', () => {
    const kept = { ...text('<p>a</p>'), slug: 'elf', categories: ['elf-tips' as const] };
    expect(sameRevision(kept, { ...kept, categories: ['elf-tips'] })).toBe(true);
    expect(sameRevision(kept, { ...kept, slug: 'elf-2' })).toBe(false);
    expect(sameRevision(kept, { ...kept, categories: [] })).toBe(false);
    expect(sameRevision(kept, { ...kept, content: '<p>b</p>' })).toBe(false);
    expect(sameRevision(text('<p>a</p>'), kept)).toBe(true);
    expect(revisionFields({ ...text('<p>a</p>'), slug: 'elf', metadata: {} })).toEqual({
      ...text('<p>a</p>'),
      slug: 'elf',
      categories: [],
    });
  });

  it('decides what a save does to the revisions: add, fold, keep or nothing', () => {
    const at = '2030-12-01T12:05:00.000Z';
    const autosaved = { autosave: true, savedAt: '2030-12-01T12:00:00.000Z', by: { uid: 'a' } };
    const save = {
      autosave: false,
      uid: 'a',
      at,
      unchanged: true,
      postUpdatedAt: autosaved.savedAt,
    };
    expect(revisionStep(undefined, save)).toBe('add');
    expect(revisionStep(autosaved, { ...save, unchanged: false })).toBe('add');
    expect(revisionStep(autosaved, { ...save, autosave: true })).toBe('fold');
    // Saved on purpose with nothing changed since the autosave: that autosave is kept as a save.
    expect(revisionStep(autosaved, save)).toBe('keep');
    // The post was written since the autosave (the scheduler): a revision of its text of its own.
    expect(revisionStep(autosaved, { ...save, postUpdatedAt: at })).toBe('add');
    expect(revisionStep({ ...autosaved, autosave: false }, save)).toBe('none');
    expect(revisionStep(autosaved, { ...save, autosave: true, uid: 'b' })).toBe('none');
  });

  it('folds an autosave into the newest revision when that is an autosave by the same admin, lately', () => {
    const newest = { autosave: true, savedAt: '2030-12-01T12:00:00.000Z', by: { uid: 'a' } };
    const soon = new Date(Date.parse(newest.savedAt) + AUTOSAVE_FOLD_MS - 1).toISOString();
    const late = new Date(Date.parse(newest.savedAt) + AUTOSAVE_FOLD_MS).toISOString();
    expect(foldsInto(newest, { autosave: true, uid: 'a', at: soon })).toBe(true);
    expect(foldsInto(newest, { autosave: true, uid: 'a', at: late })).toBe(false);
    expect(foldsInto(newest, { autosave: true, uid: 'b', at: soon })).toBe(false);
    expect(foldsInto(newest, { autosave: false, uid: 'a', at: soon })).toBe(false);
    expect(foldsInto({ ...newest, autosave: false }, { autosave: true, uid: 'a', at: soon })).toBe(
      false,
    );
  });
});
