import type { FastifyReply } from 'fastify';
import { PUBLICATION_MESSAGES } from '../../domain/publication/messages.ts';
import { UPLOAD_PUBLICATION_REQUIRED_MESSAGE } from '../../domain/validation/generated/contractTexts.js';
import { MESSAGES } from '../http/httpError.ts';
import { checkFile, fileUrl, storeFile, type FilePart, type StoredExtension } from './files.ts';
import type { Publication } from './mapping.ts';

/** The multipart body as the parser leaves it: text fields as strings, files as buffers. */
export type UploadBody = Record<string, unknown>;

export interface AcceptedCover {
  part: FilePart;
  ext: StoredExtension;
  bytes: Buffer;
}

export type CoverColumns = Partial<Record<FilePart, string>>;

const COVER_PARTS: FilePart[] = ['visuelCouverture', 'quatriemeCouverture'];

/**
 * The ids a multipart upload names (`IdPublication`, and `IdPersonne` for the back office): multipart bodies
 * escape the contract's validators, so each is checked here. Answers 400 and undefined when one is missing.
 */
export function uploadIds<Field extends string>(
  body: UploadBody,
  fields: readonly Field[],
  reply: FastifyReply,
): Record<Field, number> | undefined {
  const ids = {} as Record<Field, number>;
  const errors: { Champ: string; Message: string }[] = [];
  for (const field of fields) {
    const raw = body[field];
    if (typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw)) ids[field] = Number(raw);
    else errors.push({ Champ: `/${field}`, Message: UPLOAD_PUBLICATION_REQUIRED_MESSAGE });
  }
  if (errors.length === 0) return ids;
  void reply.code(400).send({ Message: MESSAGES.invalidData, Errors: errors });
  return undefined;
}

/** Each file part judged by its bytes before anything is written: the accepted ones, or every refusal. */
export async function judgeCovers(
  body: UploadBody,
): Promise<{ accepted: AcceptedCover[] } | { errors: { Champ: string; Message: string }[] }> {
  const accepted: AcceptedCover[] = [];
  const errors: { Champ: string; Message: string }[] = [];
  for (const part of COVER_PARTS) {
    const value = body[part];
    if (value === undefined) continue;
    if (!Buffer.isBuffer(value)) {
      errors.push({ Champ: `/${part}`, Message: PUBLICATION_MESSAGES.notAFile });
      continue;
    }
    const verdict = await checkFile(part, value);
    if ('refusal' in verdict) errors.push({ Champ: `/${part}`, Message: verdict.refusal });
    else accepted.push({ part, ext: verdict.ext, bytes: value });
  }
  return errors.length > 0 ? { errors } : { accepted };
}

/** Stores the accepted files under names the server chooses: the columns that point at them. */
export async function storeCovers(dataDir: string, idPublication: number, accepted: AcceptedCover[]) {
  const columns: CoverColumns = {};
  for (const file of accepted) {
    columns[file.part] = fileUrl(idPublication, await storeFile(dataDir, idPublication, file.ext, file.bytes));
  }
  return columns;
}

/** The step-5 form with the stored files' addresses (PublicationEtape5Fichiers). */
export function etape5Of(saved: Publication) {
  return {
    IdPublication: saved.Id,
    IdTypeOuvrage: saved.IdTypeOuvrage,
    IdSujet: saved.IdSujet,
    Resume: saved.Resume,
    VisuelCouverture: saved.VisuelCouverture,
    QuatriemeCouverture: saved.QuatriemeCouverture,
  };
}
