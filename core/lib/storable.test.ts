import { FIELD_KEY_PATTERN, hasLoneSurrogate } from './storable';

describe('hasLoneSurrogate', () => {
  it('finds a high or low surrogate on its own, anywhere', () => {
    for (const text of ['\ud800', 'abc\udbff', '\udc00abc', 'a\ud83d b']) {
      expect(hasLoneSurrogate(text), JSON.stringify(text)).toBe(true);
    }
  });
  it('accepts text with paired surrogates (emoji) and plain text', () => {
    for (const text of ['', 'elf', '🎄 Jingle', 'Ünïcödé']) {
      expect(hasLoneSurrogate(text), text).toBe(false);
    }
  });
});

describe('FIELD_KEY_PATTERN', () => {
  it('accepts the keys widgets send and refuses what Firestore reserves or refuses', () => {
    for (const key of ['supplies', 'fullName', 'kidFriendlyOnly', 'x1', 'a_b']) {
      expect(FIELD_KEY_PATTERN.test(key), key).toBe(true);
    }
    for (const key of ['', '__x__', '__name__', '_private', '1st', 'a-b', 'k'.repeat(41)]) {
      expect(FIELD_KEY_PATTERN.test(key), key).toBe(false);
    }
  });
});
