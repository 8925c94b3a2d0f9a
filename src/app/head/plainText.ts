import { htmlText } from '../../lib/format/htmlText.ts';

/** `text` on one line and at most `max` characters, cut at a word. */
export function shortened(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Readable text from stored HTML (a rubrique's introduction), without its tags, shortened. */
export function plainText(html: string, max = 160): string {
  return shortened(htmlText(html), max);
}
