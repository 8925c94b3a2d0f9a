/**
 * The rules of the step-5 files (spec 1 §5, §9), judged the same way by the browser before a file is kept
 * and by Publication_FileUpload on the bytes it receives. Each side reads the format from the bytes its own
 * way; the limits, the reading of the image header and the French messages are these.
 */

export type CoverPart = 'visuelCouverture' | 'quatriemeCouverture';
export type CoverFormat = 'png' | 'jpeg' | 'pdf';

const MAX_MEGABYTES = 5;

export const COVER_LIMITS = {
  maxMegabytes: MAX_MEGABYTES,
  maxBytes: MAX_MEGABYTES * 1024 * 1024,
  /** In pixels. */
  minHeight: 400,
  /**
   * Far above any print cover, far below what would let a small file claim gigabytes once decoded: read from the
   * header, before anything is decoded.
   */
  maxMegapixels: 40,
} as const;

export const COVER_MESSAGES = {
  formatCover: 'Format refusé : jpg, jpeg ou png uniquement',
  formatFourthCover: 'Format refusé : jpg, jpeg, png ou pdf uniquement',
  size: `Le fichier dépasse ${COVER_LIMITS.maxMegabytes} Mo`,
  // The specification asks for the height and says the message speaks of the width too.
  height: `L'image doit mesurer au moins ${COVER_LIMITS.minHeight} px de hauteur (largeur proportionnelle)`,
  notAnImage: "Ce fichier n'est pas une image valide",
  tooManyPixels: `L'image dépasse ${COVER_LIMITS.maxMegapixels} mégapixels (largeur × hauteur) : réduisez ses dimensions`,
} as const;

/** Only the fourth cover may be a pdf. */
export function acceptsFormat(part: CoverPart, format: CoverFormat): boolean {
  return format !== 'pdf' || part === 'quatriemeCouverture';
}

export function formatRefusal(part: CoverPart): string {
  return part === 'quatriemeCouverture' ? COVER_MESSAGES.formatFourthCover : COVER_MESSAGES.formatCover;
}

export interface ImageSize {
  width: number;
  height: number;
}

const IHDR = [0x49, 0x48, 0x44, 0x52];

function pngSize(view: DataView): ImageSize | null {
  // Signature (8), IHDR length (4) and type (4), then width and height as big-endian integers.
  if (view.byteLength < 24 || IHDR.some((byte, index) => view.getUint8(12 + index) !== byte)) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
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

/** Width and height read from a PNG or JPEG header, without decoding the image. */
export function imageSize(bytes: Uint8Array, format: 'png' | 'jpeg'): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return format === 'png' ? pngSize(view) : jpegSize(view);
}

/** Why an image of a known format is refused (unreadable header, absurd size, too low), or null. */
export function imageRefusal(bytes: Uint8Array, format: 'png' | 'jpeg'): string | null {
  const size = imageSize(bytes, format);
  if (!size || size.width < 1) return COVER_MESSAGES.notAnImage;
  if (size.width * size.height > COVER_LIMITS.maxMegapixels * 1_000_000) return COVER_MESSAGES.tooManyPixels;
  if (size.height < COVER_LIMITS.minHeight) return COVER_MESSAGES.height;
  return null;
}
