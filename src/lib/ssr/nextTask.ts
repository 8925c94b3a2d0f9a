/**
 * Resolves in a task of its own, letting the browser paint and answer input in between: a long piece of start-up work
 * split at these points never blocks the page for the sum of its parts. `scheduler.yield()` where the browser has it
 * (its continuation goes before other queued tasks), else a zero timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
