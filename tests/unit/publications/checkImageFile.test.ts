import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkImageFile } from '../../../src/lib/files/checkImageFile.ts';
import {
  COVER_LIMITS,
  COVER_MESSAGES as FILE_CHECK_MESSAGES,
  imageSize,
  type CoverPart,
} from '../../../domain/publication/coverFiles.ts';

const MAX_FILE_BYTES = COVER_LIMITS.maxBytes;

// Tests run from the repository's root.
const FIXTURES = join(process.cwd(), 'tests/fixtures/publication');

function fixture(name: string, type = ''): File {
  return new File([readFileSync(`${FIXTURES}/${name}`)], name, { type });
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG header (signature and IHDR) for an image of the given size, padded to `length` bytes. */
function pngHeader(width: number, height: number, length = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  bytes.set(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set(
    [...'IHDR'].map((char) => char.charCodeAt(0)),
    12,
  );
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

async function verdict(file: File, part: CoverPart = 'visuelCouverture') {
  const check = await checkImageFile(file, part);
  if (!check.accepted) return { accepted: false, message: check.message };
  // The height the shared header reader finds in the file kept.
  const bytes = new Uint8Array(await check.file.arrayBuffer());
  return {
    accepted: true,
    format: check.format,
    height: check.format === 'pdf' ? null : (imageSize(bytes, check.format)?.height ?? null),
  };
}

describe('checkImageFile on the fixtures', () => {
  it.each([
    ['couverture-500x800.png', 'png', 800],
    ['couverture-600x900.jpg', 'jpeg', 900],
    ['couverture-limite-400x400.jpg', 'jpeg', 400],
  ] as const)('accepts %s as a cover and as a fourth cover', async (name, format, height) => {
    expect(await verdict(fixture(name))).toEqual({ accepted: true, format, height });
    expect(await verdict(fixture(name), 'quatriemeCouverture')).toEqual({ accepted: true, format, height });
  });

  it('refuses an image less than 400 px high, whatever its width', async () => {
    expect(await verdict(fixture('couverture-trop-petite-800x399.jpg'))).toEqual({
      accepted: false,
      message: FILE_CHECK_MESSAGES.height,
    });
    expect(FILE_CHECK_MESSAGES.height).toBe(
      "L'image doit mesurer au moins 400 px de hauteur (largeur proportionnelle)",
    );
  });

  it('refuses a WebP image for its format', async () => {
    const webp = fixture('couverture-format-refuse.webp', 'image/webp');
    expect(await verdict(webp)).toEqual({ accepted: false, message: 'Format refusé : jpg, jpeg ou png uniquement' });
    expect(await verdict(webp, 'quatriemeCouverture')).toEqual({
      accepted: false,
      message: 'Format refusé : jpg, jpeg, png ou pdf uniquement',
    });
  });

  it('refuses a text file named .png as not an image', async () => {
    expect(await verdict(fixture('faux-png.png', 'image/png'))).toEqual({
      accepted: false,
      message: "Ce fichier n'est pas une image valide",
    });
    expect(await verdict(fixture('faux-png.png'), 'quatriemeCouverture')).toEqual({
      accepted: false,
      message: "Ce fichier n'est pas une image valide",
    });
  });

  it('accepts a PDF as the fourth cover only', async () => {
    expect(await verdict(fixture('quatrieme-couverture.pdf', 'application/pdf'), 'quatriemeCouverture')).toEqual({
      accepted: true,
      format: 'pdf',
      height: null,
    });
    expect(await verdict(fixture('quatrieme-couverture.pdf', 'application/pdf'))).toEqual({
      accepted: false,
      message: 'Format refusé : jpg, jpeg ou png uniquement',
    });
  });
});

describe('checkImageFile on the bytes, not the name', () => {
  it('reads a PNG named .jpg as a PNG and keeps it typed as one', async () => {
    const renamed = new File([readFileSync(`${FIXTURES}/couverture-500x800.png`)], 'couverture.jpg', {
      type: 'image/jpeg',
    });
    expect(await verdict(renamed)).toEqual({ accepted: true, format: 'png', height: 800 });
    const check = await checkImageFile(renamed, 'visuelCouverture');
    expect(check.accepted && [check.file.name, check.file.type]).toEqual(['couverture.jpg', 'image/png']);
  });

  it('refuses a WebP renamed .png for its format, not as a fake', async () => {
    const renamed = new File([readFileSync(`${FIXTURES}/couverture-format-refuse.webp`)], 'couverture.png', {
      type: 'image/png',
    });
    expect(await verdict(renamed)).toEqual({ accepted: false, message: FILE_CHECK_MESSAGES.formatCover });
  });

  it('refuses a file above 5 MB, and takes one of exactly 5 MB', async () => {
    const tooBig = new Uint8Array(MAX_FILE_BYTES + 1);
    tooBig.set(pngHeader(1000, 1500));
    expect(await verdict(new File([tooBig], 'grande.png', { type: 'image/png' }))).toEqual({
      accepted: false,
      message: 'Le fichier dépasse 5 Mo',
    });
    expect(await verdict(new File([tooBig.subarray(0, MAX_FILE_BYTES)], 'juste.png'))).toEqual({
      accepted: true,
      format: 'png',
      height: 1500,
    });
  });

  it('refuses a PNG whose header is cut short or claims an absurd size', async () => {
    expect(await verdict(new File([pngHeader(500, 800).subarray(0, 20)], 'coupee.png'))).toEqual({
      accepted: false,
      message: FILE_CHECK_MESSAGES.notAnImage,
    });
    expect(await verdict(new File([pngHeader(100_000, 100_000)], 'enorme.png'))).toEqual({
      accepted: false,
      message: FILE_CHECK_MESSAGES.tooManyPixels,
    });
  });

  it('refuses an image past 40 megapixels from its header alone, accepts one at the limit', async () => {
    expect(FILE_CHECK_MESSAGES.tooManyPixels).toBe(
      "L'image dépasse 40 mégapixels (largeur × hauteur) : réduisez ses dimensions",
    );
    expect(await verdict(new File([pngHeader(10_000, 10_000)], 'grande.png'))).toEqual({
      accepted: false,
      message: FILE_CHECK_MESSAGES.tooManyPixels,
    });
    expect(await verdict(new File([pngHeader(5_000, 8_001)], 'juste-trop.png'))).toEqual({
      accepted: false,
      message: FILE_CHECK_MESSAGES.tooManyPixels,
    });
    expect(await verdict(new File([pngHeader(5_000, 8_000)], 'a-la-limite.png'))).toEqual({
      accepted: true,
      format: 'png',
      height: 8_000,
    });
    // Start of image, then a baseline frame header: precision, height, width.
    const jpegHeader = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x1f, 0x40, 0x17, 0x70, 0x03]);
    expect(imageSize(jpegHeader, 'jpeg')).toEqual({ width: 6_000, height: 8_000 });
    expect(await verdict(new File([jpegHeader], 'grande.jpg'))).toEqual({
      accepted: false,
      message: FILE_CHECK_MESSAGES.tooManyPixels,
    });
  });

  it('refuses a JPEG start without a frame header', async () => {
    const truncated = readFileSync(`${FIXTURES}/couverture-600x900.jpg`).subarray(0, 40);
    expect(await verdict(new File([truncated], 'coupee.jpg'))).toEqual({
      accepted: false,
      message: FILE_CHECK_MESSAGES.notAnImage,
    });
  });

  it('refuses an unknown file that does not pretend to be an image for its format', async () => {
    expect(await verdict(new File(['bonjour'], 'notes.txt', { type: 'text/plain' }))).toEqual({
      accepted: false,
      message: FILE_CHECK_MESSAGES.formatCover,
    });
  });
});
