/** Passes past the first: a change noted during every one of them is left to its own refresh. */
const MAX_EXTRA_PASSES = 2;

/**
 * Runs `pass` again while a change was noted during it. Refreshes run side by side (each post
 * save and content import starts one), and one that read before a change could otherwise store
 * its files after a refresh that read after it. The change's own refresh starts only after it was
 * noted, so a last pass that saw no change stores files as new as any other refresh's.
 */
export async function repeatWhileChanged<T>(
  changeCount: () => Promise<number>,
  pass: () => Promise<T>,
): Promise<T> {
  for (let extra = 0; ; extra++) {
    const before = await changeCount();
    const result = await pass();
    if (extra === MAX_EXTRA_PASSES || (await changeCount()) === before) return result;
  }
}
