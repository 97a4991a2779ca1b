import { z } from 'zod';

/**
 * Firestore stores strings as UTF-8, so a string holding a lone UTF-16 surrogate (which JSON can
 * carry as "\ud800") cannot be written: the whole write fails.
 */
export const hasLoneSurrogate = (value: string): boolean => /\p{Cs}/u.test(value);

export const STORABLE_TEXT_MESSAGE = 'must be valid Unicode text (no lone surrogate)';

/** A string schema that also refuses what Firestore cannot store. */
export function storableText<T extends z.ZodString>(schema: T) {
  return schema.refine((value) => !hasLoneSurrogate(value), STORABLE_TEXT_MESSAGE);
}

/**
 * Keys clients may choose for stored maps: plain identifiers, which keeps out what Firestore
 * refuses or reserves ('', '__name__', any '__x__', names over 1,500 bytes, lone surrogates).
 */
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
export const FIELD_KEY_MESSAGE =
  'keys must be 1 to 40 letters, digits or underscores, starting with a letter';
