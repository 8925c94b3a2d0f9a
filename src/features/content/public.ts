/** What other features use of the site's contents: the FAQ tree read from its stored JSON, leniently. */
export { parseFaq } from './utils/parseFaq.ts';
