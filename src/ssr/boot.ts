import { afterFirstPaint, PAGE_CODE_ID, preloadChunks, readPageCode } from './pageCode.ts';

// The entry of a page the server rendered (see pageCode.ts): its code, once it is painted.
const code = readPageCode(document);
if (!code) throw new Error(`the page lists no code to start`);
document.getElementById(PAGE_CODE_ID)?.remove();
const { entry, chunks } = code;
afterFirstPaint(() => {
  preloadChunks(document, chunks);
  void import(/* @vite-ignore */ entry);
});
