import { inflateSync } from 'node:zlib';
import { COVER_LIMITS } from '../../domain/publication/coverFiles.ts';

/**
 * The names that make a PDF run something: a script (an /OpenAction running one names /JS or /JavaScript, directly
 * or in the object it points at), and the actions run on events (/AA).
 */
const ACTIVE_NAME = /\/(?:JS|JavaScript|AA)(?![A-Za-z0-9])/;
const STREAM = /stream\r?\n/g;

/** A name's `#xx` escapes written out (`/J#61vaScript` is `/JavaScript`). */
function decodeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function namesAction(text: string): boolean {
  return ACTIVE_NAME.test(decodeNames(text));
}

/** The contents of the file's streams that inflate (object streams may hold the dictionaries). */
function* inflatedStreams(bytes: Buffer): Generator<string> {
  const text = bytes.toString('latin1');
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    try {
      yield inflateSync(bytes.subarray(start, end), { maxOutputLength: COVER_LIMITS.maxBytes * 4 }).toString('latin1');
    } catch {
      // Not a deflated stream (an image, say), or a damaged one: nothing a reader would take for a dictionary.
    }
  }
}

/** Whether the PDF holds JavaScript or automatic actions (/JS, /JavaScript, /AA, an /OpenAction running JS). */
export function pdfHasScript(bytes: Buffer): boolean {
  if (namesAction(bytes.toString('latin1'))) return true;
  for (const content of inflatedStreams(bytes)) if (namesAction(content)) return true;
  return false;
}
