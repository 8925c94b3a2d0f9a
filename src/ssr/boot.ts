import { afterFirstPaint, PAGE_CODE_ID, preloadChunks, readPageCode } from './pageCode.ts';

// The entry of a page the server rendered (see pageCode.ts): its code, once it is painted.
const code = readPageCode(document);
if (!code) throw new Error(`the page lists no code to start`);
document.getElementById(PAGE_CODE_ID)?.remove();
const { entry, chunks } = code;

/** Chunks asked for in one task: each link costs the main thread a few milliseconds on a slow phone. */
const CHUNKS_PER_TASK = 6;

afterFirstPaint(() => {
  void import(/* @vite-ignore */ entry);
  preloadChunks(document, chunks.slice(0, CHUNKS_PER_TASK));
  let next = CHUNKS_PER_TASK;
  const preloadMore = () => {
    if (next >= chunks.length) {
      // While the code downloads, the first use of Intl loads its locale data (tens of milliseconds), in a task of its
      // own rather than in the entry's evaluation, where react-aria's locale detection would pay it.
      new Intl.NumberFormat('fr-FR');
      return;
    }
    preloadChunks(document, chunks.slice(next, next + CHUNKS_PER_TASK));
    next += CHUNKS_PER_TASK;
    setTimeout(preloadMore, 0);
  };
  setTimeout(preloadMore, 0);
});
