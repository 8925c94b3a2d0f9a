/**
 * The checks Publication_FileUpload makes, made in the browser before a file is kept, so that a refusal is
 * explained at once under the field: the type is read from the file's first bytes (never its name), the size
 * from the file, the height from the image's header.
 */

export type CoverPart = 'visuelCouverture' | 'quatriemeCouverture';
export type AcceptedFormat = 'png' | 'jpeg' | 'pdf';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MIN_IMAGE_HEIGHT = 400;
/** The server's bound: beyond it a small file could claim an image far too large to decode. */
const MAX_IMAGE_PIXELS = 50_000_000;

export const FILE_CHECK_MESSAGES = {
  formatCover: 'Format refusé : jpg, jpeg ou png uniquement',
  formatFourthCover: 'Format refusé : jpg, jpeg, png ou pdf uniquement',
  size: 'Le fichier dépasse 5 Mo',
  height: `L'image doit mesurer au moins ${MIN_IMAGE_HEIGHT} px de hauteur (largeur proportionnelle)`,
  notAnImage: "Ce fichier n'est pas une image valide",
} as const;

const MEDIA_TYPES: Record<AcceptedFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' };

/** What the file chooser offers; only a hint, the bytes decide. */
export function acceptedTypes(part: CoverPart): string {
  const images = '.jpg,.jpeg,.png,image/jpeg,image/png';
  return part === 'quatriemeCouverture' ? `${images},.pdf,application/pdf` : images;
}

export type FileCheck =
  | { accepted: true; format: AcceptedFormat; height: number | null; file: File }
  | { accepted: false; message: string };

type DetectedFormat = AcceptedFormat | 'other-image';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function detectFormat(bytes: Uint8Array): DetectedFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('%PDF'))) return 'pdf';
  // Images of another format are refused for their format, not as fakes.
  const isWebp = startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
  const isGif = startsWith(bytes, ascii('GIF8'));
  const isBmp = startsWith(bytes, ascii('BM'));
  const isTiff = startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]);
  const isIsoImage = startsWith(bytes, ascii('ftyp'), 4) && ['avif', 'heic', 'heix', 'mif1'].some((brand) => startsWith(bytes, ascii(brand), 8));
  return isWebp || isGif || isBmp || isTiff || isIsoImage ? 'other-image' : null;
}

interface ImageSize {
  width: number;
  height: number;
}

function pngSize(view: DataView): ImageSize | null {
  // Signature (8), IHDR length (4) and type (4), then width and height as big-endian integers.
  const isIhdr = view.byteLength >= 24 && startsWith(new Uint8Array(view.buffer, 12, 4), ascii('IHDR'));
  return isIhdr ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
}

/** Start-of-frame markers (baseline, progressive, lossless…), not DHT (C4), JPG (C8) or DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(view: DataView): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (isStartOfFrame(marker)) {
      if (offset + 9 > view.byteLength) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    // The frame header always comes before the scan and the end of the image.
    if (marker === 0xd9 || marker === 0xda) return null;
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/** Whether the file presents itself as one of the accepted images (by its name or declared type). */
function claimsAcceptedImage(file: Blob): boolean {
  const name = file instanceof File ? file.name.toLowerCase() : '';
  return /\.(png|jpe?g)$/.test(name) || file.type === 'image/png' || file.type === 'image/jpeg';
}

/** The file as it will be kept: named, and typed by what its bytes are rather than by its name. */
function keptFile(file: Blob, format: AcceptedFormat): File {
  const name = file instanceof File && file.name ? file.name : `fichier.${format === 'jpeg' ? 'jpg' : format}`;
  return new File([file], name, { type: MEDIA_TYPES[format] });
}

/** The verdict on a chosen file for the cover (`visuelCouverture`) or the fourth cover (PDF allowed). */
export async function checkImageFile(file: Blob, part: CoverPart): Promise<FileCheck> {
  const formatMessage = part === 'quatriemeCouverture' ? FILE_CHECK_MESSAGES.formatFourthCover : FILE_CHECK_MESSAGES.formatCover;
  if (file.size > MAX_FILE_BYTES) return { accepted: false, message: FILE_CHECK_MESSAGES.size };
  const buffer = await file.arrayBuffer();
  const bytes = new Uint8Array(buffer);
  const format = detectFormat(bytes);
  if (format === null) return { accepted: false, message: claimsAcceptedImage(file) ? FILE_CHECK_MESSAGES.notAnImage : formatMessage };
  if (format === 'other-image' || (format === 'pdf' && part !== 'quatriemeCouverture')) return { accepted: false, message: formatMessage };
  if (format === 'pdf') return { accepted: true, format, height: null, file: keptFile(file, format) };
  const view = new DataView(buffer);
  const size = format === 'png' ? pngSize(view) : jpegSize(view);
  if (!size || size.width < 1 || size.width * size.height > MAX_IMAGE_PIXELS) return { accepted: false, message: FILE_CHECK_MESSAGES.notAnImage };
  if (size.height < MIN_IMAGE_HEIGHT) return { accepted: false, message: FILE_CHECK_MESSAGES.height };
  return { accepted: true, format, height: size.height, file: keptFile(file, format) };
}
