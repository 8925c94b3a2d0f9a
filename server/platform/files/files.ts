import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  acceptsFormat,
  COVER_LIMITS,
  COVER_MESSAGES,
  formatRefusal,
  imageRefusal,
  type CoverFormat,
  type CoverPart,
} from '../../../domain/publication/coverFiles.ts';
import { pdfFileRefusal } from './pdfInspection.ts';
import { pngDataMatchesHeader } from './pngData.ts';

export type FilePart = CoverPart;

export const MAX_UPLOAD_BYTES = COVER_LIMITS.maxBytes;

export const MEDIA_TYPES = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;
export type StoredExtension = keyof typeof MEDIA_TYPES;

const FORMATS: Record<StoredExtension, CoverFormat> = { jpg: 'jpeg', png: 'png', pdf: 'pdf' };

/** The file's type from its bytes (never its name nor its declared type), or the French reason for refusing it. */
export async function checkFile(
  part: FilePart,
  bytes: Buffer,
): Promise<{ ext: StoredExtension } | { refusal: string }> {
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  const ext = detected !== undefined && detected in FORMATS ? (detected as StoredExtension) : undefined;
  if (ext === undefined || !acceptsFormat(part, FORMATS[ext])) return { refusal: formatRefusal(part) };
  if (ext === 'pdf') {
    const refusal = pdfFileRefusal(bytes);
    return refusal === undefined ? { ext } : { refusal };
  }
  const refusal = imageRefusal(bytes, FORMATS[ext] as 'png' | 'jpeg');
  if (refusal) return { refusal };
  // Checked once the header's size is known to be reasonable: the data is inflated to be counted.
  if (ext === 'png' && !(await pngDataMatchesHeader(bytes))) return { refusal: COVER_MESSAGES.notAnImage };
  return { ext };
}

export type ImageExtension = Exclude<StoredExtension, 'pdf'>;

/** An image judged as a cover is (jpeg or png by its bytes, its header's size), or the French reason for refusing it. */
export async function checkImage(bytes: Buffer): Promise<{ ext: ImageExtension } | { refusal: string }> {
  const verdict = await checkFile('visuelCouverture', bytes);
  if ('refusal' in verdict) return verdict;
  // A cover is never a pdf; the check only narrows the type.
  if (verdict.ext === 'pdf') return { refusal: formatRefusal('visuelCouverture') };
  return { ext: verdict.ext };
}

function folderOf(dataDir: string, idPublication: number): string {
  return join(dataDir, 'publications', String(idPublication));
}

/**
 * Writes the bytes in `folder` under a name the server chooses; returns that name. The bytes go first to a
 * temporary name of the same folder (never one a file is served under), then take their name at once: another
 * process sharing DATA_DIR reads the whole file or none of it.
 */
export async function storeFileIn(folder: string, ext: StoredExtension, bytes: Buffer): Promise<string> {
  const name = `${randomUUID()}.${ext}`;
  const temporary = join(folder, `.${name}.${randomUUID()}.tmp`);
  await mkdir(folder, { recursive: true });
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, join(folder, name));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return name;
}

/** Writes the file under a name the server chooses; returns that name. */
export async function storeFile(
  dataDir: string,
  idPublication: number,
  ext: StoredExtension,
  bytes: Buffer,
): Promise<string> {
  return storeFileIn(folderOf(dataDir, idPublication), ext, bytes);
}

/** The address a stored file is served at (to its owner and the back office). */
export function fileUrl(idPublication: number, name: string): string {
  return `/fichiers/publications/${idPublication}/${name}`;
}

const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|pdf)$/;

const PUBLICATION_FILE = /^\/fichiers\/publications\/([1-9][0-9]{0,9})\/([^/]+)$/;
const CONTENT_FILE = /^\/fichiers\/contenus\/([^/]+)$/;

/**
 * Where on the disk the file served at `address` lies, if the address is one the portal gave (a publication's
 * file or a content image, under a name the server chose); undefined for anything else.
 */
export function storedFilePath(dataDir: string, address: string): string | undefined {
  const [, idPublication = '', publicationName = ''] = PUBLICATION_FILE.exec(address) ?? [];
  if (isStoredName(publicationName)) return join(folderOf(dataDir, Number(idPublication)), publicationName);
  const [, contentName = ''] = CONTENT_FILE.exec(address) ?? [];
  if (isStoredName(contentName)) return join(dataDir, 'contenus', contentName);
  return undefined;
}

/** Whether `name` is one the server could have chosen (a folder's content cannot be reached by another name). */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** A file of `folder`'s bytes and media type, if the name is one the server could have chosen. */
export async function readStoredFileIn(
  folder: string,
  name: string,
): Promise<{ bytes: Buffer; mediaType: string } | undefined> {
  const match = STORED_NAME.exec(name);
  if (!match) return undefined;
  try {
    const bytes = await readFile(join(folder, name));
    return { bytes, mediaType: MEDIA_TYPES[match[1] as StoredExtension] };
  } catch {
    return undefined;
  }
}

/** A stored file's bytes and media type, if the name is one the server could have chosen. */
export async function readStoredFile(
  dataDir: string,
  idPublication: number,
  name: string,
): Promise<{ bytes: Buffer; mediaType: string } | undefined> {
  return readStoredFileIn(folderOf(dataDir, idPublication), name);
}
