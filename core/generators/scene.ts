import { pickIndex, type Random } from '../lib/random';

/** A random scene, never the one just shown when another exists. */
export function pickScene<T extends { id: string }>(
  scenes: readonly T[],
  previousId: string | null,
  random: Random,
): T | null {
  if (scenes.length === 0) return null;
  const candidates = scenes.length > 1 ? scenes.filter((s) => s.id !== previousId) : scenes;
  return candidates[pickIndex(candidates.length, random)] ?? null;
}
