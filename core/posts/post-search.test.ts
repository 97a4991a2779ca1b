import { matchesPostSearch } from './post-search';

const post = { title: 'Elf on the Shelf Ideas', slug: 'elf-shelf-ideas-2026' };

describe('matchesPostSearch', () => {
  it('matches the title ignoring case', () => {
    expect(matchesPostSearch(post, 'SHELF ideas')).toBe(true);
  });
  it('matches the slug', () => {
    expect(matchesPostSearch(post, 'ideas-2026')).toBe(true);
  });
  it('matches everything for an empty or blank term', () => {
    expect(matchesPostSearch(post, '   ')).toBe(true);
  });
  it('does not match other text', () => {
    expect(matchesPostSearch(post, 'reindeer')).toBe(false);
  });
});
