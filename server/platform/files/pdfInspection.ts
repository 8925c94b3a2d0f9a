import { pdfRefusal, type PdfRefusal } from '../../../domain/publication/uploadLimits.ts';
import { COVER_LIMITS } from '../../../domain/publication/coverFiles.ts';
import { decodeStream, PdfDecodeError, type DecodeBudget, type FilterStep } from './pdfFilters.ts';
import { decodeName, isDictionary, isName, isRef, readValue, type PdfDictionary, type PdfValue } from './pdfObjects.ts';

/** What all of a file's streams may decode to before it is refused as too costly to check. */
export const PDF_DECODED_BUDGET = COVER_LIMITS.maxBytes * 4;
/** Streams decoded before the file is refused as too costly to check: far more than any book's pages hold. */
export const PDF_MAX_DECODED_STREAMS = 10_000;

export type PdfVerdict = 'clean' | PdfRefusal;

/**
 * The names that make a reader run or fetch something, or carry another file: scripts and automatic actions
 * (an /OpenAction or /AA runs what it points at, so the pointed action's own name is what is refused), actions
 * reaching outside the document, and embedded files.
 */
const ACTIVE_NAMES: Readonly<Record<string, PdfRefusal>> = {
  JS: 'script',
  JavaScript: 'script',
  AA: 'script',
  XFA: 'script',
  Launch: 'action',
  SubmitForm: 'action',
  URI: 'action',
  GoToR: 'action',
  GoToE: 'action',
  ImportData: 'action',
  RichMedia: 'action',
  EmbeddedFile: 'attachment',
  EmbeddedFiles: 'attachment',
  FileAttachment: 'attachment',
};
const NAME_END = '(?=[\\s()<>\\[\\]{}/%]|$)';
const ACTIVE_NAME = new RegExp(`/(${Object.keys(ACTIVE_NAMES).join('|')})${NAME_END}`);
/** An encrypted file's strings and streams cannot be read without its key. */
const ENCRYPTED = new RegExp(`/Encrypt${NAME_END}`);
const OBJECT = /(\d+)\s+\d+\s+obj(?![^\s()<>[\]{}/%])/g;
const STREAM = /stream(?:\r\n|\n|\r)/g;

/** What the names of `text` (escapes already written out) would run, fetch or carry. */
function activeContentIn(names: string): PdfRefusal | undefined {
  const match = ACTIVE_NAME.exec(names);
  return match ? ACTIVE_NAMES[match[1] ?? ''] : undefined;
}

interface StreamFound {
  dictionary: PdfDictionary;
  data: Buffer;
}

/**
 * The file's objects in order (where each one's value starts), and by number (the last written wins, as an
 * update's does): the rank of its start.
 */
function objectIndex(text: string): { starts: number[]; byNumber: Map<number, number> } {
  const starts: number[] = [];
  const byNumber = new Map<number, number>();
  for (const match of text.matchAll(OBJECT)) {
    byNumber.set(Number(match[1]), starts.length);
    starts.push(match.index + match[0].length);
  }
  return { starts, byNumber };
}

/**
 * Every stream of the file with its dictionary, wherever it lies (a reader may reach objects its cross-reference
 * table does not list). A stream whose dictionary cannot be read yet names a filter is `undefined`: its data
 * cannot be decoded as a reader would.
 */
function* streamsOf(text: string, bytes: Buffer): Generator<StreamFound | undefined> {
  const objects = objectIndex(text);
  const resolved = new Map<number, PdfValue | undefined>();
  const resolve = (value: PdfValue | undefined): PdfValue | undefined => {
    if (!isRef(value)) return value;
    if (!resolved.has(value.ref)) {
      const rank = objects.byNumber.get(value.ref) ?? -1;
      const [at, next] = [objects.starts[rank], objects.starts[rank + 1] ?? text.length];
      // Read within the object: no value runs into the next one.
      resolved.set(value.ref, at === undefined ? undefined : readValue(text.slice(at, next), 0)?.value);
    }
    return resolved.get(value.ref);
  };
  let objectCursor = -1;
  let streamedCursor = -1;
  let nextEnd = -1;
  for (const match of text.matchAll(STREAM)) {
    if (text.slice(match.index - 3, match.index) === 'end') continue;
    while ((objects.starts[objectCursor + 1] ?? Infinity) < match.index) objectCursor += 1;
    const objectAt = objects.starts[objectCursor];
    // Only an object's first `stream` starts its data: any later one lies in that data.
    if (objectAt === undefined || streamedCursor === objectCursor) continue;
    streamedCursor = objectCursor;
    const header = text.slice(objectAt, match.index);
    const read = readValue(header, 0);
    if (!read || !isDictionary(read.value) || !/^\s*$/.test(header.slice(read.end))) {
      if (/\/Filter/.test(decodeName(header))) yield undefined;
      continue;
    }
    const dictionary = read.value;
    const start = match.index + match[0].length;
    const length = resolve(dictionary.get('Length'));
    let end: number;
    if (typeof length === 'number' && /^\s*endstream/.test(text.slice(start + length, start + length + 40))) {
      end = start + length;
    } else {
      if (nextEnd < start) {
        const found = text.indexOf('endstream', start);
        nextEnd = found < 0 ? Infinity : found;
      }
      // Neither its length nor an end: where its data stops is anyone's guess.
      if (nextEnd === Infinity) {
        yield undefined;
        continue;
      }
      end = nextEnd;
      // The end of line before `endstream` is not data.
      if (text[end - 1] === '\n') end -= 1;
      if (text[end - 1] === '\r') end -= 1;
    }
    dictionary.set('Filter', resolve(dictionary.get('Filter')) ?? null);
    dictionary.set('DecodeParms', resolve(dictionary.get('DecodeParms')) ?? null);
    yield { dictionary, data: bytes.subarray(start, Math.max(start, end)) };
  }
}

/** An image's data is pixels: a reader never takes it for objects, and a print cover's may outweigh any budget. */
function isImage(dictionary: PdfDictionary): boolean {
  const subtype = dictionary.get('Subtype');
  const type = dictionary.get('Type');
  const readAsObjects = (isName(type) && type.name === 'ObjStm') || dictionary.has('N') || dictionary.has('First');
  return isName(subtype) && subtype.name === 'Image' && !readAsObjects;
}

function numbersOf(value: PdfValue | undefined): Record<string, number> {
  if (!isDictionary(value)) return {};
  return Object.fromEntries([...value].filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/** The stream's filters in order, or undefined when they are not names. */
function filtersOf(dictionary: PdfDictionary): FilterStep[] | undefined {
  const filter = dictionary.get('Filter');
  const parms = dictionary.get('DecodeParms');
  const names = filter === null || filter === undefined ? [] : Array.isArray(filter) ? filter : [filter];
  const parmsList = Array.isArray(parms) ? parms : [parms];
  const steps = names.map((name, index) =>
    isName(name) ? { name: name.name, parms: numbersOf(parmsList[index] ?? undefined) } : undefined,
  );
  return steps.every((step) => step !== undefined) ? steps : undefined;
}

/**
 * Whether the PDF may be kept: none of the names that run, fetch or carry something, in its text or in any of its
 * streams once decoded (object streams hold objects out of sight), every stream other than an image's decodable with
 * the standard filters, all within a budget of decoded bytes.
 */
export function pdfVerdict(bytes: Buffer): PdfVerdict {
  const text = bytes.toString('latin1');
  const names = decodeName(text);
  const inText = activeContentIn(names);
  if (inText) return inText;
  if (ENCRYPTED.test(names)) return 'undecodable';
  const budget: DecodeBudget = { remaining: PDF_DECODED_BUDGET };
  let streamsLeft = PDF_MAX_DECODED_STREAMS;
  let undecodable = false;
  for (const stream of streamsOf(text, bytes)) {
    const filters = stream && filtersOf(stream.dictionary);
    if (!stream || !filters) {
      undecodable = true;
      continue;
    }
    if (isImage(stream.dictionary) || filters.length === 0) continue;
    if (--streamsLeft < 0) return 'uncheckable';
    try {
      const inStream = activeContentIn(decodeName(decodeStream(stream.data, filters, budget).toString('latin1')));
      if (inStream) return inStream;
    } catch (error) {
      if (!(error instanceof PdfDecodeError)) throw error;
      if (error.reason === 'overBudget') return 'uncheckable';
      undecodable = true;
    }
  }
  return undecodable ? 'undecodable' : 'clean';
}

/** The French reason for refusing the PDF, or undefined when it may be kept. */
export function pdfFileRefusal(bytes: Buffer): string | undefined {
  const verdict = pdfVerdict(bytes);
  return verdict === 'clean' ? undefined : pdfRefusal(verdict);
}
