import { rm } from 'node:fs/promises';
import { articleFilePath } from '../areas/articles/articleFiles.ts';
import { storedFilePath } from '../platform/files/files.ts';
import type { FileRemovalEffect } from '../platform/outbox/processor.ts';

/**
 * Deletes a stored file from the disk once the transaction that stopped pointing at it has committed. A file
 * already gone counts as removed, so a retry after a crash between the removal and its mark does no harm; an
 * address that is not one of the portal's own files is left alone.
 */
export function fileRemovalEffect(dataDir: string): FileRemovalEffect {
  return async (_tx, address) => {
    const path = storedFilePath(dataDir, address) ?? articleFilePath(dataDir, address);
    if (path !== undefined) await rm(path, { force: true });
  };
}
