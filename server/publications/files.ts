import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from './imageHeader.ts';

export type FilePart = 'visuelCouverture' | 'quatriemeCouverture';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MIN_COVER_HEIGHT = 400;
/** Far above any print cover, far below what would let a small file claim gigabytes once decoded. */
export const MAX_COVER_PIXELS = 50_000_000;

export const UPLOAD_MESSAGES = {
  format: 'Format de fichier non accepté : jpg, jpeg ou png.',
  formatQuatrieme: 'Format de fichier non accepté : jpg, jpeg, png ou pdf.',
  height: "L'image doit mesurer au moins 400 pixels de hauteur.",
  unreadable: "L'image est illisible ou trop grande.",
  notAFile: 'Ce champ doit contenir un fichier.',
} as const;

const MEDIA_TYPES = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;
export type StoredExtension = keyof typeof MEDIA_TYPES;

/** The file's type from its bytes (never its name nor its declared type), or the French reason for refusing it. */
export async function checkFile(part: FilePart, bytes: Buffer): Promise<{ ext: StoredExtension } | { refusal: string }> {
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  const allowed: readonly string[] = part === 'quatriemeCouverture' ? ['jpg', 'png', 'pdf'] : ['jpg', 'png'];
  if (detected === undefined || !allowed.includes(detected)) {
    return { refusal: part === 'quatriemeCouverture' ? UPLOAD_MESSAGES.formatQuatrieme : UPLOAD_MESSAGES.format };
  }
  const ext = detected as StoredExtension;
  if (ext === 'pdf') return { ext };
  const size = imageSize(bytes, ext);
  if (!size || size.width < 1 || size.width * size.height > MAX_COVER_PIXELS) return { refusal: UPLOAD_MESSAGES.unreadable };
  if (size.height < MIN_COVER_HEIGHT) return { refusal: UPLOAD_MESSAGES.height };
  return { ext };
}

function folderOf(dataDir: string, idPublication: number): string {
  return join(dataDir, 'publications', String(idPublication));
}

/** Writes the file under a name the server chooses; returns that name. */
export async function storeFile(dataDir: string, idPublication: number, ext: StoredExtension, bytes: Buffer): Promise<string> {
  const name = `${randomUUID()}.${ext}`;
  await mkdir(folderOf(dataDir, idPublication), { recursive: true });
  await writeFile(join(folderOf(dataDir, idPublication), name), bytes, { flag: 'wx' });
  return name;
}

/** The address a stored file is served at (to its owner and the back office). */
export function fileUrl(idPublication: number, name: string): string {
  return `/fichiers/publications/${idPublication}/${name}`;
}

const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|pdf)$/;

/** A stored file's bytes and media type, if the name is one the server could have chosen. */
export async function readStoredFile(
  dataDir: string,
  idPublication: number,
  name: string,
): Promise<{ bytes: Buffer; mediaType: string } | undefined> {
  const match = STORED_NAME.exec(name);
  if (!match) return undefined;
  try {
    const bytes = await readFile(join(folderOf(dataDir, idPublication), name));
    return { bytes, mediaType: MEDIA_TYPES[match[1] as StoredExtension] };
  } catch {
    return undefined;
  }
}
