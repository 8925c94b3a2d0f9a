import { createInflate } from 'node:zlib';

const SIGNATURE_BYTES = 8;
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface PngHeader {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
}

/** The chunks after the signature: IHDR's fields and the IDAT data, or null when a chunk runs past the end. */
function readChunks(bytes: Buffer): { header: PngHeader; data: Buffer[] } | null {
  let header: PngHeader | undefined;
  const data: Buffer[] = [];
  let offset = SIGNATURE_BYTES;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR' && length >= 13) {
      const channels = CHANNELS[body.readUInt8(9)];
      if (channels === undefined) return null;
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitsPerPixel: channels * body.readUInt8(8),
        interlaced: body.readUInt8(12) === 1,
      };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset = end;
  }
  return header && data.length > 0 ? { header, data } : null;
}

/** The bytes the image's rows take once inflated: a filter byte and the packed pixels of each row of each pass. */
function expectedBytes({ width, height, bitsPerPixel, interlaced }: PngHeader): number {
  const rowsOf = (columns: number, rows: number) =>
    columns > 0 && rows > 0 ? rows * (1 + Math.ceil((columns * bitsPerPixel) / 8)) : 0;
  if (!interlaced) return rowsOf(width, height);
  return ADAM7.reduce(
    (total, [x, y, dx, dy]) => total + rowsOf(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)),
    0,
  );
}

/** How many bytes the IDAT data inflates to, counted without keeping them, stopping once past `limit`. */
function inflatedLength(data: Buffer[], limit: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) inflate.destroy();
    });
    inflate.on('close', () => resolve(total));
    inflate.on('error', () => resolve(null));
    for (const chunk of data) inflate.write(chunk);
    inflate.end();
  });
}

/**
 * Whether the image data backs the size the header declares: a PNG whose header claims a large picture over
 * missing, truncated or too short IDAT data is refused, whatever a viewer would make of it.
 */
export async function pngDataMatchesHeader(bytes: Buffer): Promise<boolean> {
  const chunks = readChunks(bytes);
  if (!chunks) return false;
  const expected = expectedBytes(chunks.header);
  return (await inflatedLength(chunks.data, expected)) === expected;
}
