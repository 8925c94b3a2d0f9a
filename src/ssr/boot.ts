import { afterFirstPaint, PAGE_CODE_ID, preloadChunks, readPageCode } from './pageCode.ts';

// The entry of a page the server rendered (see pageCode.ts): its code, once it is painted.
const code = readPageCode(document);
if (!code) throw new Error(`the page lists no code to start`);
document.getElementById(PAGE_CODE_ID)?.remove();
const { entry, chunks } = code;

/**
 * Chunks asked for in one task: each link costs the main thread a few milliseconds on a slow phone (more when a
 * profiler records where each request was made), so a task asks for two.
 */
const CHUNKS_PER_TASK = 2;

/** Longest wait for the Intl data before the entry starts anyway: it then builds what it lacks itself. */
const INTL_WAIT_MS = 3000;

/**
 * Builds the Intl data on a thread of its own (see icuWarmup.ts); resolves once it is ready, or failed, or late. The
 * entry starts after it: the first price it formats would otherwise build that data on the main thread, in one task.
 */
function warmIntl(): Promise<void> {
  return new Promise((ready) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./icuWarmup.ts', import.meta.url), { type: 'module' });
    } catch {
      ready();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      ready();
    };
    const timer = setTimeout(done, INTL_WAIT_MS);
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
  });
}

afterFirstPaint(() => {
  const intlReady = warmIntl();
  // The entry downloads with its chunks, and runs once the Intl data is ready, after react-dom has started in a task of
  // its own: the entry's evaluation, one task, would otherwise hold the page for both.
  preloadChunks(document, [entry]);
  void intlReady
    .then(() => import('./reactDomStart.ts'))
    // A timer rather than the application's nextTask, whose chunk would be one more file for every page.
    .then(() => new Promise((resume) => setTimeout(resume, 0)))
    .then(() => import(/* @vite-ignore */ entry));
  let next = 0;
  const preloadMore = () => {
    preloadChunks(document, chunks.slice(next, next + CHUNKS_PER_TASK));
    next += CHUNKS_PER_TASK;
    if (next < chunks.length) setTimeout(preloadMore, 0);
  };
  setTimeout(preloadMore, 0);
});
