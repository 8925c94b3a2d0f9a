import { constants, inflateSync } from 'node:zlib';
import { COVER_LIMITS } from '../../domain/publication/coverFiles.ts';

/**
 * The names that make a PDF run something: a script (an /OpenAction running one names /JS or /JavaScript, directly
 * or in the object it points at), and the actions run on events (/AA).
 */
const ACTIVE_NAME = /\/(?:JS|JavaScript|AA)(?![A-Za-z0-9])/;
const STREAM = /stream\r?\n/g;
/** What all of a file's streams may inflate to before it is refused as too costly to check. */
export const PDF_INFLATED_BUDGET = COVER_LIMITS.maxBytes * 4;

export type PdfVerdict = 'clean' | 'script' | 'uncheckable';

/** A name's `#xx` escapes written out (`/J#61vaScript` is `/JavaScript`). */
function decodeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function namesAction(text: string): boolean {
  return ACTIVE_NAME.test(decodeNames(text));
}

/**
 * Whether the stream whose data starts at `start` is an image's pixels (its dictionary, since the object began,
 * says so): a reader never takes them for objects, and a print cover's decoded pixels may outweigh any budget.
 */
function isImageStream(text: string, start: number): boolean {
  const dictionary = decodeNames(text.slice(text.lastIndexOf(' obj', start), start));
  return /\/Subtype\s*\/Image(?![A-Za-z0-9])/.test(dictionary) && !/\/ObjStm(?![A-Za-z0-9])/.test(dictionary);
}

/** A stream's inflated bytes (what a reader decodes of a damaged one too), null when it is not deflated. */
function inflated(data: Buffer, budget: number): Buffer | null | 'over' {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'over';
    return null;
  }
}

/**
 * Whether the PDF holds JavaScript or automatic actions (/JS, /JavaScript, /AA, an /OpenAction running JS), in its
 * text or in a deflated stream other than an image's (object streams may hold the dictionaries); one whose other
 * streams inflate past the budget cannot be checked.
 */
export function pdfVerdict(bytes: Buffer): PdfVerdict {
  const text = bytes.toString('latin1');
  if (namesAction(text)) return 'script';
  let budget = PDF_INFLATED_BUDGET;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    if (isImageStream(text, match.index)) continue;
    const content = inflated(bytes.subarray(start, end), budget);
    if (content === 'over') return 'uncheckable';
    if (content === null) continue;
    budget -= content.length;
    if (namesAction(content.toString('latin1'))) return 'script';
  }
  return 'clean';
}
