import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isStoredName,
  MEDIA_TYPES,
  readStoredFileIn,
  storeFileIn,
  type ImageExtension,
} from '../../platform/files/files.ts';

/** Where content images are served, to anyone: the public pages show them. */
export const CONTENT_IMAGES_PATH = '/fichiers/contenus/';

function folderOf(dataDir: string): string {
  return join(dataDir, 'contenus');
}

export interface StoredImage {
  url: string;
  mediaType: (typeof MEDIA_TYPES)[ImageExtension];
}

/** Writes an image already judged by its bytes, under a name the server chooses. */
export async function storeContentImage(dataDir: string, ext: ImageExtension, bytes: Buffer): Promise<StoredImage> {
  const name = await storeFileIn(folderOf(dataDir), ext, bytes);
  return { url: `${CONTENT_IMAGES_PATH}${name}`, mediaType: MEDIA_TYPES[ext] };
}

export function readContentImage(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; mediaType: string } | undefined> {
  return readStoredFileIn(folderOf(dataDir), name);
}

/**
 * Deletes the files an upload wrote when its transaction failed: nothing refers to them. A file that an
 * element or a kept version refers to is never deleted, so that a restore can bring it back.
 */
export async function discardContentImages(dataDir: string, urls: readonly string[]): Promise<void> {
  const names = urls.flatMap((url) =>
    url.startsWith(CONTENT_IMAGES_PATH) && isStoredName(url.slice(CONTENT_IMAGES_PATH.length))
      ? [url.slice(CONTENT_IMAGES_PATH.length)]
      : [],
  );
  // A file left behind wastes space and nothing else.
  await Promise.allSettled(names.map((name) => rm(join(folderOf(dataDir), name), { force: true })));
}
