import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { ARTICLE_TEXTS } from '../../../domain/order/articleDownloads.ts';
import { pdfFileRefusal } from '../../platform/files/pdfInspection.ts';
import { isStoredName, readStoredFileIn, storeFileIn } from '../../platform/files/files.ts';

/** Where articles' files are addressed; never served as such: a buyer's call reads them (Commande_Article_Download). */
export const ARTICLE_FILES_PATH = '/fichiers/articles/';

function folderOf(dataDir: string): string {
  return join(dataDir, 'articles');
}

/** The file's name in the folder, if `address` is one the portal gave an article's file. */
function storedNameOf(address: string): string | undefined {
  if (!address.startsWith(ARTICLE_FILES_PATH)) return undefined;
  const name = address.slice(ARTICLE_FILES_PATH.length);
  return isStoredName(name) && name.endsWith('.pdf') ? name : undefined;
}

/** Where on the disk an article's file lies, if `address` is one the portal gave. */
export function articleFilePath(dataDir: string, address: string): string | undefined {
  const name = storedNameOf(address);
  return name === undefined ? undefined : join(folderOf(dataDir), name);
}

/**
 * An article's file judged by its bytes (never its name nor its declared type): a PDF without active content (scripts,
 * actions, attached files) that can be checked whole, or the French reason for refusing it.
 */
export async function judgeArticleFile(bytes: Buffer): Promise<{ refusal: string } | undefined> {
  if ((await fileTypeFromBuffer(bytes))?.ext !== 'pdf') return { refusal: ARTICLE_TEXTS.formatRefused };
  const refusal = pdfFileRefusal(bytes);
  return refusal === undefined ? undefined : { refusal };
}

/** Writes a judged PDF under a name the server chooses; returns its address. */
export async function storeArticleFile(dataDir: string, bytes: Buffer): Promise<string> {
  return `${ARTICLE_FILES_PATH}${await storeFileIn(folderOf(dataDir), 'pdf', bytes)}`;
}

/** The stored PDF's bytes, or undefined when the address is not an article's file or the file is gone. */
export async function readArticleFile(dataDir: string, address: string): Promise<Buffer | undefined> {
  const name = storedNameOf(address);
  if (name === undefined) return undefined;
  return (await readStoredFileIn(folderOf(dataDir), name))?.bytes;
}

/** Deletes a file written for an upload that did not commit: nothing refers to it. */
export async function discardArticleFile(dataDir: string, address: string): Promise<void> {
  const path = articleFilePath(dataDir, address);
  if (path !== undefined) await rm(path, { force: true });
}
