import { SERVER_RENDERED_PAGES } from '../src/ssr/serverRenderedPages.ts';

/**
 * An address of each page the server renders (SERVER_RENDERED_PAGES), rubrique 1 for its pattern; a training's
 * address is found in the data by each test, and an unknown address is a not-found page of its own.
 */
export const RENDERED_PAGE_PATHS: readonly string[] = Object.keys(SERVER_RENDERED_PAGES)
  .filter((pattern) => pattern !== '/formation/:id' && pattern !== '/*')
  .map((pattern) => pattern.replace(':id', '1'));
