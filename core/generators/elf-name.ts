import { pickIndex, type Random } from '../lib/random';

export interface NameParts {
  prefixes: string[];
  suffixes: string[];
  lastNames: string[];
}

export type NameMode = 'full' | 'first';

export interface ComposedName {
  firstName: string;
  lastName?: string;
}

/** Most attempts made to avoid repeating the previous name before giving up (tiny part lists). */
const MAX_ATTEMPTS = 20;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A first name of a prefix and a suffix, as every name is joined (see composeElfName). */
export const joinFirstName = (prefix: string, suffix: string): string =>
  capitalize(prefix + suffix.toLowerCase());

/** A last name as a name carries it. */
export const asLastName = (lastName: string): string => capitalize(lastName);

/**
 * How parts combine (the spec leaves it open): the first name is a prefix joined to a suffix,
 * written as one capitalised word ("Jingle" + "toes" = "Jingletoes"); the full name adds a last
 * name after a space ("Jingletoes McSparkle"). A suffix that repeats the prefix's last letter
 * keeps both letters ("Twinkle" + "eyes" = "Twinkleeyes"): names stay predictable for parents.
 * The same name is never given twice in a row when another one is possible.
 */
export function composeElfName(
  parts: NameParts,
  mode: NameMode,
  random: Random,
  previous?: ComposedName,
): ComposedName {
  const prefixes = parts.prefixes.map((p) => p.trim()).filter(Boolean);
  const suffixes = parts.suffixes.map((s) => s.trim()).filter(Boolean);
  const lastNames = parts.lastNames.map((l) => l.trim()).filter(Boolean);
  if (
    prefixes.length === 0 ||
    suffixes.length === 0 ||
    (mode === 'full' && lastNames.length === 0)
  ) {
    throw new Error('Not enough name parts to make a name');
  }
  let name: ComposedName = { firstName: '' };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const firstName = joinFirstName(
      prefixes[pickIndex(prefixes.length, random)]!,
      suffixes[pickIndex(suffixes.length, random)]!,
    );
    name =
      mode === 'full'
        ? { firstName, lastName: asLastName(lastNames[pickIndex(lastNames.length, random)]!) }
        : { firstName };
    if (!previous || formatElfName(name) !== formatElfName(previous)) break;
  }
  return name;
}

export function formatElfName(name: ComposedName): string {
  return name.lastName ? `${name.firstName} ${name.lastName}` : name.firstName;
}

export const ELF_NAME_HISTORY_MAX = 10;

/** Newest first, at most 10 entries. */
export function addToHistory<T>(history: readonly T[], entry: T, max = ELF_NAME_HISTORY_MAX): T[] {
  return [entry, ...history].slice(0, max);
}
