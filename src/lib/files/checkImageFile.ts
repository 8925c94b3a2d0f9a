import {
  acceptsFormat,
  COVER_LIMITS,
  COVER_MESSAGES,
  formatRefusal,
  imageRefusal,
  type CoverFormat,
  type CoverPart,
} from '../../../domain/publication/coverFiles.ts';

/**
 * The checks Publication_FileUpload makes, made in the browser before a file is kept, so that a refusal is
 * explained at once under the field: the type is read from the file's first bytes (never its name), the size
 * from the file, the height from the image's header.
 */

const MEDIA_TYPES: Record<CoverFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' };

/** What the file chooser offers; only a hint, the bytes decide. */
export function acceptedTypes(part: CoverPart): string {
  const images = '.jpg,.jpeg,.png,image/jpeg,image/png';
  return part === 'quatriemeCouverture' ? `${images},.pdf,application/pdf` : images;
}

export type FileCheck = { accepted: true; format: CoverFormat; file: File } | { accepted: false; message: string };

type DetectedFormat = CoverFormat | 'other-image';

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
  const isIsoImage =
    startsWith(bytes, ascii('ftyp'), 4) &&
    ['avif', 'heic', 'heix', 'mif1'].some((brand) => startsWith(bytes, ascii(brand), 8));
  return isWebp || isGif || isBmp || isTiff || isIsoImage ? 'other-image' : null;
}

/** Whether the file presents itself as one of the accepted images (by its name or declared type). */
function claimsAcceptedImage(file: Blob): boolean {
  const name = file instanceof File ? file.name.toLowerCase() : '';
  return /\.(png|jpe?g)$/.test(name) || file.type === 'image/png' || file.type === 'image/jpeg';
}

/** The file as it will be kept: named, and typed by what its bytes are rather than by its name. */
function keptFile(file: Blob, format: CoverFormat): File {
  const name = file instanceof File && file.name ? file.name : `fichier.${format === 'jpeg' ? 'jpg' : format}`;
  return new File([file], name, { type: MEDIA_TYPES[format] });
}

/** The verdict on a chosen file for the cover (`visuelCouverture`) or the fourth cover (PDF allowed). */
export async function checkImageFile(file: Blob, part: CoverPart): Promise<FileCheck> {
  if (file.size > COVER_LIMITS.maxBytes) return { accepted: false, message: COVER_MESSAGES.size };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = detectFormat(bytes);
  if (format === null)
    return { accepted: false, message: claimsAcceptedImage(file) ? COVER_MESSAGES.notAnImage : formatRefusal(part) };
  if (format === 'other-image' || !acceptsFormat(part, format))
    return { accepted: false, message: formatRefusal(part) };
  const refusal = format === 'pdf' ? null : imageRefusal(bytes, format);
  return refusal ? { accepted: false, message: refusal } : { accepted: true, format, file: keptFile(file, format) };
}
