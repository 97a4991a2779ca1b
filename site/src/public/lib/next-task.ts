/**
 * Resolves in a later task of the main thread, so the work either side of it runs as two short
 * tasks instead of one long one: a task that runs past 50 ms keeps the page from answering a tap.
 * `scheduler.yield()` where the browser has it, which resumes ahead of other waiting tasks.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
