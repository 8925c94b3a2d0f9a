import { constants, inflateSync } from 'node:zlib';

/**
 * The standard PDF stream filters (ISO 32000-1 §7.4), decoded the way a reader decodes them, within a budget of
 * decoded bytes shared by every stream of a file: a small file may claim gigabytes once decoded.
 */

/** Why a stream was not decoded: its data or filter cannot be read, or it decodes past the budget. */
export class PdfDecodeError extends Error {
  constructor(readonly reason: 'undecodable' | 'overBudget') {
    super(reason);
  }
}

/** What all of a file's streams may still decode to; every decoded byte, at every step of a chain, counts. */
export interface DecodeBudget {
  remaining: number;
}

/** A stream's filter and its parameters (`/DecodeParms`), numbers only: that is all a filter reads. */
export interface FilterStep {
  name: string;
  parms: Readonly<Record<string, number>>;
}

/** Filters whose output is pixels for an image codec: nothing a reader would ever take for objects. */
const PIXEL_CODECS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

/** A growing output that refuses to pass the budget's remainder. */
class Output {
  private bytes: Buffer;
  length = 0;

  constructor(private readonly limit: number) {
    this.bytes = Buffer.alloc(Math.max(1, Math.min(limit, 4096)));
  }

  push(byte: number): void {
    if (this.length >= this.limit) throw new PdfDecodeError('overBudget');
    if (this.length === this.bytes.length) {
      const grown = Buffer.alloc(Math.min(this.limit, this.bytes.length * 2));
      this.bytes.copy(grown);
      this.bytes = grown;
    }
    this.bytes[this.length] = byte;
    this.length += 1;
  }

  result(): Buffer {
    return this.bytes.subarray(0, this.length);
  }
}

const isWhitespace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

function flate(data: Buffer, limit: number): Buffer {
  try {
    // A truncated stream gives what it holds, as a reader shows it; wrong data is refused.
    return inflateSync(data, { maxOutputLength: Math.max(1, limit), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new PdfDecodeError('overBudget');
    throw new PdfDecodeError('undecodable');
  }
}

function hexDigit(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

function asciiHex(data: Buffer, limit: number): Buffer {
  const out = new Output(limit);
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break;
    if (isWhitespace(byte)) continue;
    const digit = hexDigit(byte);
    if (digit < 0) throw new PdfDecodeError('undecodable');
    if (high < 0) high = digit;
    else {
      out.push(high * 16 + digit);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return out.result();
}

function ascii85(data: Buffer, limit: number): Buffer {
  const out = new Output(limit);
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let index = 0; index < 5; index += 1) value = value * 85 + (group[index] ?? 84);
    if (value > 0xffffffff) throw new PdfDecodeError('undecodable');
    for (let index = 0; index < count - 1; index += 1) out.push((value >>> (24 - 8 * index)) & 0xff);
  };
  let start = data.subarray(0, 2).toString('latin1') === '<~' ? 2 : 0;
  for (; start < data.length; start += 1) {
    const byte = data[start] ?? 0;
    if (byte === 0x7e) break;
    if (isWhitespace(byte)) continue;
    if (byte === 0x7a && group.length === 0) {
      for (let index = 0; index < 4; index += 1) out.push(0);
      continue;
    }
    if (byte < 0x21 || byte > 0x75) throw new PdfDecodeError('undecodable');
    group.push(byte - 0x21);
    if (group.length === 5) {
      flush(5);
      group.length = 0;
    }
  }
  if (group.length === 1) throw new PdfDecodeError('undecodable');
  if (group.length > 0) flush(group.length);
  return out.result();
}

/** LZW's table as chains: each code is a shorter code (its prefix) and one more byte. */
class LzwTable {
  readonly prefix = new Int32Array(4096);
  readonly last = new Uint8Array(4096);
  readonly first = new Uint8Array(4096);
  readonly length = new Int32Array(4096);
  size = 258;

  constructor() {
    for (let code = 0; code < 256; code += 1) {
      this.prefix[code] = -1;
      this.last[code] = code;
      this.first[code] = code;
      this.length[code] = 1;
    }
  }

  add(prefix: number, byte: number): void {
    if (this.size >= 4096) return;
    this.prefix[this.size] = prefix;
    this.last[this.size] = byte;
    this.first[this.size] = this.first[prefix] ?? 0;
    this.length[this.size] = (this.length[prefix] ?? 0) + 1;
    this.size += 1;
  }

  write(code: number, out: Output): void {
    const bytes = new Uint8Array(this.length[code] ?? 0);
    for (let at = bytes.length - 1, current = code; at >= 0; at -= 1) {
      bytes[at] = this.last[current] ?? 0;
      current = this.prefix[current] ?? -1;
    }
    for (const byte of bytes) out.push(byte);
  }
}

function lzw(data: Buffer, limit: number, earlyChange: number): Buffer {
  const CLEAR = 256;
  const END = 257;
  const out = new Output(limit);
  let table = new LzwTable();
  let width = 9;
  let previous = -1;
  let buffer = 0;
  let bits = 0;
  for (const byte of data) {
    buffer = ((buffer << 8) | byte) & 0xffffff;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === END) return out.result();
      if (code === CLEAR) {
        table = new LzwTable();
        width = 9;
        previous = -1;
        continue;
      }
      if (code < table.size) {
        if (previous >= 0) table.add(previous, table.first[code] ?? 0);
      } else if (code === table.size && previous >= 0) {
        // The one code not yet in the table: the previous string followed by its own first byte.
        table.add(previous, table.first[previous] ?? 0);
      } else throw new PdfDecodeError('undecodable');
      table.write(code, out);
      previous = code;
      const next = table.size + earlyChange;
      width = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
    }
  }
  return out.result();
}

function runLength(data: Buffer, limit: number): Buffer {
  const out = new Output(limit);
  let offset = 0;
  while (offset < data.length) {
    const length = data[offset] ?? 128;
    if (length === 128) break;
    if (length < 128) {
      // A run cut short gives the bytes it holds, as a reader shows them.
      for (const byte of data.subarray(offset + 1, offset + 2 + length)) out.push(byte);
      offset += length + 2;
    } else {
      const byte = data[offset + 1];
      if (byte === undefined) break;
      for (let index = 0; index < 257 - length; index += 1) out.push(byte);
      offset += 2;
    }
  }
  return out.result();
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** The bytes before a Flate or LZW predictor (TIFF 2, PNG 10–15) was applied. */
function unpredict(data: Buffer, parms: Readonly<Record<string, number>>): Buffer {
  const predictor = parms.Predictor ?? 1;
  if (predictor === 1) return data;
  const colors = parms.Colors ?? 1;
  const bitsPerComponent = parms.BitsPerComponent ?? 8;
  const columns = parms.Columns ?? 1;
  const rowBytes = Math.ceil((colors * bitsPerComponent * columns) / 8);
  const pixelBytes = Math.max(1, Math.ceil((colors * bitsPerComponent) / 8));
  if (rowBytes < 1 || ![2, 10, 11, 12, 13, 14, 15].includes(predictor)) throw new PdfDecodeError('undecodable');
  if (predictor === 2) {
    // Only whole-byte components are differenced here; what else a file holds is left as it is.
    if (bitsPerComponent !== 8) return data;
    const rows = Buffer.from(data);
    for (let row = 0; row < rows.length; row += rowBytes) {
      for (let index = row + pixelBytes; index < Math.min(row + rowBytes, rows.length); index += 1) {
        rows[index] = ((rows[index] ?? 0) + (rows[index - pixelBytes] ?? 0)) & 0xff;
      }
    }
    return rows;
  }
  const rowCount = Math.floor(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rowCount * rowBytes);
  for (let row = 0; row < rowCount; row += 1) {
    const type = data[row * (rowBytes + 1)] ?? 0;
    const source = row * (rowBytes + 1) + 1;
    const target = row * rowBytes;
    for (let index = 0; index < rowBytes; index += 1) {
      const raw = data[source + index] ?? 0;
      const left = index >= pixelBytes ? (out[target + index - pixelBytes] ?? 0) : 0;
      const up = row > 0 ? (out[target - rowBytes + index] ?? 0) : 0;
      const upLeft = row > 0 && index >= pixelBytes ? (out[target - rowBytes + index - pixelBytes] ?? 0) : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][type];
      if (predicted === undefined) throw new PdfDecodeError('undecodable');
      out[target + index] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

function decodeStep(data: Buffer, step: FilterStep, limit: number): Buffer {
  switch (step.name) {
    case 'FlateDecode':
    case 'Fl':
      return unpredict(flate(data, limit), step.parms);
    case 'LZWDecode':
    case 'LZW':
      return unpredict(lzw(data, limit, step.parms.EarlyChange ?? 1), step.parms);
    case 'ASCIIHexDecode':
    case 'AHx':
      return asciiHex(data, limit);
    case 'ASCII85Decode':
    case 'A85':
      return ascii85(data, limit);
    case 'RunLengthDecode':
    case 'RL':
      return runLength(data, limit);
    default:
      // Crypt and any name outside the standard: nothing tells what the data holds.
      throw new PdfDecodeError('undecodable');
  }
}

/**
 * The stream's data once its filters are undone, in order; an image codec ends the chain (what follows is pixels).
 * Throws a PdfDecodeError when a filter is unknown, the data wrong, or the budget spent.
 */
export function decodeStream(data: Buffer, filters: readonly FilterStep[], budget: DecodeBudget): Buffer {
  let decoded = data;
  for (const step of filters) {
    if (PIXEL_CODECS.has(step.name)) return decoded;
    decoded = decodeStep(decoded, step, budget.remaining);
    budget.remaining -= decoded.length;
    if (budget.remaining < 0) throw new PdfDecodeError('overBudget');
  }
  return decoded;
}
